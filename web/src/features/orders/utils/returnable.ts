import { returnableUnits, type Order } from '@moto-parts/contracts';

/** A line its buyer may still send back, and how many of its units. */
export interface ReturnableLine {
  partId: string;
  name: string;
  units: number;
}

/**
 * What the buyer of `order` may ask to return at `now`: within the return window, each line's
 * delivered units but those already in a return that was not refused; after it, only units of
 * recalled lots (the server checks the same rule, `returnableUnits`).
 */
export function returnableLines(order: Order, now: Date): ReturnableLine[] {
  const windowOpen =
    order.returnableUntil !== null && Date.parse(order.returnableUntil) >= now.getTime();
  return order.lines
    .map(({ partId, name }) => ({
      partId,
      name,
      units: returnableUnits(order, partId, windowOpen),
    }))
    .filter(({ units }) => units > 0);
}
