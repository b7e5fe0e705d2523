import { unitsToShip, type Order } from '@moto-parts/contracts';

/** One part to take off the shelves for a pick list. */
export interface PickLine {
  partId: string;
  /** The part's name as the first order holding it has it. */
  name: string;
  /** Its units across all the orders. */
  units: number;
  /** The orders that hold it, in the order given. */
  orderIds: string[];
}

/**
 * The parts `orders` still have to ship, each once with its units summed, by name (then id)
 * A to Z.
 */
export function pickLines(orders: readonly Pick<Order, '_id' | 'lines'>[]): PickLine[] {
  const byPart = new Map<string, PickLine>();
  for (const order of orders) {
    for (const line of order.lines.filter((candidate) => unitsToShip(candidate) > 0)) {
      const pick = byPart.get(line.partId) ?? {
        partId: line.partId,
        name: line.name,
        units: 0,
        orderIds: [],
      };
      pick.units += unitsToShip(line);
      if (!pick.orderIds.includes(order._id)) pick.orderIds.push(order._id);
      byPart.set(line.partId, pick);
    }
  }
  return [...byPart.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.partId.localeCompare(b.partId, 'en'),
  );
}

const decoded = (piece: string) => {
  try {
    return decodeURIComponent(piece);
  } catch {
    // A hand-edited URL's stray `%`: the id as written, which the API then does not find.
    return piece;
  }
};

/**
 * The order ids of a pick list's URL (`?orders=a,b`, as `paths.dashboard.pickList` writes it),
 * each once. The raw query is split on its commas before decoding: URLSearchParams would decode
 * an id's own comma (`%2C`) first, and split that id in two.
 */
export function pickListOrderIds(search: string): string[] {
  const parameter = search
    .replace(/^\?/, '')
    .split('&')
    .find((pair) => pair.startsWith('orders='));
  const ids = parameter?.slice('orders='.length).split(',').map(decoded) ?? [];
  return [...new Set(ids.filter(Boolean))];
}
