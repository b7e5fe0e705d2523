import { Alert, Heading, Stack } from '@chakra-ui/react';
import type { Order, Part } from '@moto-parts/contracts';
import { useId } from 'react';
import { PlaceOrderForm, type Buyer, type PlaceOrderFormProps } from './place-order-form';

interface OrderPanelProps {
  part: Part;
  /** The signed-in shopper, told by the app (features do not import the auth feature). */
  buyer: Buyer;
  /** Loads the part again, to show the stock an order changed. */
  reloadPart: () => void;
  /** The server accepted an order (the app then shows its Payment screen). */
  onPlaced: (order: Order) => void;
  /** Add to Cart beside Place Order (see PlaceOrderForm). */
  cartAction?: PlaceOrderFormProps['cartAction'];
}

/** Ordering on the purchase page, under the part: the quantity stepper and Place Order form. */
export function OrderPanel({ part, buyer, reloadPart, onPlaced, cartAction }: OrderPanelProps) {
  const headingId = useId();
  const outOfStock = part.availableQuantity < part.minOrder;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="5" borderTopWidth="1px" pt="6">
      <Heading as="h2" id={headingId} size="xl">
        Place Order
      </Heading>
      {outOfStock && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Out of stock</Alert.Title>
            <Alert.Description>
              Fewer than the minimum order are left. Please check back soon.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <PlaceOrderForm
        part={part}
        buyer={buyer}
        disabled={outOfStock}
        reloadPart={reloadPart}
        onPlaced={onPlaced}
        cartAction={cartAction}
      />
    </Stack>
  );
}
