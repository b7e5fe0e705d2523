import { formatPrice } from '@/lib/format';

/** The reports' money, integer cents, as the shop shows prices: 45800 → "$458.00". */
export const formatCents = (cents: number) => formatPrice(cents / 100);

/** A share, 0 to 1, as a percentage to a tenth: 0.25 → "25%", 1 / 3 → "33.3%". */
export const formatRate = (rate: number) => `${Number((rate * 100).toFixed(1))}%`;

const rateSteps = [0.01, 0.02, 0.05, 0.1, 0.2];
/** Round percentages for a rate axis up to `highest`, in 5 steps at most: 0.25 → 0%, 5%, … 25%. */
export function rateTicks(highest: number) {
  const step = rateSteps.find((size) => highest / size <= 5) ?? 0.2;
  const count = Math.max(1, Math.ceil(highest / step - 1e-9));
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toFixed(2)));
}

const monthNames = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** A day on a chart's axis, short: "2026-11-05" → "5 Nov". */
export function shortDay(day: string) {
  const [, month = '1', date = '1'] = day.split('-');
  return `${Number(date)} ${monthNames[Number(month) - 1] ?? month}`;
}
