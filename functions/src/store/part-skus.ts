// `partSkus/{number}`: which part holds each sku, keyed by the sku as a search compares it
// (`normalizePartNumber`), so that two parts cannot share one and `/p/{sku}` finds its part
// in one read (docs/decisions/0036-part-numbers.md).
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { normalizePartNumber } from '@moto-parts/contracts';
import { storedAs } from '../lib/stored-as.ts';

/** Written only by the API and the seed, in the transaction that gives a part its sku. */
export interface PartSkuDoc {
  partId: string;
  /** The sku as the part shows it. */
  sku: string;
  createdAt: Timestamp;
}

export const partSkusCollection = (db: Firestore) =>
  db.collection('partSkus').withConverter(storedAs<PartSkuDoc>());

/** The document that reserves `sku` (any spelling of it). */
export const partSkuRef = (db: Firestore, sku: string) =>
  partSkusCollection(db).doc(normalizePartNumber(sku));
