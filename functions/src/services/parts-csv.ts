// A part's lists as one CSV cell each, as the parts export writes them and the parts import
// reads them back (docs/decisions/0040-csv-export-and-import.md): a spreadsheet edits a cell,
// not a list. Each writer has its reader beside it, its inverse.
import {
  maxPerOrderOf,
  motorcycleModels,
  weightGramsOf,
  type CrossReference,
  type Fitment,
} from '@moto-parts/contracts';
import { quotedCell } from '../lib/csv-cells.ts';
import { centsToDollars } from '../lib/money.ts';
import type { PartDoc } from '../store/parts.ts';

/** What the parts export shows of a part's own fields, and what an import compares a row with. */
type PartFields = Pick<
  PartDoc,
  | 'sku'
  | 'name'
  | 'description'
  | 'image'
  | 'priceCents'
  | 'minOrder'
  | 'maxPerOrder'
  | 'weightGrams'
  | 'category'
  | 'fitsAllBikes'
  | 'fitment'
  | 'crossReferences'
  | 'reorderPoint'
>;

/**
 * A part's own fields in the export's terms: dollars, the defaults of a part stored without a
 * limit or a weight, lists empty rather than absent. The export writes them (its lists as
 * cells); the import compares a row with them.
 */
export function partFieldValues(part: PartFields) {
  return {
    sku: part.sku,
    name: part.name,
    description: part.description,
    image: part.image,
    price: centsToDollars(part.priceCents),
    minOrder: part.minOrder,
    maxPerOrder: maxPerOrderOf(part),
    weightGrams: weightGramsOf(part),
    category: part.category,
    fitsAllBikes: part.fitsAllBikes ?? false,
    fitment: part.fitment ?? [],
    crossReferences: part.crossReferences ?? [],
    reorderPoint: part.reorderPoint,
  };
}

/** Between the items of a list in one cell. */
const itemSeparator = '; ';

/** A cell read back: its list, or why it cannot be read. */
export type CellRead<T> = { value: T; error?: never } | { error: string; value?: never };

/** The items of a cell: split at `;`, each trimmed; an empty cell, or an empty item, is none. */
const itemsOf = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** `Honda CB500X 2016-2018; Yamaha MT-07 2014-2020`: each bike's make, model and years. */
export const fitmentCell = (fitment: readonly Fitment[]) =>
  fitment
    .map(
      ({ make, model, fromYear, toYear }) =>
        `${make} ${model} ${fromYear === toYear ? fromYear : `${fromYear}-${toYear}`}`,
    )
    .join(itemSeparator);

/** A bike's name compared as a person types it: any case, any run of spaces. */
const bikeNameKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/** The shop's models by `make model` (makes and models have spaces, so the list splits them). */
const modelsByName = new Map(
  motorcycleModels.map((known) => [bikeNameKey(`${known.make} ${known.model}`), known]),
);

/** A bike and its years: `Royal Enfield Classic 350 2019`, `Honda CB500X 2016-2018`. */
const fitmentItem = /^(.+?)\s+(\d{4})(?:\s*-\s*(\d{4}))?$/;

/**
 * `fitmentCell` read back: each bike the shop knows (in any case), its make and model as the
 * shop spells them. Whether the years are ones the model was built is the fitment schema's to
 * say, as for Add Product.
 */
export function parseFitmentCell(cell: string): CellRead<Fitment[]> {
  const fitment: Fitment[] = [];
  for (const item of itemsOf(cell)) {
    const [, name = '', from, to] = fitmentItem.exec(item) ?? [];
    if (from === undefined) {
      return {
        error: `Give the years of ${quotedCell(item)} after the bike: Honda CB500X 2016-2018`,
      };
    }
    const known = modelsByName.get(bikeNameKey(name));
    if (!known) {
      return {
        error: `${quotedCell(name)} is no bike of the shop's list: write its make and model`,
      };
    }
    fitment.push({
      make: known.make,
      model: known.model,
      fromYear: Number(from),
      toYear: Number(to ?? from),
    });
  }
  return { value: fitment };
}

/** `Yamaha: 1WS-F582U-00; NGK: CR9EIA-9`: each number after its brand. */
export const crossReferencesCell = (references: readonly CrossReference[]) =>
  references.map(({ brand, number }) => `${brand}: ${number}`).join(itemSeparator);

/**
 * `crossReferencesCell` read back. A number never holds `:` (its pattern), so the last one
 * ends the brand. A brand that holds `;` cannot be told from two items: its first half has no
 * number, and the cell is refused rather than guessed at.
 */
export function parseCrossReferencesCell(cell: string): CellRead<CrossReference[]> {
  const references: CrossReference[] = [];
  for (const item of itemsOf(cell)) {
    const colon = item.lastIndexOf(':');
    if (colon < 0) {
      return {
        error: `Write ${quotedCell(item)} as its brand, a colon and the number: NGK: CR9EIA-9`,
      };
    }
    references.push({ brand: item.slice(0, colon).trim(), number: item.slice(colon + 1).trim() });
  }
  return { value: references };
}
