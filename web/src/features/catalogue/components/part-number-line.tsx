import { Text, type TextProps } from '@chakra-ui/react';
import type { Part } from '@moto-parts/contracts';

// `part` is also an HTML attribute that Text takes: this one is the part.
interface PartNumberLineProps extends Omit<TextProps, 'part'> {
  part: Pick<Part, 'sku' | 'numberMatch'>;
}

/**
 * The part's number ("Part no. MP-BD-3207"); in a search's answer, first, how it matched the
 * number searched: "Replaces Honda 15410-MFJ-D01", or its own number, marked
 * (docs/decisions/0036-part-numbers.md).
 */
export function PartNumberLine({ part: { sku, numberMatch }, ...textProps }: PartNumberLineProps) {
  const replaced = numberMatch && 'replaces' in numberMatch ? numberMatch.replaces : undefined;
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={1} {...textProps}>
      {replaced && (
        <Text as="strong" color="green.700">
          Replaces {replaced.brand} {replaced.number}
          {' · '}
        </Text>
      )}
      {numberMatch && !replaced ? (
        <Text as="strong" color="green.700">
          Part no. {sku} (exact match)
        </Text>
      ) : (
        <>Part no. {sku}</>
      )}
    </Text>
  );
}
