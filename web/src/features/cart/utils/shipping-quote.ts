import { shippingCostCents, type ShippingMethod } from '@moto-parts/contracts';
import type { QueryState } from '@/lib/use-api-query';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What `method` charges for an order of `subtotal` dollars weighing `weightGrams`, in
 * dollars; null when the method takes no parcel that heavy. The same function the server
 * prices the order with: checkout shows what the order will cost, the server decides it.
 */
export function shippingQuote(
  method: ShippingMethod,
  { subtotal, weightGrams }: { subtotal: number; weightGrams: number },
): number | null {
  const quoted = shippingCostCents(
    {
      rates: method.rates.map(({ upToGrams, price }) => ({ upToGrams, priceCents: cents(price) })),
      freeOverCents: method.freeOver === undefined ? undefined : cents(method.freeOver),
    },
    { subtotalCents: cents(subtotal), weightGrams },
  );
  return quoted === null ? null : quoted / 100;
}

/** A method with what it charges for this order: null when it takes no parcel that heavy. */
export interface ShippingQuote {
  method: ShippingMethod;
  price: number | null;
}

/** Each method's price for this order, once the methods have loaded (undefined until then). */
export function quotesOf(
  methods: QueryState<ShippingMethod[]>,
  order: { subtotal: number; weightGrams: number },
): ShippingQuote[] | undefined {
  if (methods.status !== 'success') return undefined;
  return methods.data.map((method) => ({ method, price: shippingQuote(method, order) }));
}
