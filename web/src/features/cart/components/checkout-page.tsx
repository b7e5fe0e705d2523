import {
  Alert,
  Box,
  Button,
  Heading,
  Link,
  Separator,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  phoneSchema,
  type CartLine,
  type Part,
  shippingAddressSchema,
  type SavedAddress,
  type ShippingAddress,
} from '@moto-parts/contracts';
import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { object } from 'yup';
import { AddressFields } from '@/components/ui/address-fields';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAddressBook } from '@/lib/address-book';
import { addressFormValues, shippingAddressOf, startingCountry } from '@/lib/address-form';
import { ApiError } from '@/lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { placeCartOrder, useCartParts, useShippingMethods } from '../api/cart';
import { clearCart, useCartLines } from '../stores/cart-store';
import { cartSubtotal } from '../utils/cart-subtotal';
import { cartRows, statusText } from '../utils/line-status';
import { quotesOf } from '../utils/shipping-quote';
import { buyNowLine, newAddress, type CheckoutValues } from '../utils/checkout-values';
import { AddressChoice } from './address-choice';
import { CheckoutSummary } from './checkout-summary';
import { ShippingMethodChoice } from './shipping-method-choice';

const phoneOnly = object({ phone: phoneSchema });

/** The address the order ships to: the saved one chosen, or the one typed. */
function chosenAddress(values: CheckoutValues, book: SavedAddress[]): ShippingAddress {
  const saved = book.find(({ label }) => label === values.addressChoice);
  // Through the form's values: the saved address's own fields, without its label.
  return shippingAddressOf(saved ? addressFormValues(saved) : values.shippingAddress);
}

/** Formik's errors of the checkout: the shared schemas', on what will be sent. */
async function checkoutErrors(values: CheckoutValues, book: SavedAddress[]) {
  const problems = (check: Promise<unknown>) =>
    check.then(
      () => ({}),
      (error: unknown) => yupToFormErrors<CheckoutValues>(error),
    );
  const address =
    values.addressChoice === newAddress
      ? await problems(
          validateYupSchema(
            { shippingAddress: chosenAddress(values, book) },
            object({ shippingAddress: shippingAddressSchema }),
          ),
        )
      : {};
  const phone = await problems(validateYupSchema(values, phoneOnly));
  const method = values.shippingMethod ? {} : { shippingMethod: 'Choose how it ships' };
  return { ...address, ...phone, ...method };
}

/** The signed-in rider, told by the app (features do not import auth): shown, not typed. */
export interface CheckoutBuyer {
  name: string;
  email: string;
}

/**
 * Checkout (signed in): where the order ships and how, what it all comes to, then Place Order
 * and on to Payment. It orders the cart's lines, or, from a part's Buy Now, that part alone,
 * leaving the cart as it is (docs/decisions/0044-one-way-to-buy.md). The server prices the
 * lines and the shipping; the page shows the same sums meanwhile.
 */
