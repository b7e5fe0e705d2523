import { describe, expect, it } from 'vitest';
import { orderMessageKinds } from '../store/mail.ts';
import {
  formatMessageTime,
  messageTexts,
  orderMessage,
  paidOrderKinds,
  type MessageOrder,
} from './order-messages.ts';

const discs = {
  name: 'Drilled Brake Disc',
  quantity: 4,
  unitPriceCents: 11_450,
  lineTotalCents: 45_800,
};
const order: MessageOrder = {
  id: 'order-1',
  orderNumber: 1042,
  lines: [discs],
  shippingCents: 0,
  shippingMethod: 'Arranged by the shop',
  totalPriceCents: 45_800,
  customerName: 'Ada Rider',
  email: 'ada@example.com',
  address: '12 Chain Lane, Leeds',
  phone: '01134960000',
  holdEndsAt: new Date('2026-11-25T14:05:00Z'),
  returnableUntil: null,
  transactionId: 'pi_123',
};
const shop = 'https://shop.example';

describe('orderMessage', () => {
  it('when an order is placed, then the buyer reads what, how much, and by when to pay, with a link to pay', () => {
    const { subject, text, html } = orderMessage('placed', order, shop);

    expect(subject).toBe(
      'moto-parts: Your order #1042: 4 × Drilled Brake Disc, pay by 14:05 UTC on 25 November 2026',
    );
    expect(text).toBe(
      [
        'Hello,',
        '',
        'Thank you for your order. We are holding 4 × Drilled Brake Disc for you.',
        '',
        'Please pay $458.00 by 14:05 UTC on 25 November 2026. After that the hold ends and the parts go back on the shelf.',
        '',
        'Order:      #1042',
        'Part:       Drilled Brake Disc',
        'Quantity:   4',
        'Unit price: $114.50',
        'Shipping:   Arranged by the shop, $0.00',
        'Total:      $458.00',
        'Ship to:    12 Chain Lane, Leeds',
        '',
        'Pay for your order: https://shop.example/dashboard/payment/order-1',
        '',
        '— moto-parts',
      ].join('\n'),
    );
    expect(html).toContain('<a href="https://shop.example/dashboard/payment/order-1"');
    expect(html).toContain('<td>$458.00</td>');
  });

  it('when an order has several lines, then the message names the first and how many more, and lists each line with the shipping', () => {
    const several: MessageOrder = {
      ...order,
      lines: [
        discs,
        { name: 'O-Ring Chain', quantity: 1, unitPriceCents: 8_999, lineTotalCents: 8_999 },
      ],
      shippingCents: 1_200,
      shippingMethod: 'Ground',
      totalPriceCents: 55_999,
    };

    const { subject, text } = orderMessage('paid', several, shop);

    expect(subject).toBe(
      'moto-parts: Receipt for order #1042: $559.99 paid for Drilled Brake Disc and 1 more',
    );
    expect(text).toContain(
      [
        'Part 1:   4 × Drilled Brake Disc at $114.50: $458.00',
        'Part 2:   1 × O-Ring Chain at $89.99: $89.99',
        'Shipping: Ground, $12.00',
        'Total:    $559.99',
      ].join('\n'),
    );
  });

  it.each([
    [
      'paid',
      'moto-parts: Receipt for order #1042: $458.00 paid for 4 × Drilled Brake Disc',
      'pi_123',
    ],
    [
      'expired',
      'moto-parts: Order #1042 not paid in time: 4 × Drilled Brake Disc',
      'Nothing was charged',
    ],
    [
      'refunded',
      'moto-parts: Refund for order #1042: $458.00 for 4 × Drilled Brake Disc',
      '5 to 10 days',
    ],
  ] as const)(
    'when the buyer is told of "%s", then the subject says it and the text links to their orders',
    (kind, subject, saying) => {
      const message = orderMessage(kind, order, shop);

      expect(message.subject).toBe(subject);
      expect(message.text).toContain(saying);
      expect(message.text.split('\n')[0]).toBe('Hello,');
      expect(message.text).toContain('See your orders: https://shop.example/dashboard/my-orders');
    },
  );

  it('when the shop is told of a paid order, then it reads who bought what, where to ship it, and a link to Manage Order', () => {
    const { subject, text } = orderMessage('to-ship', order, shop);

    expect(subject).toBe('moto-parts: To ship: order #1042, 4 × Drilled Brake Disc, paid $458.00');
    expect(text).toMatch(/^Buyer: +Ada Rider <ada@example.com>$/m);
    expect(text).toMatch(/^Phone: +01134960000$/m);
    expect(text).toMatch(/^Ship to: +12 Chain Lane, Leeds$/m);
    expect(text).toContain('Open Manage Order: https://shop.example/dashboard/manage-order');
  });

  it('when a refund failed, then the shop reads Stripe’s reason', () => {
    const refund = {
      amountCents: 45_800,
      withShipping: false,
      failureReason: 'expired_or_canceled_card',
    };

    const { subject, text } = orderMessage('refund-failed', { ...order, refund }, shop);

    expect(subject).toBe('moto-parts: Refund failed, order #1042: $458.00 to Ada Rider');
    expect(text).toContain('(expired_or_canceled_card)');
  });

  it('when names hold markup, then the HTML part shows them as text', () => {
    const hostile = {
      ...order,
      customerName: '<img src=x onerror=alert(1)>',
      lines: [{ ...discs, name: 'A & B' }],
    };

    const { html, text } = orderMessage('to-ship', hostile, shop);

    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &amp; B');
    expect(text).toContain('<img src=x onerror=alert(1)>');
  });

  it('when a parcel ships with its tracking, then the buyer is told what is in it, how to follow it, and led to the order', () => {
    const parcel = {
      id: '2',
      carrierName: 'UPS',
      trackingNumber: '1Z5R89390357567127',
      trackingUrl: 'https://wwwapps.ups.com/WebTracking/track?trackNums=1Z5R89390357567127',
      lines: [{ name: 'Drilled Brake Disc', quantity: 2 }],
    };

    const { subject, text } = orderMessage('shipped', { ...order, parcel }, shop);

    expect(subject).toBe('moto-parts: Order #1042 shipped: 2 × Drilled Brake Disc');
    expect(text).toContain('A parcel with 2 × Drilled Brake Disc left our workshop today');
    expect(text).toContain(
      `Tracking number 1Z5R89390357567127: follow it at ${parcel.trackingUrl}`,
    );
    expect(text).toContain('See your order: https://shop.example/dashboard/my-orders/order-1');
  });

  it('when an order is marked shipped without a carrier, then the buyer is told it left', () => {
    const { subject, text } = orderMessage('shipped', order, shop);

    expect(subject).toBe('moto-parts: Order #1042 shipped: 4 × Drilled Brake Disc');
    expect(text).toContain('4 × Drilled Brake Disc left our workshop today, on its way to you.');
  });

  it('when a part’s name holds line breaks and a header, then the subject stays one line', () => {
    const { subject } = orderMessage(
      'shipped',
      { ...order, lines: [{ ...discs, name: 'Disc\r\nBcc: spy@example.com' }] },
      shop,
    );

    expect(subject).toBe('moto-parts: Order #1042 shipped: 4 × Disc Bcc: spy@example.com');
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it('when the buyer named themselves with a pitch, then no greeting carries it', () => {
    const pitch = { ...order, customerName: 'Claim your prize at evil.example' };

    for (const kind of ['placed', 'shipped', 'expired', 'paid', 'refunded'] as const) {
      const { text, html } = orderMessage(kind, pitch, shop);
      expect(text).not.toContain('evil.example');
      expect(html).not.toContain('evil.example');
    }
  });

  it('when a message is one the buyer may turn off, then it carries List-Unsubscribe to that choice, and no other message does', () => {
    const unsubscribe = { 'List-Unsubscribe': '<https://shop.example/dashboard/my-profile>' };

    for (const kind of orderMessageKinds) {
      const { audience, always } = messageTexts[kind];
      const optional = audience === 'buyer' && !always;
      expect(orderMessage(kind, order, shop).headers).toEqual(optional ? unsubscribe : undefined);
    }
  });

  it('every kind has a text, and only receipts, refunds (a return’s too), recalls and the shop’s messages ignore the buyer’s opt-out', () => {
    expect(Object.keys(messageTexts).toSorted()).toEqual([...orderMessageKinds].toSorted());
    const always = orderMessageKinds.filter((kind) => messageTexts[kind].always);
    expect(always).toEqual([
      'paid',
      'refunded',
      'return-refunded',
      'recalled',
      'to-ship',
      'refund-failed',
      'return-requested',
      'return-to-receive',
    ]);
  });
});

describe('the messages of a return', () => {
  const asked = {
    id: '2',
    name: 'Drilled Brake Disc',
    quantity: 2,
    reason: 'Wrong part for my bike',
    note: 'The holes do not line up',
    bike: 'Yamaha MT-07 (2018)',
    adminNote: null,
    sendTo: 'moto-parts Returns, 1 Forge Lane, Leeds LS1 1AA',
  };
  const returning: MessageOrder = { ...order, return: asked };

  it('when a buyer asks for a return, then the admins read who, what, why, and the bike, with a link to the order', () => {
    const { subject, text } = orderMessage('return-requested', returning, shop);

    expect(subject).toBe(
      'moto-parts: Return asked, order #1042: 2 × Drilled Brake Disc (Wrong part for my bike)',
    );
    expect(text).toContain(
      'Ada Rider asks to return 2 × Drilled Brake Disc: Wrong part for my bike.',
    );
    expect(text).toContain('They say: The holes do not line up');
    expect(text).toContain('Their bike: Yamaha MT-07 (2018).');
    expect(text).toMatch(/^Return: +2: 2 × Drilled Brake Disc, Wrong part for my bike$/m);
    expect(text).toContain('Open the order: https://shop.example/dashboard/manage-order/order-1');
  });

  it('when a return is approved, then the buyer reads what to send back, where, and how to mark it, with the admin’s note', () => {
    const approved = { ...returning, return: { ...asked, adminNote: 'Keep the box' } };

    const { subject, text } = orderMessage('return-approved', approved, shop);

    expect(subject).toBe('moto-parts: Return approved, order #1042: 2 × Drilled Brake Disc');
    expect(text).toContain(
      'Please send them back to:\n\nmoto-parts Returns, 1 Forge Lane, Leeds LS1 1AA',
    );
    expect(text).toContain('Write "Return #1042/2" on the parcel.');
    expect(text).toContain('From the shop: Keep the box');
    expect(text).toContain('See your order: https://shop.example/dashboard/my-orders/order-1');
  });

  it('when a return is approved, then the admins are told to expect it', () => {
    const { subject, text } = orderMessage('return-to-receive', returning, shop);

    expect(subject).toBe(
      'moto-parts: Return to receive, order #1042: 2 × Drilled Brake Disc from Ada Rider',
    );
    expect(text).toContain('The return #1042/2 of 2 × Drilled Brake Disc is approved');
  });

  it('when a return is refused, then the buyer reads the admin’s reason', () => {
    const refused = { ...returning, return: { ...asked, adminNote: 'Fitted and scratched' } };

    const { subject, text } = orderMessage('return-refused', refused, shop);

    expect(subject).toBe('moto-parts: Return refused, order #1042: 2 × Drilled Brake Disc');
    expect(text).toContain('From the shop: Fitted and scratched');
  });

  it('when a return is refunded, then the buyer reads the refund’s amount, and whether shipping is in it', () => {
    const refund = { amountCents: 23_900, withShipping: true, failureReason: null };

    const { subject, text } = orderMessage('return-refunded', { ...returning, refund }, shop);

    expect(subject).toBe(
      'moto-parts: Refund for order #1042: $239.00 for your return of 2 × Drilled Brake Disc',
    );
    expect(text).toContain(
      'We have refunded $239.00, shipping included, to the card you paid with.',
    );
  });

  it('when a return’s refund failed, then the shop reads which return, how much, and why', () => {
    const refund = {
      amountCents: 22_900,
      withShipping: false,
      failureReason: 'lost_or_stolen_card',
    };

    const { subject, text } = orderMessage('refund-failed', { ...returning, refund }, shop);

    expect(subject).toBe('moto-parts: Refund failed, order #1042: $229.00 to Ada Rider');
    expect(text).toContain(
      'Stripe could not refund $229.00 for the return of 2 × Drilled Brake Disc (lost_or_stolen_card).',
    );
  });

  it('when an order is delivered, then the buyer reads until when it may be returned', () => {
    const delivered = { ...order, returnableUntil: new Date('2026-12-25T10:00:00Z') };

    const { text } = orderMessage('delivered', delivered, shop);

    expect(text).toContain(
      'you can ask to return them from your order’s page until 10:00 UTC on 25 December 2026.',
    );
  });
});

describe('the messages a paid order’s unverified buyer may get', () => {
  it('when a message is written for an unverified address, then it says the same but the address the buyer typed', () => {
    const verified = orderMessage('shipped', order, shop);
    const unverified = orderMessage('shipped', order, shop, 'unverified');

    expect(verified.text).toContain('Ship to:    12 Chain Lane, Leeds');
    expect(unverified.text).not.toContain('12 Chain Lane');
    expect(unverified.html).not.toContain('12 Chain Lane');
    expect(unverified.subject).toBe(verified.subject);
    expect(unverified.text.replace(/ +/g, ' ')).toBe(
      verified.text.replace('Ship to:    12 Chain Lane, Leeds\n', '').replace(/ +/g, ' '),
    );
  });

  it('only messages about a paid order’s money, parcels, returns and recalls: not an unpaid order’s, nor the shop’s', () => {
    expect(paidOrderKinds).not.toContain('placed');
    expect(paidOrderKinds).not.toContain('expired');
    expect(paidOrderKinds).toContain('recalled');
    for (const kind of paidOrderKinds) expect(messageTexts[kind].audience).toBe('buyer');
  });
});

describe('formatMessageTime', () => {
  it('writes a time in UTC, saying so', () => {
    expect(formatMessageTime(new Date('2026-01-05T09:07:00Z'))).toBe('09:07 UTC on 5 January 2026');
  });
});
