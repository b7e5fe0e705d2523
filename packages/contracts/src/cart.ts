// The cart (docs/decisions/0032-orders-with-lines.md): parts a rider means to order, and how
// many. It holds no stock: the order placed from it does.
import { orderLinesMax } from './orders.ts';

/** A line of a cart: a part and how many of it. */
export interface CartLine {
  partId: string;
  quantity: number;
}

/**
 * `carts/{uid}` in Firestore: a signed-in rider's cart, written by the web app itself, read
 * and written by its owner only (firestore.rules). `updatedAt` is the server's time of the
 * write.
 */
export interface CartDoc {
  lines: CartLine[];
  updatedAt: unknown;
}

/** A cart becomes one order, so it holds as many lines as an order. */
export const cartLinesMax = orderLinesMax;
