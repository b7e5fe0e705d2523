// Returns (docs/decisions/0034-returns-and-partial-refunds.md): a buyer asks to return units
// of one line of a delivered order, within its return window, saying why; an admin approves
// or refuses. The returns live on the order document, as its parcels do, so that checking the
// units left and recording the return are one document's transaction. Receiving a return and
// its refund are return-refunds.ts's.
import {
  returnableUnits,
  returnsMax,
  type Order,
  type ReturnDecisionInput,
  type ReturnRequestInput,
} from '@moto-parts/contracts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { contendedTransaction } from '../lib/closed-transaction.ts';
import { conflict, notFound, validationFailed } from '../lib/http-error.ts';
import { orderMailIn } from './order-mail.ts';
import { formatMessageDate } from './order-messages.ts';
import { anAdmin, changeStatusIn, theBuyer } from './order-state.ts';
import { readOrder, toOrder } from './orders.ts';
import { returnableUntil } from './return-window.ts';
import { returnsFields, type OrderDoc, type ReturnDoc } from '../store/orders.ts';

/** The statuses of orders that take returns: delivered, and some units back already. */
const returnableStatuses: readonly OrderDoc['status'][] = ['delivered', 'partially-returned'];

/** The return `returnId` of `order`, or 404. */
export function findReturn(order: OrderDoc, returnId: string): ReturnDoc {
  const found = order.returns?.find(({ id }) => id === returnId);
  if (!found) throw notFound('No such return');
  return found;
}

/** The order's returns with `changed` in place of the return of its id. */
export const withReturn = (order: OrderDoc, changed: ReturnDoc) =>
  (order.returns ?? []).map((asked) => (asked.id === changed.id ? changed : asked));

/** 409 (or 400 for a part the order has not) unless `order` may take the return `input` now. */
function refuseReturn(order: OrderDoc, { partId, quantity }: ReturnRequestInput, now: Date) {
  if (!returnableStatuses.includes(order.status)) {
    throw conflict(`Only a delivered order can be returned: this one is ${order.status}`);
  }
  const until = returnableUntil(order);
  // A delivered order has its delivery's date: one without is refused, never open for ever.
  const windowOpen = until !== null && until.getTime() >= now.getTime();
  const closed = `The return window closed on ${formatMessageDate(until ?? now)}`;
  // A recalled lot's units come back whenever their buyer sends them: the window is for a
  // change of mind. Only those: another lot of the same line stays the buyer's.
  if (!windowOpen && !order.recalls?.some((recall) => recall.partId === partId)) {
    throw conflict(closed);
  }
  const line = order.lines.find((candidate) => candidate.partId === partId);
  if (!line) {
    throw validationFailed('This order has no such part', {
      partId: `No part ${partId} in this order`,
    });
  }
  const returns = order.returns ?? [];
  const units = { shipments: order.shipments ?? [], returns, recalls: order.recalls };
  const most = returnableUnits(units, partId, windowOpen);
  if (quantity > most) {
    const recalledOnly = `${closed}: only units of the recalled lot come back after it`;
    throw conflict(
      most === 0
        ? windowOpen
          ? `Every unit of ${line.name} is already in a return`
          : `${recalledOnly}, and every one of ${line.name} is already in a return`
        : windowOpen
          ? `Only ${most} of ${line.name} can be returned`
          : `${recalledOnly}, so only ${most} of ${line.name}`,
    );
  }
  if (returns.length >= returnsMax) {
    throw conflict(`An order takes at most ${returnsMax} returns`);
  }
}

/**
 * `POST /order/{id}/returns`: the buyer asks to return units of a line of their own order
 * (anyone else's is 404, as for the order itself). The admins hear of it.
 */
export function requestReturn(
  db: Firestore,
  buyer: Caller,
  id: string,
  input: ReturnRequestInput,
): Promise<Order> {
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const { order } = found;
    if (order.uid !== buyer.uid || order.status === 'cancelled') throw notFound('No such order');
    const now = Timestamp.now();
    refuseReturn(order, input, now.toDate());
    const mail = await orderMailIn(tx, db, order, ['return-requested']);
    const returns = order.returns ?? [];
    const asked: ReturnDoc = {
      id: String(returns.length + 1),
      partId: input.partId,
      quantity: input.quantity,
      reason: input.reason,
      note: input.note || null,
      bike: input.bike ?? null,
      status: 'requested',
      adminNote: null,
      condition: null,
      refundId: null,
      refundCents: null,
      refundsShipping: false,
      requestedAt: now,
      decidedAt: null,
      decidedBy: null,
      receivedAt: null,
      receivedBy: null,
    };
    const after = changeStatusIn(db, tx, found, {
      to: order.status,
      kind: 'return-requested',
      by: theBuyer(buyer),
      returnId: asked.id,
      fields: { ...returnsFields([...returns, asked]), lastReturnAt: now, updatedAt: now },
    });
    mail(id, after, { returnId: asked.id });
    return toOrder(id, after);
  }, contendedTransaction);
}

/**
 * `PATCH /order/{id}/returns/{returnId}` (admins): a requested return is approved (the buyer
 * hears where to send it, and the admins that it is to receive) or refused with the admin's
 * reason (the buyer hears it). Any other return is 409.
 */
export function decideReturn(
  db: Firestore,
  admin: Caller,
  id: string,
  returnId: string,
  { decision, note }: ReturnDecisionInput,
): Promise<Order> {
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const { order } = found;
    const asked = findReturn(order, returnId);
    if (asked.status !== 'requested') throw conflict(`This return is already ${asked.status}`);
    const approve = decision === 'approve';
    const mail = await orderMailIn(
      tx,
      db,
      order,
      approve ? ['return-approved', 'return-to-receive'] : ['return-refused'],
    );
    const now = Timestamp.now();
    const decided: ReturnDoc = {
      ...asked,
      status: approve ? 'approved' : 'refused',
      adminNote: note || null,
      decidedAt: now,
      decidedBy: admin.uid,
    };
    const after = changeStatusIn(db, tx, found, {
      to: order.status,
      kind: approve ? 'return-approved' : 'return-refused',
      by: anAdmin(admin),
      returnId,
      fields: { ...returnsFields(withReturn(order, decided)), updatedAt: now },
    });
    mail(id, after, { returnId });
    return toOrder(id, after);
  }, contendedTransaction);
}
