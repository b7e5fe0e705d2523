// Parcels (docs/decisions/0033-order-states-and-parcels.md): an admin ships a paid order's
// units in one or more parcels, each with its carrier and tracking number; the order is
// `partially-shipped` until every unit has left, then `shipped`. An admin or the buyer says
// when a parcel arrived; when the last one has, the order is `delivered`. Each parcel's lines
// take their units from the part's lots, oldest first unless the admin picks
// (docs/decisions/0035-lots-and-recalls.md).
import {
  shipmentsMax,
  toShipStatuses,
  trackingLink,
  normalTrackingNumber,
  type LotUnits,
  type Order,
  type ShipmentInput,
  unitsInParcels,
} from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { contendedTransaction } from '../lib/closed-transaction.ts';
import { conflict, notFound, validationFailed } from '../lib/http-error.ts';
import { lotStockOf, packLots, type LotStock } from './lots.ts';
import { orderMailIn } from './order-mail.ts';
import { anAdmin, changeStatusIn } from './order-state.ts';
import { readOrder, toOrder, visibleOrder } from './orders.ts';
import { returnWindowDaysIn } from './return-window.ts';
import {
  lotKey,
  type FoundOrder,
  type ShipmentDoc,
  type ShipmentLineDoc,
} from '../store/orders.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { recordStockMovement } from '../store/stock-movements.ts';

/** A line of a parcel as it is asked for: its units, and the lots the admin picked, if any. */
type ParcelLine = ShipmentLineDoc;

/** A parcel's carrier and tracking, and its lines as asked for. */
type Parcel = Pick<ShipmentDoc, 'carrier' | 'trackingNumber' | 'trackingUrl'> & {
  lines: ParcelLine[];
};

/** The units of each line that have not left yet. */
const unshippedLines = ({ lines, shipments = [] }: FoundOrder['order']): ParcelLine[] =>
  lines
    .map(({ partId, quantity }) => ({
      partId,
      quantity: quantity - unitsInParcels(shipments, partId),
    }))
    .filter(({ quantity }) => quantity > 0);

/** 409 unless the order may ship a parcel now; 400/409 when the parcel asks for units it has not. */
function refuseParcel({ order }: FoundOrder, lines: readonly ParcelLine[]) {
  if (!toShipStatuses.includes(order.status)) {
    throw conflict(`A ${order.status} order cannot ship`);
  }
  if ((order.shipments?.length ?? 0) >= shipmentsMax) {
    throw conflict(`An order ships in at most ${shipmentsMax} parcels`);
  }
  const left = unshippedLines(order);
  for (const { partId, quantity } of lines) {
    const line = order.lines.find((candidate) => candidate.partId === partId);
    if (!line) {
      throw validationFailed('This order has no such part', {
        lines: `No part ${partId} in this order`,
      });
    }
    const unshipped = left.find((candidate) => candidate.partId === partId)?.quantity ?? 0;
    if (quantity > unshipped) {
      throw conflict(`Only ${unshipped} of ${line.name} are left to ship`);
    }
  }
}

/**
 * Inside `tx`, reads only: the lots each line of the parcel takes (packLots), and a writer of
 * the parts' lots and of one `shipped` movement per part, whose stock does not change (the
 * order held the units already) and whose lots lose what left. A part no longer in the
 * catalogue has no lots to take: its units leave without any.
 */
async function packIn(
  tx: Transaction,
  db: Firestore,
  { ref, order }: FoundOrder,
  lines: readonly ParcelLine[],
) {
  const refs = lines.map(({ partId }) => partsCollection(db).doc(partId));
  const parts = await tx.getAll(...refs, { fieldMask: ['availableQuantity', 'short', 'lots'] });
  const packed: { line: ShipmentLineDoc; stock?: LotStock }[] = lines.map((line, index) => {
    const stored = parts[index]?.data() as
      Pick<PartDoc, 'availableQuantity' | 'short' | 'lots'> | undefined;
    const name = order.lines.find(({ partId }) => partId === line.partId)?.name ?? line.partId;
    if (!stored) {
      if (line.lots) throw validationFailed(`${name} has no lots now`, { lots: 'No such lot' });
      return { line: { partId: line.partId, quantity: line.quantity, lots: [] } };
    }
    const before = lotStockOf(stored);
    const { lots, taken } = packLots(before.lots, line.quantity, line.lots, name);
    return {
      line: { partId: line.partId, quantity: line.quantity, lots: taken },
      stock: { ...before, lots },
    };
  });
  const write = (uid: string) => {
    const now = Timestamp.now();
    packed.forEach(({ line, stock }, index) => {
      const partRef = refs[index];
      if (!stock || !partRef) return;
      tx.update(partRef, { lots: stock.lots, updatedAt: now });
      recordStockMovement(db, tx, {
        partId: line.partId,
        delta: 0,
        availableAfter: stock.availableQuantity,
        lots: (line.lots ?? []).map(({ code, quantity }) => ({
          code,
          delta: -quantity,
          blocked: 0,
        })),
        reason: 'shipped',
        orderId: ref.id,
        uid,
      });
    });
  };
  return { lines: packed.map(({ line }) => line), write };
}

