import type { ShippingMethodSetting, ShippingRateBand } from '@moto-parts/contracts';
import { formatPrice, formatQuantity } from '@/lib/format';

/** A parcel's weight as people say it: grams under a kilo, kilos from there: "500 g", "1.5 kg". */
export function formatWeight(grams: number) {
  if (grams < 1000) return `${grams} g`;
  const kilos = grams / 1000;
  return `${Number.isInteger(kilos) ? formatQuantity(kilos) : String(kilos)} kg`;
}

const priceInWords = (price: number) => (price === 0 ? 'free' : formatPrice(price));

/**
 * A rate's bands in words, lightest first: "up to 1 kg $7.95, up to 5 kg $12.95, heavier
 * $49.95". A flat rate reads "any weight $9.95". When the last band has a weight, a heavier
 * parcel is not taken by the method (shippingCostCents), and the words say so.
 */
export function rateBandsInWords(rates: readonly ShippingRateBand[]) {
  const bands = rates.map(({ upToGrams, price }, index) => {
    if (upToGrams !== undefined) return `up to ${formatWeight(upToGrams)} ${priceInWords(price)}`;
    return `${index === 0 ? 'any weight' : 'heavier'} ${priceInWords(price)}`;
  });
  const heaviest = rates.at(-1)?.upToGrams;
  if (heaviest !== undefined) bands.push(`nothing over ${formatWeight(heaviest)}`);
  return bands.join(', ');
}

/** A method's whole rate in words: its bands, then the subtotal it is free from. */
export function methodRateInWords({ rates, freeOver }: Omit<ShippingMethodSetting, 'id' | 'name'>) {
  const bands = rateBandsInWords(rates);
  return freeOver === undefined ? bands : `${bands}; free over ${formatPrice(freeOver)}`;
}
