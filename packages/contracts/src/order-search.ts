// Manage Order's search (docs/decisions/0045-admin-on-phone-and-desktop.md): what the admin
// types names an order by its number, its buyer's email or the start of its buyer's name.
// Types and the reading of the text only; the yup schema is in orders-schemas.ts.

import { orderStatuses } from './orders.ts';

/** Manage Order's views: every order (`all`), or those of one status. */
export const allOrdersView = 'all';
export const adminOrderViews = [allOrdersView, ...orderStatuses] as const;
export type AdminOrderView = (typeof adminOrderViews)[number];

/** The longest search text: a whole email address fits. */
export const orderSearchMaxLength = 254;

/** The most digits of an order number (they start at #1001). */
export const orderNumberMaxDigits = 9;

/** What a search looks for, read from its text by `readOrderSearch`. */
export type OrderSearch =
  | { by: 'orderNumber'; orderNumber: number }
  | { by: 'email'; email: string }
  | { by: 'name'; prefix: string };

/**
 * The lowercased key of a buyer's name that the name search compares with: Firestore compares
 * text case by case, so "ada" finds "Ada Rider" only through a key stored lowercased.
 */
export const customerNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * How a search text reads: digits, with or without `#`, are an order number; text with `@`
 * is an email (matched whole, without case, as the shop stores them lowercased); anything
 * else is the start of a buyer's name. Undefined for empty text. The schema
 * (`orderSearchSchema`) refuses what cannot be any of them (`#12a`, an email without a domain).
 */
export function readOrderSearch(text: string): OrderSearch | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const number = /^#?\s*(\d+)$/.exec(trimmed);
  if (number) return { by: 'orderNumber', orderNumber: Number(number[1]) };
  if (trimmed.includes('@')) return { by: 'email', email: trimmed.toLowerCase() };
  return { by: 'name', prefix: customerNameKey(trimmed) };
}
