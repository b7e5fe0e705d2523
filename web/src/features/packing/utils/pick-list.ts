import { unitsToShip, type Order, type OrderLine } from '@moto-parts/contracts';

/**
 * The number a packer looks for on the shelf: the line's part number, or for an order placed
 * before part numbers, the part's id, the slips' number then.
 */
export const shelfNumberOf = (line: Pick<OrderLine, 'partId' | 'sku'>) => line.sku ?? line.partId;

/** One part to take off the shelves for a pick list. */
export interface PickLine {
  partId: string;
  /** The part's name as the first order holding it has it. */
  name: string;
  /** Its number as that order has it (`shelfNumberOf`). */
  shelfNumber: string;
  /** Its units across all the orders. */
  units: number;
  /** The numbers of the orders that hold it, in the order given. */
  orderNumbers: number[];
}

/**
 * The parts `orders` still have to ship, each once with its units summed, by name (then id)
 * A to Z.
 */
export function pickLines(orders: readonly Pick<Order, 'orderNumber' | 'lines'>[]): PickLine[] {
  const byPart = new Map<string, PickLine>();
  for (const order of orders) {
    for (const line of order.lines.filter((candidate) => unitsToShip(candidate) > 0)) {
      const pick = byPart.get(line.partId) ?? {
        partId: line.partId,
        name: line.name,
        shelfNumber: shelfNumberOf(line),
        units: 0,
        orderNumbers: [],
      };
      pick.units += unitsToShip(line);
      if (!pick.orderNumbers.includes(order.orderNumber)) pick.orderNumbers.push(order.orderNumber);
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
