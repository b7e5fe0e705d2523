// Parcels (docs/decisions/0033-order-states-and-parcels.md): an admin ships a paid order's
// units in one or more parcels, each with its carrier and tracking number; the order is
// `partially-shipped` until every unit has left, then `shipped`. An admin or the buyer says
// when a parcel arrived; when the last one has, the order is `delivered`.
import {
  shipmentsMax,
  toShipStatuses,
  trackingLink,
  normalTrackingNumber,
  type Order,
  type ShipmentInput,
} from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { contendedTransaction } from '../lib/closed-transaction.ts';
import { conflict, notFound, validationFailed } from '../lib/http-error.ts';
import { orderMailIn } from './order-mail.ts';
import { anAdmin, changeStatusIn } from './order-state.ts';
import { readOrder, toOrder, visibleOrder } from './orders.ts';
import { returnWindowDaysIn } from './return-window.ts';
import {
  shippedUnitsOf,
  type FoundOrder,
  type ShipmentDoc,
  type ShipmentLineDoc,
} from '../store/orders.ts';

/** A parcel's carrier and tracking, as it is recorded. */
type Parcel = Pick<ShipmentDoc, 'carrier' | 'trackingNumber' | 'trackingUrl' | 'lines'>;

/** The units of each line that have not left yet. */
const unshippedLines = ({ lines, shipments = [] }: FoundOrder['order']): ShipmentLineDoc[] =>
  lines
    .map(({ partId, quantity }) => ({
      partId,
      quantity: quantity - shippedUnitsOf(shipments, partId),
    }))
    .filter(({ quantity }) => quantity > 0);

/** 409 unless the order may ship a parcel now; 400/409 when the parcel asks for units it has not. */
function refuseParcel({ order }: FoundOrder, lines: readonly ShipmentLineDoc[]) {
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
 * Inside `tx`: `parcel` leaves the shop. The order becomes `shipped` when no unit is left, else
 * `partially-shipped`; its history and the buyer's "shipped" message (with the parcel's
 * tracking) are written with it.
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
  const shipments = found.order.shipments ?? [];
  const now = Timestamp.now();
  const shipment: ShipmentDoc = {
    id: String(shipments.length + 1),
    ...parcel,
    shippedAt: now,
    shippedBy: admin.uid,
    deliveredAt: null,
    deliveredBy: null,
  };
  const after = { ...found.order, shipments: [...shipments, shipment] };
  const shipped = changeStatusIn(db, tx, found, {
    to: unshippedLines(after).length === 0 ? 'shipped' : 'partially-shipped',
    kind: 'shipped',
    by: anAdmin(admin),
    shipmentId: shipment.id,
    fields: { shipments: after.shipments, updatedAt: now },
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
