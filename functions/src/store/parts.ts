// `parts/{id}`: the catalogue's documents, how they are read, and what a read asks for.
import type { CrossReference, Fitment, Lot, PartCategory } from '@moto-parts/contracts';
import type { Firestore, Query, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** `parts/{id}`: written only by the API and the seed. Money in integer cents. */
export interface PartDoc {
  name: string;
  /**
   * The maker's part number, as written; `partSkus/{its normalised form}` reserves it. Absent
   * on a part stored before part numbers until `npm run migrate-orders` gives it one.
   */
  sku?: string;
  /** The numbers it replaces; absent is none. */
  crossReferences?: CrossReference[];
  image: string;
  description: string;
  priceCents: number;
  minOrder: number;
  /** The most one buyer may hold at a time; absent means `defaultMaxPerOrder` (maxPerOrderOf). */
  maxPerOrder?: number;
  /** One unit packed, in grams; absent means `defaultPartWeightGrams` (weightGramsOf). */
  weightGrams?: number;
  availableQuantity: number;
  /**
   * Its units on the shelf by lot, oldest (`madeOn`) first, at most `lotsMax`; absent until
   * `npm run migrate-orders` gives a part stocked before lots its opening lot. Together with
   * `short` they hold what is for sale and what orders hold and have not shipped
   * (services/lots.ts, docs/decisions/0035-lots-and-recalls.md).
   */
  lots?: Lot[];
  /** Units held orders cannot get because a recall took them off the shelf; absent is 0. */
  short?: number;
  /**
   * At or below this `availableQuantity` the part is low on stock; absent: no alerts
   * (docs/decisions/0039-low-stock-and-stocktakes.md).
   */
  reorderPoint?: number;
  /**
   * Whether `availableQuantity` is at or below `reorderPoint`: written with every change of
   * stock that changes it (services/low-stock.ts), for the low-stock list's and count's index
   * queries. Absent is false.
   */
  lowStock?: boolean;
  /**
   * When the admins were last told the part was low (services/low-stock.ts): a crossing within
   * the cool-down after it is quiet, unless an admin restocked above the point (null) meanwhile.
   */
  lowStockAlertedAt?: Timestamp | null;
  /**
   * No hold of the part can have ended unreleased before this time: the earliest end of its
   * unpaid orders' holds, or earlier (a paid or removed order's). Placing an order lowers it;
   * a release of the part's ended holds sets it to the next one (null: none). An order short
   * of stock before it is refused at once, without a release (services/order-placement.ts,
   * docs/decisions/0047-launch-day.md). Absent is null.
   */
  earliestHoldEnd?: Timestamp | null;
  category: PartCategory;
  fitment: Fitment[];
  fitsAllBikes: boolean;
  /**
   * The catalogue's query keys, derived from the name, the part numbers and the fit: see
   * part-search.ts. `partNumbers` are the sku and the numbers it replaces, normalised whole,
   * for a search's exact matches.
   */
  searchTerms: string[];
  partNumbers?: string[];
  fitKeys: string[];
  fitSearchTerms: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const partsCollection = (db: Firestore) =>
  db.collection('parts').withConverter(storedAs<PartDoc>());

/**
 * The fields a part's answer shows. Reads that answer with parts ask Firestore for these
 * only: a part's catalogue keys (`searchTerms`, `fitKeys`, `fitSearchTerms`) run to
 * thousands of strings on a part that fits many bikes (60 KB of a 61 KB document), and
 * reading them made both the emulator and the API spend most of a catalogue page's time on
 * fields no answer includes (docs/decisions/0026-measuring-the-apis-cost.md).
 */
export const shownPartFields = [
  'name',
  'sku',
  'crossReferences',
  'image',
  'description',
  'priceCents',
  'minOrder',
  'maxPerOrder',
  'weightGrams',
  'availableQuantity',
  'category',
  'fitment',
  'fitsAllBikes',
  'reorderPoint',
  'lowStock',
] as const satisfies readonly (keyof PartDoc)[];
export type ShownPartDoc = Pick<PartDoc, (typeof shownPartFields)[number]>;

/**
 * The fields a change of a part is worked out from (services/parts-admin.ts): those it shows
 * and its lots; not its search keys, which a change computes again from its name and numbers.
 */
export const editedPartFields = [
  ...shownPartFields,
  'lots',
  'short',
  'lowStockAlertedAt',
] as const satisfies readonly (keyof PartDoc)[];
export type EditedPartDoc = Pick<PartDoc, (typeof editedPartFields)[number]>;

/** How a read of the shown fields types what it finds (the list's `select`, a part's mask). */
export const shownPart = storedAs<ShownPartDoc>();

/** `parts` read for their answer: only the shown fields of each. */
export const shownParts = (parts: Query<PartDoc>) =>
  parts.select(...shownPartFields).withConverter(shownPart);
