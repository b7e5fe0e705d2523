import { Stack, Text, type StackProps } from '@chakra-ui/react';
import type { Part } from '@moto-parts/contracts';

// `part` is also an HTML attribute that Stack takes: this one is the part.
interface PartNumberLineProps extends Omit<StackProps, 'part'> {
  part: Pick<Part, 'sku' | 'numberMatch'>;
}

/**
 * The part's number ("Part no. MP-BD-3207"); in a search's answer, how it matched the number
 * searched, above it and whole, so that a phone's narrow card still shows all of it:
 * "Replaces Yamaha 1WS-F582U-00", or "Exact part number" (docs/decisions/0036-part-numbers.md).
 */
export function PartNumberLine({ part: { sku, numberMatch }, ...stackProps }: PartNumberLineProps) {
  const replaced = numberMatch && 'replaces' in numberMatch ? numberMatch.replaces : undefined;
  return (
    <Stack gap="0" fontSize="sm" {...stackProps}>
      {numberMatch && (
        <Text fontWeight="semibold" color="green.700">
          {replaced ? `Replaces ${replaced.brand} ${replaced.number}` : 'Exact part number'}
        </Text>
      )}
      <Text color="fg.muted" lineClamp={1}>
        Part no. {sku}
      </Text>
    </Stack>
  );
}
