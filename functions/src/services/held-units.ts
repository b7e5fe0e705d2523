// What one account may hold unpaid, so that no account, renewing its orders, can keep a part
// out of stock for everyone else (docs/decisions/0027-holds-and-abuse.md). Saleor caps a
// checkout's lines and quantities the same way; here the caps span an account's orders.
import { Timestamp } from 'firebase-admin/firestore';
import type { ReleasedHolds } from '../store/users.ts';

/** The most units one account holds in unpaid orders at once, of every part together. */
export const unpaidUnitsMax = 300;

/**
 * How long units given back by an account's removed or expired order still count as that
 * account's: removing an order and placing it again cannot renew a hold for ever.
 */
export const releasedHoldCooldownMinutes = 10;

const stillCounting = (released: ReleasedHolds | undefined, now: Timestamp) =>
  Object.entries(released ?? {}).filter(([, { until }]) => until.toMillis() > now.toMillis());

const sum = (units: number[]) => units.reduce((total, next) => total + next, 0);

export interface HeldUnitsCheck {
  /** The order's lines: each part, and how many of it. */
  lines: { part: { id: string; name: string; maxPerOrder: number }; quantity: number }[];
  /** What the account's live unpaid orders hold, line by line. */
  unpaid: { partId: string; quantity: number }[];
  releasedHolds: ReleasedHolds | undefined;
  now: Timestamp;
}

/**
 * Why the account cannot hold the order's lines more, or null when it can: what it holds of
 * each part (unpaid, or given back in the cool-down) stays within that part's most per order,
 * and what it holds of every part within `unpaidUnitsMax`.
 */
export function heldUnitsProblem({ lines, unpaid, releasedHolds, now }: HeldUnitsCheck) {
  const cooling = stillCounting(releasedHolds, now);
  for (const { part, quantity } of lines) {
    const ofPart =
      sum(unpaid.filter((line) => line.partId === part.id).map((line) => line.quantity)) +
      sum(cooling.filter(([partId]) => partId === part.id).map(([, { units }]) => units));
    if (ofPart + quantity > part.maxPerOrder) {
      return (
        `You already hold ${ofPart} of ${part.name}, in unpaid orders or ones removed in the last ` +
        `${releasedHoldCooldownMinutes} minutes: one buyer may hold at most ${part.maxPerOrder} at a time`
      );
    }
  }
  const ofAll =
    sum(unpaid.map((line) => line.quantity)) + sum(cooling.map(([, { units }]) => units));
  if (ofAll + sum(lines.map((line) => line.quantity)) > unpaidUnitsMax) {
    return `You already hold ${ofAll} units unpaid: at most ${unpaidUnitsMax} at a time. Pay for them first`;
  }
  return null;
}

/**
 * The account's `releasedHolds` once the `lines` of one of its orders came back at `now`:
 * each part's units added to what still counts of it, all of it until the cool-down's end;
 * what stopped counting is dropped.
 */
export function withReleasedHold(
  released: ReleasedHolds | undefined,
  lines: readonly { partId: string; quantity: number }[],
  now: Timestamp,
): ReleasedHolds {
  const kept = Object.fromEntries(stillCounting(released, now));
  const until = Timestamp.fromMillis(now.toMillis() + releasedHoldCooldownMinutes * 60_000);
  for (const { partId, quantity } of lines) {
    kept[partId] = { units: (kept[partId]?.units ?? 0) + quantity, until };
  }
  return kept;
}
