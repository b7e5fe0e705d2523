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
] as const satisfies readonly (keyof PartDoc)[];

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
}

/** What a change does to the flag, and whether it crossed. */
export interface StockLevel {
  /** The flag to write with the stock when it changes (`{lowStock}`), else nothing. */
  fields: { lowStock?: boolean };
  /**
   * Whether the stock crossed the reorder point downward: from above it to at or below it.
   * Only a crossing sends a message; the next one needs the stock back above the point first.
   */
  crossed: boolean;
}

/** The crossing rule: the one function every change of stock applies. */
export function stockLevel({ lowStock, reorderPoint, before, after }: StockChange): StockLevel {
  const low = isLowStock(after, reorderPoint);
  return {
    fields: low === (lowStock ?? false) ? {} : { lowStock: low },
    crossed: low && !isLowStock(before, reorderPoint),
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
  const levels = new Map(changes.map((change) => [change.partId, stockLevel(change)]));
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
      const changedAt = Timestamp.now();
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
