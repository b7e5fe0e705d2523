import type { OrderEvent } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { historyWords } from './history-words';

const event = (over: Partial<OrderEvent>): OrderEvent => ({
  kind: 'placed',
  status: 'pending',
  actor: 'buyer',
  shipmentId: null,
  at: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('historyWords', () => {
  it('when a return goes through its steps, then each is named with the return', () => {
    const steps = (
      ['return-requested', 'return-approved', 'return-received', 'refunded'] as const
    ).map((kind) =>
      historyWords(
        event({ kind, actor: kind === 'return-requested' ? 'buyer' : 'admin', returnId: '2' }),
        'buyer',
      ),
    );

    expect(steps).toEqual([
      'Return 2 asked for by you',
      'Return 2 approved',
      'Return 2 received by the shop',
      'Return 2 refunded to the card',
    ]);
  });

  it('when the buyer reads their own history, then they are "you" and the admins "the shop"', () => {
    expect(historyWords(event({}), 'buyer')).toBe('Order placed by you');
    expect(
      historyWords(event({ kind: 'delivered', actor: 'admin', shipmentId: '2' }), 'buyer'),
    ).toBe('Parcel 2 arrived, said the shop');
  });

  it('when an admin reads it, then the buyer is "the buyer" and the parcel is named', () => {
    expect(historyWords(event({ kind: 'delivered', shipmentId: '1' }), 'admin')).toBe(
      'Parcel 1 arrived, said the buyer',
    );
    expect(historyWords(event({ kind: 'shipped', actor: 'admin', shipmentId: '3' }), 'admin')).toBe(
      'Parcel 3 shipped',
    );
  });
});
