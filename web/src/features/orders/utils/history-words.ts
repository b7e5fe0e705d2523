import type { OrderEvent } from '@moto-parts/contracts';

/** Who did it, as the reader of the history sees them: the buyer reads "you". */
const actorWords = (event: OrderEvent, reader: 'buyer' | 'admin') => {
  if (event.actor === 'shop') return 'the shop';
  if (event.actor === 'admin') return reader === 'admin' ? 'an admin' : 'the shop';
  return reader === 'buyer' ? 'you' : 'the buyer';
};

/** One line of an order's history, in words: "Parcel 2 arrived, said the shop". */
export function historyWords(event: OrderEvent, reader: 'buyer' | 'admin'): string {
  const by = actorWords(event, reader);
  const aReturn = `Return ${event.returnId ?? ''}`;
  switch (event.kind) {
    case 'placed':
      return `Order placed by ${by}`;
    case 'paid':
      return 'Paid by card';
    case 'shipped':
      return `Parcel ${event.shipmentId ?? ''} shipped`;
    case 'delivered':
      return `Parcel ${event.shipmentId ?? ''} arrived, said ${by}`;
    case 'expired':
      return 'Not paid in time: the parts went back on the shelf';
    case 'removed':
      return `Removed by ${by}`;
    case 'cancelled':
      return `Cancelled by ${by}`;
    case 'refunded':
      return event.returnId ? `${aReturn} refunded to the card` : 'Refunded to the card';
    case 'return-requested':
      return `${aReturn} asked for by ${by}`;
    case 'return-approved':
      return `${aReturn} approved`;
    case 'return-refused':
      return `${aReturn} refused`;
    case 'return-received':
      return `${aReturn} received by the shop`;
    case 'recalled':
      return 'Recall: parts of a recalled lot are in this order';
    case 'recall-answered':
      return `Recall read by ${by}`;
  }
}
