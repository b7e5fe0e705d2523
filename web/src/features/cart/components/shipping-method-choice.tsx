import { Heading, RadioCard, Skeleton, Stack, Text } from '@chakra-ui/react';
import { radioCardSlotRecipe } from '@chakra-ui/react/theme';
import { countryName, type DeliveryCountry } from '@moto-parts/contracts';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { formatPrice } from '@/lib/format';
import type { ShippingQuote } from '../utils/shipping-quote';
import type { CheckoutValues } from '../utils/checkout-values';

interface ShippingMethodChoiceProps {
  country: DeliveryCountry;
  /** The country's methods, each priced for this order; undefined while they load. */
  quotes: ShippingQuote[] | undefined;
}

/** What a method charges this order, in words. */
function priceText({ method, price }: ShippingQuote) {
  if (price === null) return 'Takes no parcel this heavy';
  if (method.freeOver === undefined) return price === 0 ? 'Free' : formatPrice(price);
  const threshold = formatPrice(method.freeOver);
  return price === 0
    ? `Free on orders over ${threshold}`
    : `${formatPrice(price)} · free over ${threshold}`;
}

/** How the order ships: the methods of the address's zone, each with its price for this order. */
export function ShippingMethodChoice({ country, quotes }: ShippingMethodChoiceProps) {
  const { values, setFieldValue, touched, errors } = useFormikContext<CheckoutValues>();
  const chosen = values.shippingMethod;

  // A choice the new country's zone lacks, or too light for the parcel, gives way to the first
  // method that takes it.
  useEffect(() => {
    if (!quotes) return;
    if (quotes.some(({ method, price }) => method.id === chosen && price !== null)) return;
    const first = quotes.find(({ price }) => price !== null)?.method.id ?? '';
    if (first !== chosen) void setFieldValue('shippingMethod', first);
  }, [quotes, chosen, setFieldValue]);

  let choices;
  if (!quotes) {
    choices = <Skeleton height="20" />;
  } else if (quotes.length === 0) {
    choices = <Text color="red.fg">The shop does not ship to {countryName(country)} yet.</Text>;
  } else {
    choices = (
      <RadioCard.Root
        recipe={radioCardSlotRecipe}
        value={chosen}
        onValueChange={({ value }) => void setFieldValue('shippingMethod', value ?? '')}
        colorPalette="brand"
      >
        <RadioCard.Label>Shipping to {countryName(country)}</RadioCard.Label>
        <Stack gap="3">
          {quotes.map((quote) => (
            <RadioCard.Item
              key={quote.method.id}
              value={quote.method.id}
              disabled={quote.price === null}
            >
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{quote.method.name}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{priceText(quote)}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Stack>
      </RadioCard.Root>
    );
  }

  return (
    <Stack as="section" gap="4" aria-labelledby="shipping-method">
      <Heading as="h2" id="shipping-method" size="lg">
        Shipping
      </Heading>
      {choices}
      {touched.shippingMethod && errors.shippingMethod && (
        <Text role="alert" color="red.fg">
          {errors.shippingMethod}
        </Text>
      )}
    </Stack>
  );
}
