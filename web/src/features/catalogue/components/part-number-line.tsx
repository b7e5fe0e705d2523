import { Text, type TextProps } from '@chakra-ui/react';
import type { NumberMatch, Part } from '@moto-parts/contracts';

// `part` is also an HTML attribute that Text takes: this one is the part.
interface PartNumberLineProps extends Omit<TextProps, 'part'> {
  part: Pick<Part, 'sku'>;
}

/** The part's number: "Part no. MP-BD-3207" (docs/decisions/0036-part-numbers.md). */
export function PartNumberLine({ part: { sku }, ...textProps }: PartNumberLineProps) {
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={1} {...textProps}>
      Part no. {sku}
    </Text>
  );
}

/**
 * In a search's answer, how a part listed first matched the number searched, on a line of its
 * own and whole, so that a phone's narrow card shows all of it: "Replaces Yamaha
 * 1WS-F582U-00", or "Exact part number".
 */
export function NumberMatchLine({ match, ...textProps }: { match: NumberMatch } & TextProps) {
  return (
    <Text fontSize="sm" fontWeight="semibold" color="green.700" {...textProps}>
      {'replaces' in match
        ? `Replaces ${match.replaces.brand} ${match.replaces.number}`
        : 'Exact part number'}
    </Text>
  );
}
