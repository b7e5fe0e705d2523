import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { CartLine, Part } from '@moto-parts/contracts';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import { orderTotal } from '@/lib/quantity';
import { SummaryBox } from './summary-box';

interface CheckoutSummaryProps {
  rows: { line: CartLine; part: Part | undefined }[];
  subtotal: number;
  /** The chosen method's price; null until one is chosen. */
  shipping: number | null;
  /** Place Order. */
  children: ReactNode;
}

/** What the order comes to: each line, the subtotal, shipping and the total to pay. */
export function CheckoutSummary({ rows, subtotal, shipping, children }: CheckoutSummaryProps) {
  return (
    <SummaryBox width={{ lg: '96' }}>
      <Stack as="ul" role="list" listStyleType="none" gap="2">
        {rows.map(({ line, part }) => (
          <HStack as="li" key={line.partId} justify="space-between" align="baseline" gap="3">
            <Text lineClamp={2}>
              {line.quantity} × {part?.name ?? 'A part no longer in the shop'}
            </Text>
            <Text flexShrink="0">
              {part ? formatPrice(orderTotal(part.price, line.quantity)) : '—'}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Separator />
      <HStack justify="space-between">
        <Text>Subtotal</Text>
        <Text>{formatPrice(subtotal)}</Text>
      </HStack>
      <HStack justify="space-between">
        <Text>Shipping</Text>
        <Text>{shipping === null ? '—' : shipping === 0 ? 'Free' : formatPrice(shipping)}</Text>
      </HStack>
      <HStack justify="space-between" fontSize="lg" fontWeight="bold">
        <Text>Total</Text>
        <Text aria-live="polite">{formatPrice(orderTotal(subtotal + (shipping ?? 0), 1))}</Text>
      </HStack>
      {children}
    </SummaryBox>
  );
}