/** The order's `shippedLots` with those of `lines` added, each once. */
const withShippedLots = (
  shippedLots: readonly string[] = [],
  lines: readonly ShipmentLineDoc[],
) => [
  ...new Set([
    ...shippedLots,
    ...lines.flatMap(({ partId, lots = [] }) =>
      lots.map(({ code }: LotUnits) => lotKey(partId, code)),
    ),
  ]),
];

/**
 * Inside `tx`: `parcel` leaves the shop, its units taken from their lots. The order becomes
 * `shipped` when no unit is left, else `partially-shipped`; its history and the buyer's
 * "shipped" message (with the parcel's tracking) are written with it.
 */
async function shipIn(
  tx: Transaction,
  db: Firestore,
  found: FoundOrder,
  admin: Caller,
  parcel: Parcel,
) {
  refuseParcel(found, parcel.lines);
  const mail = await orderMailIn(tx, db, found.order, ['shipped']);
  const packed = await packIn(tx, db, found, parcel.lines);
  const shipments = found.order.shipments ?? [];
  const now = Timestamp.now();
  const shipment: ShipmentDoc = {
    id: String(shipments.length + 1),
    ...parcel,
    lines: packed.lines,
    shippedAt: now,
    shippedBy: admin.uid,
    deliveredAt: null,
    deliveredBy: null,
  };
  const after = { ...found.order, shipments: [...shipments, shipment] };
  packed.write(admin.uid);
  const shipped = changeStatusIn(db, tx, found, {
    to: unshippedLines(after).length === 0 ? 'shipped' : 'partially-shipped',
    kind: 'shipped',
    by: anAdmin(admin),
    shipmentId: shipment.id,
    fields: {
      shipments: after.shipments,
      shippedLots: withShippedLots(found.order.shippedLots, packed.lines),
      updatedAt: now,
    },
  });
  mail(found.ref.id, shipped, { shipmentId: shipment.id });
  return toOrder(found.ref.id, shipped);
}

/** `POST /order/{id}/shipments` (admins): one parcel of a paid order, with its tracking. */
export function shipParcel(
  db: Firestore,
  admin: Caller,
  id: string,
  input: ShipmentInput,
): Promise<Order> {
  const trackingNumber = normalTrackingNumber(input.trackingNumber);
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    return shipIn(tx, db, found, admin, {
      carrier: input.carrier,
      trackingNumber,
      trackingUrl: trackingLink(input.carrier, trackingNumber, input.trackingUrl),
      lines: input.lines,
    });
  }, contendedTransaction);
}

/**
 * `PATCH /order/{id}/status` with `shipped` (the 2022 button): whatever has not shipped
 * leaves in one parcel, with no carrier named.
 */
export function shipTheRest(db: Firestore, admin: Caller, id: string): Promise<Order> {
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const lines = unshippedLines(found.order);
    if (lines.length === 0) throw conflict(`This order is already ${found.order.status}`);
    return shipIn(tx, db, found, admin, {
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
      lines,
    });
  }, contendedTransaction);
}

/**
 * `POST /order/{id}/shipments/{shipmentId}/delivery`: an admin, or the order's buyer, says the
 * parcel arrived. When every parcel of a shipped order has, the order is `delivered`, and
 * its buyer hears so. Anyone else gets 404, as for the order itself.
 */
export async function markDelivered(
  db: Firestore,
  caller: Caller,
  id: string,
  shipmentId: string,
  callerIsAdmin: () => Promise<boolean>,
): Promise<Order> {
  const { actor: by } = await visibleOrder(db, caller, id, callerIsAdmin);
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const { order } = found;
    const shipments = order.shipments ?? [];
    const parcel = shipments.find((shipment) => shipment.id === shipmentId);
    if (!parcel) throw notFound('No such parcel');
    if (parcel.deliveredAt) throw conflict('This parcel has already arrived');
    const now = Timestamp.now();
    const delivered = shipments.map((shipment) =>
      shipment === parcel ? { ...shipment, deliveredAt: now, deliveredBy: caller.uid } : shipment,
    );
    const allArrived =
      order.status === 'shipped' && delivered.every((shipment) => shipment.deliveredAt);
    const mail = await orderMailIn(tx, db, order, allArrived ? ['delivered'] : []);
    // The order keeps the return window in force as it arrives (services/return-window.ts).
    const arrival = allArrived
      ? { deliveredAt: now, returnWindowDays: await returnWindowDaysIn(tx, db) }
      : {};
    const after = changeStatusIn(db, tx, found, {
      to: allArrived ? 'delivered' : order.status,
      kind: 'delivered',
      by,
      shipmentId,
      fields: { shipments: delivered, updatedAt: now, ...arrival },
    });
    mail(id, after);
    return toOrder(id, after);
  }, contendedTransaction);
}
