// The admins' views of returns across orders (docs/decisions/0034-returns-and-partial-refunds.md):
// the returns to handle, and the wrong-fit report that tells the maker which fitments to check.
import {
  statusesOfReturnView,
  type ListReturnsQuery,
  type WrongFitReturns,
  type WrongFitReturnsQuery,
} from '@moto-parts/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { pageOfOrders } from './orders.ts';
import { ordersWithReturns, ordersWithWrongFitReturns } from '../store/orders.ts';

/**
 * `GET /returns` (admins): one page of the orders with a return of the view asked for (by
 * default, those that wait for the shop: requested or approved), the newest return first,
 * each with all its returns; and how many orders have one. Paged as `GET /order` is.
 */
export function listReturns(db: Firestore, { status, limit, after }: ListReturnsQuery) {
  return pageOfOrders(db, ordersWithReturns(db, statusesOfReturnView(status)), {
    limit,
    after,
    canFollow: ({ lastReturnAt }) => lastReturnAt !== undefined,
  });
}

/**
 * `GET /returns/fitment` (admins): wrong-fit returns that were not refused, counted per part
 * and bike, most first (then most units). It reads every order with a wrong-fit return: a
 * few thousand at most in this shop's life; a summary document kept by each return would
 * replace it if that ever grew.
 */
export async function wrongFitReturns(
  db: Firestore,
  { limit }: WrongFitReturnsQuery,
): Promise<WrongFitReturns[]> {
  const orders = await ordersWithWrongFitReturns(db).get();
  const rows = new Map<string, WrongFitReturns>();
  for (const doc of orders.docs) {
    const { lines, returns = [] } = doc.data();
    for (const asked of returns) {
      if (asked.reason !== 'wrong-fit' || asked.status === 'refused' || !asked.bike) continue;
      const { make, model, year } = asked.bike;
      const key = JSON.stringify([asked.partId, make, model, year]);
      const row = rows.get(key) ?? {
        partId: asked.partId,
        name: lines.find((line) => line.partId === asked.partId)?.name ?? asked.partId,
        make,
        model,
        year,
        returns: 0,
        units: 0,
      };
      rows.set(key, { ...row, returns: row.returns + 1, units: row.units + asked.quantity });
    }
  }
  return [...rows.values()]
    .sort((a, b) => b.returns - a.returns || b.units - a.units)
    .slice(0, limit);
}
