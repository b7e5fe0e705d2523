// What a part is and which motorcycles it fits (docs/decisions/0021-categories-and-fitment.md).
// Types, constants and pure logic only: the yup schemas are in fitment-schemas.ts.

/** The catalogue's categories, in the order the shop shows them. Ids are kept forever. */
export const partCategories = [
  { id: 'brakes', name: 'Brakes' },
  { id: 'drivetrain', name: 'Drivetrain' },
  { id: 'engine', name: 'Engine' },
  { id: 'exhaust', name: 'Exhaust' },
  { id: 'electrics', name: 'Electrics & lighting' },
  { id: 'suspension', name: 'Suspension' },
  { id: 'controls', name: 'Controls' },
  { id: 'riding-gear', name: 'Riding gear' },
] as const;

export type PartCategory = (typeof partCategories)[number]['id'];

export const partCategoryIds = partCategories.map(({ id }) => id) as PartCategory[];

export const isPartCategory = (value: unknown): value is PartCategory =>
  partCategoryIds.includes(value as PartCategory);

/** One line of a part's fitment: the part fits this model in these model years. */
export interface Fitment {
  make: string;
  model: string;
  fromYear: number;
  toYear: number;
}

/** The most fitment lines a part may list. */
export const fitmentMax = 20;

/** A rider's motorcycle, as the pickers and the catalogue's filters name it. */
export interface Bike {
  make: string;
  model: string;
  year: number;
}

/** What a part says about the bikes it fits. */
export interface PartFit {
  fitment: Fitment[];
  /** Gloves, chain lube: a part that fits every bike lists no fitment. */
  fitsAllBikes: boolean;
}

/**
 * A rider's motorcycle as far as it is chosen: the make, then the model, then the year (the
 * catalogue's `make`, `model` and `year` filters).
 */
export type BikeChoice = Pick<Bike, 'make'> & Partial<Pick<Bike, 'model' | 'year'>>;

/**
 * Whether a part fits `bike`: it fits every bike, or one of its lines names the make, and the
 * model and the year as far as they are chosen. The rule the catalogue's filter keys encode
 * (functions/src/services/part-search.ts; a test checks they agree).
 */
export const fitsBike = ({ fitment, fitsAllBikes }: PartFit, bike: BikeChoice) =>
  fitsAllBikes ||
  fitment.some(
    (line) =>
      line.make === bike.make &&
      (bike.model === undefined || line.model === bike.model) &&
      (bike.year === undefined || (line.fromYear <= bike.year && bike.year <= line.toYear)),
  );

/**
 * `GET /fitment`: the bikes the catalogue's parts are made for, for the shop-by-bike pickers:
 * each make with its models, each model with the model years at least one part lists (parts
 * that fit every bike are not counted: they would list every bike). In `motorcycleModels`'
 * order, years ascending.
 */
export interface FitmentOptions {
  makes: { make: string; models: { model: string; years: number[] }[] }[];
}
