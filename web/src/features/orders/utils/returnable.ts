import { deliveredUnitsOf, unitsInReturns, type Order } from '@moto-parts/contracts';

/** A line its buyer may still send back, and how many of its units. */
export interface ReturnableLine {
  partId: string;
  name: string;
  units: number;
}

/**
 * What the buyer of `order` may ask to return at `now`: nothing outside the return window;
 * else each line's delivered units but those already in a return that was not refused (the
 * server checks the same).
 */
export function returnableLines(order: Order, now: Date): ReturnableLine[] {
  if (!order.returnableUntil || Date.parse(order.returnableUntil) <= now.getTime()) return [];
  return order.lines
    .map(({ partId, name }) => ({
      partId,
      name,
      units:
        deliveredUnitsOf(order.shipments, partId) -
        unitsInReturns(order.returns, partId, ['requested', 'approved', 'received']),
    }))
    .filter(({ units }) => units > 0);
}
