// Low stock (docs/decisions/0039-low-stock-and-stocktakes.md): the one rule of when a part is
// low and when a change of its stock crosses its reorder point, used by every change of a
// part's `availableQuantity` (orders placed, released, expired, cancelled, refunded, returns
// restocked, restocks, stocktakes, recalls); and the admins' message of a crossing, written in
// the transaction of the change that crossed, through the outbox (`mail`, as order messages).
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { shopUrl } from '../lib/shop-url.ts';
import { mailCollection } from '../store/mail.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { usersCollection } from '../store/users.ts';
import { partMessage } from './part-messages.ts';

/** What the rule reads of a part beside its stock: every change of stock reads these too. */
export const lowStockReads = [
  'reorderPoint',
  'lowStock',
  'lowStockAlertedAt',
] as const satisfies readonly (keyof PartDoc)[];
type LowStockRead = (typeof lowStockReads)[number];

/**
 * After telling the admins a part is low, how long a new crossing stays quiet unless an admin
 * restocked it meanwhile: an unpaid order placed and removed again and again (accounts are
 * free) crosses the point each time, and must not mail the admins each time.
 */
export const lowStockAlertCooldownMs = 24 * 60 * 60_000;

/** Whether `availableQuantity` units for sale are low: at or below the reorder point, if any. */
export const isLowStock = (availableQuantity: number, reorderPoint: number | undefined) =>
  reorderPoint !== undefined && availableQuantity <= reorderPoint;

/** One change of a part's stock for sale, as the rule sees it. */
export interface StockChange {
  partId: string;
  /** The part's stored flag, before the change. */
  lowStock?: boolean;
  /** Its reorder point after the change (a change may set or remove it). */
  reorderPoint?: number;
  /** Its `availableQuantity` before and after. */
  before: number;
  after: number;
  /** When the admins were last told it was low (the part's `lowStockAlertedAt`). */
  alertedAt?: Timestamp | null;
  /**
   * Whether an admin's restock, count or import made the change: only such a rise above the
   * point lets the next crossing speak before the cool-down ends. Units coming back from orders
   * (a hold released, a return) do not: they undo a crossing that already spoke.
   */
  byAdmin?: boolean;
}

/** The change of `part`'s stock for sale to `after`, as the rule sees it. */
export const stockChangeOf = (
  partId: string,
  part: Pick<PartDoc, 'availableQuantity' | LowStockRead>,
  after: number,
  byAdmin = false,
): StockChange => ({
  partId,
  lowStock: part.lowStock,
  reorderPoint: part.reorderPoint,
  alertedAt: part.lowStockAlertedAt,
  before: part.availableQuantity,
  after,
  byAdmin,
});

/** What a change does to the flag, and whether it crossed. */
export interface StockLevel {
  /**
   * What to write with the stock: the flag when it changes (`lowStock`), and when the alert
   * was sent (`lowStockAlertedAt`: now when this change sends it, null when a restock re-arms it).
   */
  fields: { lowStock?: boolean; lowStockAlertedAt?: Timestamp | null };
  /**
   * Whether the stock crossed the reorder point downward (from above it to at or below it) and
   * so tells the admins: the first crossing, and then one after an admin's restock above the
   * point or after the cool-down. Staying low, or crossing again because a held order's units
   * came back and went again, says nothing.
   */
  crossed: boolean;
}

/** The crossing rule: the one function every change of stock applies, at `now` (ms). */
export function stockLevel(change: StockChange, now = Date.now()): StockLevel {
  const { lowStock, reorderPoint, before, after, alertedAt, byAdmin = false } = change;
  const low = isLowStock(after, reorderPoint);
  const quiet = alertedAt ? now - alertedAt.toMillis() < lowStockAlertCooldownMs : false;
  const crossed = low && !isLowStock(before, reorderPoint) && !quiet;
  const rearmed = byAdmin && !low && alertedAt;
  return {
    fields: {
      ...(low !== (lowStock ?? false) && { lowStock: low }),
      ...(crossed && { lowStockAlertedAt: Timestamp.fromMillis(now) }),
      ...(rearmed && { lowStockAlertedAt: null }),
    },
    crossed,
  };
}

/**
 * Inside `tx`, reads only (call it before the transaction's first write): the rule applied to
 * each change, and, only when some part crossed, the admins and the name and number of each
 * part that crossed. Answers each part's flag to write with its stock (`fieldsOf`) and the
 * writer of one message to the admins per crossing (`writeMessages`). A change that crosses
 * nothing reads nothing more.
 */
export async function lowStockIn(tx: Transaction, db: Firestore, changes: readonly StockChange[]) {
  const now = Date.now();
  const levels = new Map(changes.map((change) => [change.partId, stockLevel(change, now)]));
  const crossings = changes.filter(({ partId }) => levels.get(partId)?.crossed);
  const [admins, parts] =
    crossings.length === 0
      ? [[], []]
      : await Promise.all([
          tx
            .get(usersCollection(db).where('role', '==', 'admin').select())
            .then(({ docs }) => docs.map((doc) => doc.id)),
          tx.getAll(...crossings.map(({ partId }) => partsCollection(db).doc(partId)), {
            fieldMask: ['name', 'sku'],
          }),
        ]);
  return {
    fieldsOf: (partId: string) => levels.get(partId)?.fields ?? {},
    writeMessages: () => {
      if (admins.length === 0) return;
      const changedAt = Timestamp.fromMillis(now);
      crossings.forEach(({ partId, after, reorderPoint }, index) => {
        const part = parts[index]?.data() as Pick<PartDoc, 'name' | 'sku'> | undefined;
        // A message that cannot be written is left out, never the change (order-mail.ts).
        try {
          tx.create(mailCollection(db).doc(), {
            toUids: admins,
            message: partMessage(
              'low-stock',
              {
                id: partId,
                name: part?.name ?? partId,
                sku: part?.sku,
                availableQuantity: after,
                reorderPoint: reorderPoint ?? 0,
              },
              shopUrl(),
            ),
            partId,
            kind: 'low-stock',
            changedAt,
          });
        } catch (error) {
          console.error(`The low-stock message of part ${partId} was not written`, error);
        }
      });
    },
  };
}
