import {
  Box,
  Button,
  EmptyState,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { errorMessage } from '@/lib/notify';
import { useCartParts } from '../api/cart';
import { useCartLines } from '../stores/cart-store';
import { cartSubtotal } from '../utils/cart-subtotal';
import { cartRows } from '../utils/line-status';
import { CartLineRow } from './cart-line-row';
import { SummaryBox } from './summary-box';

/** The cart at /cart, signed in or out: its lines as the shop has them now, and the way on. */
export function CartPage() {
  const lines = useCartLines();
  const parts = useCartParts(lines.map(({ partId }) => partId));

  let content;
  if (lines.length === 0) {
    content = (
      <EmptyState.Root borderWidth="1px" rounded="md">
        <EmptyState.Content>
          {/* Under the page's h1 (Chakra's title is an h3 unless told). */}
          <EmptyState.Title as="h2">Your cart is empty</EmptyState.Title>
          <EmptyState.Description>
            Add parts from the catalogue to order them together.
          </EmptyState.Description>
          <Button asChild>
            <RouterLink to={paths.catalogue.getHref()}>Browse parts</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (parts.status === 'error') {
    content = (
      <ErrorState
        title="Your cart's parts could not be loaded"
        message={errorMessage(parts.error)}
        onRetry={parts.reload}
      />
    );
  } else if (parts.status === 'loading') {
    content = (
      <Box aria-busy="true">
        <VisuallyHidden role="status">Loading your cart…</VisuallyHidden>
        <Stack gap="3">
          {lines.map(({ partId }) => (
            <Skeleton key={partId} height="32" />
          ))}
        </Stack>
      </Box>
    );
  } else {
    const { rows, ready } = cartRows(lines, parts.data);
    content = (
      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align={{ lg: 'flex-start' }}>
        <Stack as="ul" role="list" listStyleType="none" gap="3" flex="1" minW="0">
          {rows.map((row) => (
            <CartLineRow key={row.line.partId} {...row} />
          ))}
        </Stack>
        <SummaryBox width={{ lg: '80' }}>
          <HStack justify="space-between" fontSize="lg">
            <Text>Subtotal</Text>
            <Text fontWeight="bold">{formatPrice(cartSubtotal(rows))}</Text>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            Shipping is priced at checkout, by where it goes and what it weighs.
          </Text>
          {!ready && (
            <Text role="alert" color="red.fg" fontSize="sm">
              Change or remove the lines marked above to check out.
            </Text>
          )}
          {ready ? (
            <Button asChild size="lg">
              <RouterLink to={paths.checkout.getHref()}>Check out</RouterLink>
            </Button>
          ) : (
            <Button size="lg" disabled>
              Check out
            </Button>
          )}
        </SummaryBox>
      </Stack>
    );
  }

  return (
    <Stack gap="6" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <title>Your Cart — moto-parts</title>
      <Heading as="h1" size="2xl">
        Your Cart
      </Heading>
      {content}
    </Stack>
  );
}
