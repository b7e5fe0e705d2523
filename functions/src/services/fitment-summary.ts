/**
 * What `GET /fitment` answers from: one document counting, for every model year, the parts
 * that list it (docs/decisions/0021-categories-and-fitment.md). The part's own transaction keeps it in step (create,
 * change of fit, removal), so the pickers cost one read, never a read of every part.
 */
import { motorcycleModels, type FitmentOptions, type PartFit } from '@moto-parts/contracts';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { bikeKey, modelYearKeys } from './part-search.ts';
import { fitmentSummaryRef } from '../store/fitment-summary.ts';

/** How many parts list each model year. */
export function countModelYears(parts: PartFit[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of parts.flatMap(modelYearKeys)) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

/** The change a part's fit makes to the counts: `before` absent for a new part, `after` for a removed one. */
export function modelYearChanges(before?: PartFit, after?: PartFit): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const key of before ? modelYearKeys(before) : []) changes[key] = -1;
  for (const key of after ? modelYearKeys(after) : []) changes[key] = (changes[key] ?? 0) + 1;
  return Object.fromEntries(Object.entries(changes).filter(([, change]) => change !== 0));
}

/** A part's change of fit: `before` absent for a new part, `after` for a removed one. */
export interface FitChange {
  before?: PartFit;
  after?: PartFit;
}

/**
 * Counts parts' changes of fit within their transaction (increments: no read, no retry), as
 * one write of their sum: a parts import changes many parts in one transaction.
 */
export function recordFitChanges(db: Firestore, tx: Transaction, fits: readonly FitChange[]) {
  const sums: Record<string, number> = {};
  for (const { before, after } of fits) {
    for (const [key, change] of Object.entries(modelYearChanges(before, after))) {
      sums[key] = (sums[key] ?? 0) + change;
    }
  }
  const changes = Object.entries(sums).filter(([, change]) => change !== 0);
  if (changes.length === 0) return;
  const modelYears = Object.fromEntries(
    changes.map(([key, change]) => [key, FieldValue.increment(change)]),
  );
  tx.set(fitmentSummaryRef(db), { modelYears }, { merge: true });
}

/** Counts a part's change of fit within its own transaction. */
export const recordFitChange = (
  db: Firestore,
  tx: Transaction,
  before?: PartFit,
  after?: PartFit,
) => recordFitChanges(db, tx, [{ before, after }]);

/** The pickers' list from the counts: only model years some part lists, in the registry's order. */
export function fitmentOptions(modelYears: Record<string, number>): FitmentOptions {
  const makes: FitmentOptions['makes'] = [];
  for (const { make, model, fromYear, toYear } of motorcycleModels) {
    const years: number[] = [];
    for (let year = fromYear; year <= toYear; year++) {
      if ((modelYears[bikeKey({ make, model, year })] ?? 0) > 0) years.push(year);
    }
    if (years.length === 0) continue;
    let entry = makes.find((known) => known.make === make);
    if (!entry) makes.push((entry = { make, models: [] }));
    entry.models.push({ model, years });
  }
  return { makes };
}

/** `GET /fitment`. */
export async function getFitmentOptions(db: Firestore): Promise<FitmentOptions> {
  const summary = (await fitmentSummaryRef(db).get()).data();
  return fitmentOptions(summary?.modelYears ?? {});
}
