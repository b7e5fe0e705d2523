// The cart (docs/decisions/0032-orders-with-lines.md): the parts a rider means to order, and
// how many. Signed out it is kept on this device (localStorage); signed in, in their account
// (`carts/{uid}`, api/account-cart.ts), so it follows them to another device. It holds no
// stock: the cart page shows what is left, and the order placed from it holds the units.
import type { CartLine } from '@moto-parts/contracts';
import { useSyncExternalStore } from 'react';
import { notifyError } from '@/lib/notify';
import { mergeLines, storedLines } from '../utils/cart-lines';

/** Where the cart is kept: it loads the lines there, and saves each change. */
export interface CartKeeper {
  load: () => Promise<CartLine[]>;
  save: (lines: CartLine[]) => Promise<void>;
}

const deviceKey = 'moto-parts:cart';

function readDevice(): CartLine[] {
  try {
    return storedLines(JSON.parse(localStorage.getItem(deviceKey) ?? '[]'));
  } catch {
    // No storage (a privacy mode, or the prerender): an empty cart.
    return [];
  }
}

/** This device's storage: the cart of a rider who is signed out. */
export const deviceCart: CartKeeper = {
  load: () => Promise.resolve(readDevice()),
  save: (lines) => {
    try {
      if (lines.length === 0) localStorage.removeItem(deviceKey);
      else localStorage.setItem(deviceKey, JSON.stringify(lines));
    } catch {
      // Storage refused: the cart lasts as long as the page.
    }
    return Promise.resolve();
  },
};

const noLines: CartLine[] = [];
let lines: CartLine[] = noLines;
let loaded = false;
let keeper = deviceCart;
const listeners = new Set<() => void>();

function show(next: CartLine[]) {
  lines = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  // The device's cart is read once a screen first asks for it, not as the module loads.
  if (!loaded) {
    loaded = true;
    lines = readDevice();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cart's lines, as they change; none while the page is prerendered or hydrated. */
export const useCartLines = () =>
  useSyncExternalStore(
    subscribe,
    () => lines,
    () => noLines,
  );

/** The saves under way, one after another: two quick changes must land in their order. */
let saved = Promise.resolve();

/** Changes the cart: shown at once, then saved where it is kept (a failure is told). */
function change(next: CartLine[]) {
  show(next);
  const keptBy = keeper;
  saved = saved.then(() => keptBy.save(next)).catch(notifyError);
  return saved;
}

/** Adds `quantity` of a part: to its line if the cart has one. False when the cart is full. */
export function addToCart(partId: string, quantity: number) {
  const merged = mergeLines(lines, [{ partId, quantity }]);
  if (merged.length === lines.length && !lines.some((line) => line.partId === partId)) return false;
  void change(merged);
  return true;
}

export const setCartQuantity = (partId: string, quantity: number) =>
  change(lines.map((line) => (line.partId === partId ? { ...line, quantity } : line)));

export const removeFromCart = (partId: string) =>
  change(lines.filter((line) => line.partId !== partId));

export const clearCart = () => change([]);

/**
 * From now on the cart is kept by `account` (the rider signed in): what this device held is
 * added to the account's cart, and the device's is emptied.
 */
export async function keepCartIn(account: CartKeeper) {
  const [saved, onDevice] = await Promise.all([account.load(), deviceCart.load()]);
  keeper = account;
  const merged = mergeLines(saved, onDevice);
  show(merged);
  if (onDevice.length > 0) {
    await account.save(merged);
    await deviceCart.save([]);
  }
}

/** The rider signed out: the cart is this device's again (empty: theirs stays in their account). */
export function keepCartOnDevice() {
  keeper = deviceCart;
  show(readDevice());
}