export function CheckoutPage({ buyer }: { buyer: CheckoutBuyer }) {
  const [search] = useSearchParams();
  const searchText = search.toString();
  // One line object per address, so the parts are not asked for again on every render.
  const buyNow = useMemo(() => buyNowLine(new URLSearchParams(searchText)), [searchText]);
  const cartLines = useCartLines();
  const lines = buyNow ? [buyNow] : cartLines;
  const parts = useCartParts(lines.map(({ partId }) => partId));
  const book = useAddressBook();

  if (lines.length === 0) {
    return (
      <CheckoutFrame>
        <Text>
          Your cart is empty.{' '}
          <Link asChild>
            <RouterLink to={paths.catalogue.getHref()}>Browse parts</RouterLink>
          </Link>
        </Text>
      </CheckoutFrame>
    );
  }
  if (parts.status === 'error' || book.status === 'error') {
    const failed = parts.status === 'error' ? parts : book;
    return (
      <CheckoutFrame>
        <ErrorState
          title="The checkout could not be loaded"
          message={errorMessage(failed.status === 'error' ? failed.error : undefined)}
          onRetry={failed.reload}
        />
      </CheckoutFrame>
    );
  }
  if (parts.status === 'loading' || book.status === 'loading') {
    return (
      <CheckoutFrame>
        <Box aria-busy="true">
          <VisuallyHidden role="status">Loading the checkout…</VisuallyHidden>
          <Skeleton height="96" />
        </Box>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutForm
      // A new Buy Now is a new checkout: its own key and values.
      key={buyNow ? searchText : 'cart'}
      lines={lines}
      buyNow={buyNow !== null}
      buyer={buyer}
      parts={parts.data}
      saved={book.data.addresses}
      reloadParts={parts.reload}
    />
  );
}

interface CheckoutFormProps {
  lines: CartLine[];
  /** Buy Now's one part: placing it leaves the cart as it is. */
  buyNow: boolean;
  buyer: CheckoutBuyer;
  /** The cart's parts as the shop has them now. */
  parts: Part[];
  /** The rider's address book: the form starts from its default address. */
  saved: SavedAddress[];
  /** Loads the parts again, to show what is left when stock ran short. */
  reloadParts: () => void;
}

/** The checkout once the cart's parts and the address book have come. */
function CheckoutForm({ lines, buyNow, buyer, parts, saved, reloadParts }: CheckoutFormProps) {
  const navigate = useNavigate();
  // One key for this checkout: a retried Place Order whose answer was lost places one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const preferred = saved.find((address) => address.default) ?? saved[0];

  const formik = useFormik<CheckoutValues>({
    initialValues: {
      addressChoice: preferred?.label ?? newAddress,
      // A new address starts with the rider's name, in the country they most likely live in.
      shippingAddress: {
        ...addressFormValues(),
        name: buyer.name,
        country: startingCountry(saved),
      },
      // A saved address keeps its phone.
      phone: preferred?.phone ?? '',
      shippingMethod: '',
    },
    validate: (values) => checkoutErrors(values, saved),
    onSubmit: async (values) => {
      try {
        const order = await placeCartOrder(
          {
            lines,
            shippingAddress: chosenAddress(values, saved),
            shippingMethod: values.shippingMethod,
            phone: values.phone,
          },
          idempotencyKey,
        );
        // docs/product.md §8's toast, spelt so, as the purchase page says it.
        notifySuccess('Orderd successfully');
        // Buy Now ordered its part alone: the cart's lines wait for another day.
        if (!buyNow) await clearCart();
        void navigate(paths.dashboard.payment.getHref(order._id));
        window.scrollTo({ top: 0 });
      } catch (failure) {
        notifyError(failure);
        // Stock went meanwhile: show what is left (the cart's lines say it).
        if (failure instanceof ApiError && failure.lines.length > 0) reloadParts();
      }
    },
  });

  const country = chosenAddress(formik.values, saved).country;
  const methods = useShippingMethods(country);
  const { rows, ready } = cartRows(lines, parts);
  const subtotal = cartSubtotal(rows);
  const weightGrams = rows.reduce(
    (grams, { line, part }) => grams + line.quantity * (part?.weightGrams ?? 0),
    0,
  );
  const quotes = quotesOf(methods, { subtotal, weightGrams });
  const quote = quotes?.find(({ method }) => method.id === formik.values.shippingMethod);

  return (
    <CheckoutFrame>
      {!ready && buyNow && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This part cannot be ordered as asked</Alert.Title>
            <Alert.Description>
              {statusText(rows[0]?.status ?? { kind: 'unavailable' })}.{' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to={paths.part.getHref(lines[0]?.partId ?? '')}>
                  Back to the part
                </RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {!ready && !buyNow && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your cart has changed</Alert.Title>
            <Alert.Description>
              Some parts ran short since you added them.{' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to={paths.cart.getHref()}>Review your cart</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <FormikProvider value={formik}>
        <form onSubmit={formik.handleSubmit} noValidate>
          <Stack direction={{ base: 'column', lg: 'row' }} gap="8" align={{ lg: 'flex-start' }}>
            <Stack gap="8" flex="1" minW="0">
              {/* docs/product.md's Place Order form: the buyer's name and email, not typed. */}
              <Stack as="section" gap="4" aria-labelledby="ordered-by">
                <Heading as="h2" id="ordered-by" size="lg">
                  Ordered by
                </Heading>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                  <TextField label="Name" value={buyer.name} disabled />
                  <TextField label="Email" type="email" value={buyer.email} disabled />
                </SimpleGrid>
              </Stack>
              <Separator />
              <Stack as="section" gap="4" aria-labelledby="ship-to">
                <Heading as="h2" id="ship-to" size="lg">
                  Ship to
                </Heading>
                <AddressChoice book={saved} />
                {formik.values.addressChoice === newAddress && (
                  <AddressFields prefix="shippingAddress" />
                )}
                <TextField
                  label="Phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  {...formik.getFieldProps('phone')}
                  error={formik.touched.phone ? formik.errors.phone : undefined}
                />
              </Stack>
              <Separator />
              <ShippingMethodChoice country={country} quotes={quotes} />
            </Stack>
            <CheckoutSummary
              rows={rows}
              subtotal={subtotal}
              shipping={quote?.price ?? null}
              buyNow={buyNow}
            >
              <Button
                type="submit"
                size="lg"
                disabled={!ready}
                loading={formik.isSubmitting}
                loadingText="Placing order…"
              >
                Place Order
              </Button>
            </CheckoutSummary>
          </Stack>
        </form>
      </FormikProvider>
    </CheckoutFrame>
  );
}

function CheckoutFrame({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="6" maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <title>Checkout — moto-parts</title>
      <Heading as="h1" size="2xl">
        Checkout
      </Heading>
      {children}
    </Stack>
  );
}
