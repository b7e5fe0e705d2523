// The return window (docs/decisions/0034-returns-and-partial-refunds.md): how many days after
// its delivery a buyer may ask to return an order's units. Admins set it; an order keeps the
// window in force when it was delivered, so a shorter one set later never cuts short a window
// its buyer was already told of.
import {
  defaultReturnWindowDays,
  type ReturnSettings,
  type ReturnSettingsInput,
} from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { OrderDoc } from '../store/orders.ts';
import { returnSettingsRef, type ReturnSettingsDoc } from '../store/return-settings.ts';

const dayMs = 24 * 60 * 60 * 1000;

const windowDaysOf = (settings: ReturnSettingsDoc | undefined) =>
  settings?.windowDays ?? defaultReturnWindowDays;

/** `GET /return-settings`: the window, 30 days until an admin sets one. */
export async function getReturnSettings(db: Firestore): Promise<ReturnSettings> {
  return { windowDays: windowDaysOf((await returnSettingsRef(db).get()).data()) };
}

/** `PUT /return-settings` (admins): the window of the orders delivered from now on. */
export async function replaceReturnSettings(
  db: Firestore,
  { windowDays }: ReturnSettingsInput,
): Promise<ReturnSettings> {
  await returnSettingsRef(db).set({ windowDays, updatedAt: Timestamp.now() });
  return { windowDays };
}

/** Inside `tx` (a read): the window in force, for an order that is being delivered. */
export async function returnWindowDaysIn(tx: Transaction, db: Firestore) {
  return windowDaysOf((await tx.get(returnSettingsRef(db))).data());
}

/**
 * Until when `order`'s buyer may ask for a return: its delivery plus its window (an order
 * delivered before windows were kept has the default); null before delivery.
 */
export function returnableUntil(order: Pick<OrderDoc, 'deliveredAt' | 'returnWindowDays'>) {
  if (!order.deliveredAt) return null;
  const days = order.returnWindowDays ?? defaultReturnWindowDays;
  return new Date(order.deliveredAt.toMillis() + days * dayMs);
}
