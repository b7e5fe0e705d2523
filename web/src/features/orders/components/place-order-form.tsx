import { Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  placeOrderInputSchema,
  quantityProblem,
  type Order,
  type Part,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { placeOrder } from '../api/orders';
import { orderTotal, parseQuantity } from '@/lib/quantity';
import { formatPrice } from '@/lib/format';
import { QuantityStepper } from '@/components/ui/quantity-stepper';

/** The signed-in shopper: the order is theirs, so these are shown, not typed. */
export interface Buyer {
  name: string;
  email: string;
}

// The very rules the server applies to these fields of `POST /order`.
const addressAndPhoneSchema = placeOrderInputSchema.pick(['address', 'phone']);

interface OrderFormValues {
  /** As typed: checked against the part's limits, not by the schema. */
  quantity: string;
  address: string;
  phone: string;
}

export interface PlaceOrderFormProps {
  part: Part;
  buyer: Buyer;
  /** Nothing can be ordered (out of stock): every control is disabled. */
  disabled: boolean;
  /** Loads the part again, to show the stock an order changed. */
  reloadPart: () => void;
  /** The server accepted the order (the app then shows its Payment screen). */
  onPlaced: (order: Order) => void;
  /**
   * A button beside Place Order, given the quantity chosen (null while it cannot be ordered):
   * the app's Add to Cart. Place Order stays the way to buy this part now.
   */
  cartAction?: (quantity: number | null) => ReactNode;
}

/** docs/product.md's Place Order form: quantity, total, name and email (prefilled), address, phone. */
export function PlaceOrderForm({
  part,
  buyer,
  disabled,
  reloadPart,
  onPlaced,
  cartAction,
}: PlaceOrderFormProps) {
  const { setServerErrors, clearServerError, shownError, fieldProps } =
    useServerErrors<OrderFormValues>();
  // One key an order: kept while a failed submit is retried, so an order whose answer was
  // lost is not placed twice (a placed order takes the buyer on to pay it).
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const formik = useFormik<OrderFormValues>({
    // docs/product.md §4: the quantity starts at the minimum order.
    initialValues: { quantity: String(part.minOrder), address: '', phone: '' },
    validationSchema: addressAndPhoneSchema,
    onSubmit: async (values) => {
      setServerErrors({});
      try {
        // The schema's transforms (trimming, dropping spaces from the phone) shape the body.
        const { address, phone } = await addressAndPhoneSchema.validate(values);
        const quantity = parseQuantity(values.quantity);
        const order = await placeOrder(
          { partId: part._id, quantity, address, phone },
          idempotencyKey,
        );
        // docs/product.md §8's toast, spelt so; then on to paying it, while its hold lasts.
        notifySuccess('Orderd successfully');
        onPlaced(order);
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) {
          setServerErrors(failure.fields);
          // Someone else's order took the stock first: show what is left.
          if (failure.code === 'conflict') reloadPart();
        }
      }
    },
  });

  const quantity = parseQuantity(formik.values.quantity);
  const orderable = quantityProblem(quantity, part) === null;

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      {/* A disabled fieldset disables every control in it. */}
      <chakra.fieldset disabled={disabled} minW="0">
        <Stack gap="5">
          <QuantityStepper
            value={formik.values.quantity}
            minOrder={part.minOrder}
            availableQuantity={part.availableQuantity}
            maxPerOrder={part.maxPerOrder}
            onChange={(value) => {
              clearServerError('quantity');
              void formik.setFieldValue('quantity', value);
            }}
            error={shownError(formik, 'quantity')}
          />
          {/* Said aloud as the quantity changes. */}
          <Text aria-live="polite" fontSize="lg">
            Total:{' '}
            <Text as="span" fontWeight="bold">
              {orderable ? formatPrice(orderTotal(part.price, quantity)) : '—'}
            </Text>
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField label="Name" value={buyer.name} disabled />
            <TextField label="Email" type="email" value={buyer.email} disabled />
          </SimpleGrid>
          <TextField
            label="Address"
            autoComplete="street-address"
            required
            {...fieldProps(formik, 'address')}
          />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            {...fieldProps(formik, 'phone')}
          />
          <HStack gap="3" wrap="wrap">
            <Button
              type="submit"
              size="lg"
              disabled={!orderable}
              loading={formik.isSubmitting}
              loadingText="Placing order…"
            >
              Place Order
            </Button>
            {cartAction?.(orderable ? quantity : null)}
          </HStack>
        </Stack>
      </chakra.fieldset>
    </form>
  );
}
