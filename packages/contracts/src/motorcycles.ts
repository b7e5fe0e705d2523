// The motorcycles the shop makes parts for (docs/decisions/0021-categories-and-fitment.md).
// A module of its own: only the screens and calls that check a bike against the list load it
// (not Home's first load).
import type { BikeChoice } from './fitment.ts';

/** A motorcycle model and the model years it was built (the last one may be this year's). */
export interface MotorcycleModel {
  make: string;
  model: string;
  fromYear: number;
  toYear: number;
}

/**
 * The motorcycles the shop makes parts for. A fitment names one of these, within its years:
 * an unknown make or model is refused, so the pickers and the filters never disagree on a
 * spelling. Adding a model is a change here (and in the seed, if it ships with parts).
 */
export const motorcycleModels: readonly MotorcycleModel[] = [
  { make: 'Boss Hoss', model: 'BHC-3 LS3', fromYear: 2009, toYear: 2026 },
  { make: 'Harley-Davidson', model: 'Sportster Iron 883', fromYear: 2009, toYear: 2022 },
  { make: 'Honda', model: 'CB500X', fromYear: 2013, toYear: 2023 },
  { make: 'Honda', model: 'CRF1100L Africa Twin', fromYear: 2020, toYear: 2026 },
  { make: 'Kawasaki', model: 'Ninja 400', fromYear: 2018, toYear: 2026 },
  { make: 'KTM', model: '390 Duke', fromYear: 2013, toYear: 2026 },
  { make: 'Royal Enfield', model: 'Classic 350', fromYear: 2009, toYear: 2026 },
  { make: 'Royal Enfield', model: 'Interceptor 650', fromYear: 2018, toYear: 2026 },
  { make: 'Triumph', model: 'Bonneville T120', fromYear: 2016, toYear: 2026 },
  { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 },
];

/** The makes of `motorcycleModels`, each once, in its order. */
export const motorcycleMakes = [...new Set(motorcycleModels.map(({ make }) => make))];

export const findMotorcycleModel = (make: string, model: string) =>
  motorcycleModels.find((known) => known.make === make && known.model === model);

/**
 * The bike choice `make`, `model` and `year` name, as far as they name a bike the shop knows:
 * an unknown make gives none, an unknown model (or one of another make) stops at the make, a
 * year the model was not built stops at the model. For input that comes from outside the
 * API's validation (a shared link, what a device remembered).
 */
export function knownBikeChoice({
  make,
  model,
  year,
}: {
  make?: string | null;
  model?: string | null;
  year?: number | null;
}): BikeChoice | undefined {
  if (!make || !motorcycleMakes.includes(make)) return undefined;
  const known = model ? findMotorcycleModel(make, model) : undefined;
  if (!known) return { make };
  const built = typeof year === 'number' && Number.isInteger(year);
  if (!built || year < known.fromYear || year > known.toYear) return { make, model: known.model };
  return { make, model: known.model, year };
}
