// A part's lists as one CSV cell each, as the parts export writes them
// (docs/decisions/0040-csv-export-and-import.md): a spreadsheet edits a cell, not a list.
import type { CrossReference, Fitment } from '@moto-parts/contracts';

/** Between the items of a list in one cell. */
const itemSeparator = '; ';

/** `Honda CB500X 2016-2018; Yamaha MT-07 2014-2020`: each bike's make, model and years. */
export const fitmentCell = (fitment: readonly Fitment[]) =>
  fitment
    .map(
      ({ make, model, fromYear, toYear }) =>
        `${make} ${model} ${fromYear === toYear ? fromYear : `${fromYear}-${toYear}`}`,
    )
    .join(itemSeparator);

/** `Yamaha: 1WS-F582U-00; NGK: CR9EIA-9`: each number after its brand. */
export const crossReferencesCell = (references: readonly CrossReference[]) =>
  references.map(({ brand, number }) => `${brand}: ${number}`).join(itemSeparator);
