import { Box, Heading, HStack, Image, Link, Separator, Stack, Text } from '@chakra-ui/react';
import type { CartLine, Part } from '@moto-parts/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { orderTotal } from '@/lib/quantity';
import { SummaryBox } from './summary-box';

interface CheckoutSummaryProps {
  rows: { line: CartLine; part: Part | undefined }[];
  subtotal: number;
  /** The chosen method's price; null until one is chosen. */
  shipping: number | null;
  /** Buy Now's one part, which the cart does not hold: its link goes back to the part. */
  buyNow?: boolean;
  /** Place Order. */
  children: ReactNode;
}

/**
 * What the order comes to: each line with its part's picture, the subtotal, shipping and the
 * total to pay; and the way back to change the lines (the cart, or Buy Now's part).
 */
export function CheckoutSummary({
  rows,
  subtotal,
  shipping,
  buyNow = false,
  children,
}: CheckoutSummaryProps) {
  const first = rows[0]?.line.partId;
  return (
    <SummaryBox width={{ lg: '96' }}>
      <HStack justify="space-between" align="baseline" gap="3">
        <Heading as="h2" size="md">
          {buyNow ? 'Buying now' : 'Your cart'}
        </Heading>
        <Link asChild variant="underline" color="brand.fg" fontSize="sm">
          {buyNow && first ? (
            <RouterLink to={paths.part.getHref(first)}>Change quantity</RouterLink>
          ) : (
            <RouterLink to={paths.cart.getHref()}>Edit cart</RouterLink>
          )}
        </Link>
      </HStack>
      {buyNow && (
        <Text fontSize="sm" color="fg.muted">
          This part alone; your cart stays as it is.
        </Text>
      )}
      <Stack as="ul" role="list" listStyleType="none" gap="3">
        {rows.map(({ line, part }) => (
          <HStack as="li" key={line.partId} gap="3" align="center">
            <Box
              flexShrink="0"
              width="14"
              height="14"
              rounded="md"
              overflow="hidden"
              bg="gray.100"
              borderWidth="1px"
            >
              {part && (
                // The name beside it says what it is: the picture is decoration here.
                <Image
                  src={part.image}
                  alt=""
                  htmlWidth={56}
                  htmlHeight={56}
                  width="full"
                  height="full"
                  fit="cover"
                  loading="lazy"
                  decoding="async"
                />
              )}
            </Box>
            <Text flex="1" minW="0" lineClamp={2}>
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
