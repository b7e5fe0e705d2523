// Gives every part stored before part numbers a sku, and indexes every part's numbers for the
// search (docs/decisions/0036-part-numbers.md); `npm run migrate-orders` and `npm start` run it.
import { partNumberMaxLength } from '@moto-parts/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import {
  catalogueIndexFields,
  type PartNumbers,
} from '../../functions/src/services/part-search.ts';
import { partSkuRef } from '../../functions/src/store/part-skus.ts';
import { partsCollection } from '../../functions/src/store/parts.ts';

/** A sku made from the part's id ("MP-DRILLED-BRAKE-DISC"), then "-2", "-3"… if that is taken. */
function skuFromId(id: string, attempt: number) {
  const suffix = attempt === 1 ? '' : `-${attempt}`;
  const stem = `MP-${id.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}`
    .slice(0, partNumberMaxLength - suffix.length)
    .replace(/-+$/, '');
  return `${stem}${suffix}`;
}

/**
 * Each part without `partNumbers` (the search's index of its numbers) gets them, and a sku if
 * it has none: the one `knownNumbers` gives it (`npm start` passes the seed's, so a demo
 * catalogue stored before part numbers gets the seed's numbers), else one made from its id;
 * reserved in `partSkus` as `POST /parts` reserves one (a taken one is not used). One
 * transaction per part, so an admin's edit meanwhile is not undone. Running it again changes
 * nothing. Answers how many parts it numbered.
 */
export async function numberParts(
  db: Firestore,
  knownNumbers: (partId: string) => Required<PartNumbers> | undefined = () => undefined,
) {
  const report = { partsNumbered: 0 };
  const parts = await partsCollection(db).select('partNumbers').get();
  for (const { id } of parts.docs.filter((part) => part.get('partNumbers') === undefined)) {
    const numbered = await db.runTransaction(async (tx) => {
      const ref = partsCollection(db).doc(id);
      const part = (await tx.get(ref)).data();
      if (!part || part.partNumbers) return false;
      const known = part.sku === undefined ? knownNumbers(id) : undefined;
      const free = async (candidate: string) => !(await tx.get(partSkuRef(db, candidate))).exists;
      let sku = part.sku ?? (known && (await free(known.sku)) ? known.sku : undefined);
      for (let attempt = 1; sku === undefined; attempt++) {
        const candidate = skuFromId(id, attempt);
        if (await free(candidate)) sku = candidate;
      }
      const numbers = {
        sku,
        crossReferences: part.crossReferences ?? known?.crossReferences ?? [],
      };
      // A part stored before fitment fits no bike until an admin gives it one.
      const fit = { fitment: part.fitment ?? [], fitsAllBikes: part.fitsAllBikes ?? false };
      tx.set(partSkuRef(db, sku), { partId: id, sku, createdAt: part.createdAt });
      tx.update(ref, { ...numbers, ...catalogueIndexFields(part.name, numbers, fit) });
      return true;
    });
    if (numbered) report.partsNumbered += 1;
  }
  return report;
}
