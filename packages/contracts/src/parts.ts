import type { Fitment, PartCategory } from './fitment.ts';
import type { Lot, LotDelta } from './lots.ts';
import type { CrossReference, NumberMatch } from './part-numbers.ts';
import type { StocktakeReason } from './stock.ts';

/** A part as the API answers it. Prices are dollars here; the server keeps integer cents. */
export interface Part {
  _id: string;
  name: string;
  /** The maker's own part number, unique in the shop (docs/decisions/0036-part-numbers.md). */
  sku: string;
  /** The other makers' numbers this part replaces. */
  crossReferences: CrossReference[];
  /** In a search's answer, how a part listed first matched the number searched. */
  numberMatch?: NumberMatch;
  image: string;
  description: string;
  price: number;
  minOrder: number;
  availableQuantity: number;
  /**
   * The most units one buyer may hold of this part at a time, in one order or across their
   * unpaid ones (admin-set; `defaultMaxPerOrder` unless set, never below `minOrder`).
   */
  maxPerOrder: number;
  /**
   * What one unit weighs packed, in grams: shipping by weight adds it up (admin-set;
   * `defaultPartWeightGrams` unless set).
   */
  weightGrams: number;
  /** Absent on a part stored before categories, until an admin sets one (docs/decisions/0021-categories-and-fitment.md). */
  category?: PartCategory;
  /** The bikes it fits; empty when it fits every bike (docs/decisions/0021-categories-and-fitment.md). */
  fitment: Fitment[];
  fitsAllBikes: boolean;
  /**
   * At or below this stock for sale the part is low on stock and the admins are told, once per
   * crossing (admin-set; absent: no alerts, docs/decisions/0039-low-stock-and-stocktakes.md).
   */
  reorderPoint?: number;
  /** Whether its stock for sale is at or below its reorder point. */
  lowStock?: boolean;
}

/** The longest part name (docs/product.md: name max 20 on the add forms), and so the longest search. */
export const partNameMaxLength = 20;

export const partsPageSizeMax = 50;

/** The longest search of `GET /parts`: a part number typed with spaces may be longer than a name. */
export const searchMaxLength = 40;

/** The catalogue's orders (`sort` of `GET /parts`): newest first, or by price either way. */
export const catalogueSorts = ['newest', 'price-asc', 'price-desc'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

/** Header of `GET /parts` with how many parts match in all. */
export const totalCountHeader = 'X-Total-Count';

/** The most units of one part the shop will hold; stock is a whole number from 0 to this. */
export const partStockMax = 1_000_000;

/**
 * The most per order of a part an admin has not set one for: far above a workshop's order,
 * far below a part's whole stock, so that one account cannot hold a part out of stock
 * (docs/decisions/0027-holds-and-abuse.md).
 */
export const defaultMaxPerOrder = 100;

/** A part's most per order as buyers meet it: the admin's figure or the default, at least `minOrder`. */
export const maxPerOrderOf = (part: { minOrder: number; maxPerOrder?: number | null }) =>
  Math.max(part.minOrder, part.maxPerOrder ?? defaultMaxPerOrder);

/** The largest minimum order a part may have. */
export const minOrderMax = 10_000;
/** The highest price of a part, in dollars. */
export const partPriceMax = 100_000;

/**
 * Why a part's stock changed. `stocked` is a part's first stock (seed or a new product);
 * `restock` an admin's count; `removed` the part leaving the catalogue; the others follow
 * an order's life (an unpaid order removed, cancelled or expired, a paid one refunded, a
 * return received: its units put back on the shelf, or written off, which the ledger records
 * with `writtenOff` and no change of stock). Three change only the lots
 * (docs/decisions/0035-lots-and-recalls.md): `shipped` (a parcel took units of its lots, which
 * its order held already), `recall-blocked` (a recall took its lots' units off sale) and
 * `lots-opened` (a part stocked before lots got its opening lot). `adjustment` is a stocktake's
 * count, with its reason (docs/decisions/0039-low-stock-and-stocktakes.md). `import` is a
 * parts import's change of a part's stock, a new part's first units too
 * (docs/decisions/0040-csv-export-and-import.md).
 */
export type StockMovementReason =
  | 'stocked'
  | 'restock'
  | 'removed'
  | 'order'
  | 'order-removed'
  | 'order-cancelled'
  | 'order-expired'
  | 'order-refunded'
  | 'return-restocked'
  | 'return-scrapped'
  | 'shipped'
  | 'recall-blocked'
  | 'lots-opened'
  | 'adjustment'
  | 'import';

/** The most stock movements `GET /parts/{id}/stock` answers in one page. */
export const stockMovementsPageSizeMax = 500;

/** One change of a part's stock, as `GET /parts/{id}/stock` answers it. */
export interface StockMovement {
  _id: string;
  /** Units added (positive) or taken (negative). */
  delta: number;
  /** The part's `availableQuantity` right after this movement. */
  availableAfter: number;
  /** Units that came back and were written off, not put back in stock: 0 but for `return-scrapped`. */
  writtenOff: number;
  reason: StockMovementReason;
  /** A stocktake's reason, on an `adjustment`. */
  adjustment?: StocktakeReason;
  /** What it changed of each lot; empty when it changed none (a hold, a release). */
  lots: LotDelta[];
  orderId: string | null;
  /** Who caused it: the buyer or the admin; null for the seed. */
  uid: string | null;
  /** @format date-time */
  createdAt: string;
}

/**
 * A part's stock against its history (admins): `recorded` is the sum of the movements'
 * deltas, which equals `availableQuantity` whenever the books are right.
 */
export interface StockHistory {
  partId: string;
  availableQuantity: number;
  /** Its lots, oldest first. */
  lots: Lot[];
  /** Units held orders cannot get because a recall took them; 0 but after a recall. */
  short: number;
  recorded: number;
  reconciled: boolean;
  /** How many movements the part has, over every page. */
  movementCount: number;
  /** A page of them, oldest first. */
  movements: StockMovement[];
}
