// Lots in the tests (docs/decisions/0035-lots-and-recalls.md): the lot a test names when it
// adds units, and a part's books by lot, read from the database, for the invariant.
import type { Lot, LotDelta, LotUnits } from '@moto-parts/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';

/** A lot made in the past, for any test's new units. */
export const testLot = { code: 'T-0001', madeOn: '2026-10-01' };

/** `PUT /parts/{id}`'s stock change, naming the lot when it adds units. */
export const restockBody = (newQuantity: number, expectedQuantity: number) => ({
  newQuantity,
  expectedQuantity,
  ...(newQuantity > expectedQuantity && { lot: testLot }),
});

/** The day `days` before today, as a lot's `madeOn`. */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

interface StoredOrder {
  status: string;
  lines: { partId: string; quantity: number }[];
  shipments?: { lines: { partId: string; quantity: number; lots?: LotUnits[] }[] }[];
}

/** The units of each lot, as `{code: units}`, from `entries`. */
const byCode = (entries: { code: string; units: number }[]) => {
  const units: Record<string, number> = {};
  for (const { code, units: more } of entries) units[code] = (units[code] ?? 0) + more;
  return units;
};

/**
 * Part `partId`'s books by lot, each side of each equation the tests check:
 * - `unitsByLot` (Σ lots.onHand + short) against `forSaleOrHeld` (availableQuantity + the units
 *   of pending, paid and partially-shipped orders that have not shipped): the invariant;
 * - each lot's `onHand` and `blocked` against the sums of its movements' `delta`s and
 *   `blocked`s (`ledger`);
 * - the units each lot's parcels took (`inParcels`) against its `shipped` movements (`shipped`).
 */
export async function lotBooks(db: Firestore, partId: string) {
  const [part, orders, movements] = await Promise.all([
    db.collection('parts').doc(partId).get(),
    db.collection('orders').where('partIds', 'array-contains', partId).get(),
    db.collection('stockMovements').where('partId', '==', partId).get(),
  ]);
  const lots = (part.get('lots') ?? []) as Lot[];
  const stored = orders.docs.map((doc) => doc.data() as StoredOrder);
  const parcelLines = stored
    .flatMap(({ shipments = [] }) => shipments.flatMap(({ lines }) => lines))
    .filter((line) => line.partId === partId);
  const held = stored
    .filter(({ status }) => ['pending', 'paid', 'partially-shipped'].includes(status))
    .flatMap(({ lines, shipments = [] }) =>
      lines
        .filter((line) => line.partId === partId)
        .map(
          (line) =>
            line.quantity -
            shipments
              .flatMap((shipment) => shipment.lines)
              .filter((shipped) => shipped.partId === partId)
              .reduce((units, shipped) => units + shipped.quantity, 0),
        ),
    )
    .reduce((units, line) => units + line, 0);
  const moved = movements.docs.map((doc) => doc.data() as { reason: string; lots?: LotDelta[] });
  const deltas = moved.flatMap(({ lots: changed = [] }) => changed);
  return {
    unitsByLot:
      lots.reduce((units, lot) => units + lot.onHand, 0) + ((part.get('short') ?? 0) as number),
    forSaleOrHeld: (part.get('availableQuantity') as number) + held,
    lots: Object.fromEntries(lots.map(({ code, onHand, blocked }) => [code, { onHand, blocked }])),
    ledger: Object.fromEntries(
      lots.map(({ code }) => {
        const ofLot = deltas.filter((delta) => delta.code === code);
        const sum = (field: 'delta' | 'blocked') =>
          ofLot.reduce((units, delta) => units + delta[field], 0);
        return [code, { onHand: sum('delta'), blocked: sum('blocked') }];
      }),
    ),
    inParcels: byCode(
      parcelLines.flatMap(({ lots: taken = [] }) =>
        taken.map(({ code, quantity }) => ({ code, units: quantity })),
      ),
    ),
    shipped: byCode(
      moved
        .filter(({ reason }) => reason === 'shipped')
        .flatMap(({ lots: changed = [] }) =>
          changed.map(({ code, delta }) => ({ code, units: -delta })),
        ),
    ),
  };
}

/** Expects part `partId`'s units by lot to add up, as `lotBooks` reads them; answers them. */
export async function expectBooksByLot(db: Firestore, partId: string) {
  const books = await lotBooks(db, partId);
  expect(books.unitsByLot).toEqual(books.forSaleOrHeld);
  expect(books.ledger).toEqual(books.lots);
  expect(books.shipped).toEqual(books.inParcels);
  return books;
}
