import type { Order } from '@moto-parts/contracts';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMessageTime } from '../../functions/src/services/order-messages.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { demoAccounts, shopUrl } from '../../scripts/lib/local-contract.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { smtpRefuses, waitForMessages, type MailboxMessage } from '../support/mailbox.ts';
import { cards, payForOrder, postWebhook, signedEvent, stripe } from '../support/stripe-sandbox.ts';
import { endHoldAt } from '../support/holds.ts';

// The emails of an order's changes (docs/decisions/0023-order-emails.md), read from the local mailbox that the
// emulated functions send to: who gets what, once, in order, whatever is replayed; a buyer's
// choice; hostile names; and SMTP down. Every test has a buyer of its own, and messages to
// the shop are told apart by their order's id, so that messages of other tests (still being
// sent as this one runs) never count.

const { db } = emulatorAdmin();
const partId = 'drilled-brake-disc';
// Drilled Brake Disc: $114.50, minimum order 4 → $458.00.
const order4Discs = { partId, quantity: 4, address: '12 Chain Lane, Leeds', phone: '01134960000' };

type Session = Awaited<ReturnType<typeof signInToApi>>;
let buyer: Session & { email: string };
let admin: Session;
const shopAdmins = [demoAccounts[0].email, 'boss@example.com'];

beforeEach(async () => {
  await resetToSeed();
  const email = `buyer-${randomUUID()}@example.com`;
  // Messages go only to verified addresses (docs/decisions/0027-holds-and-abuse.md): these accounts have verified theirs.
  buyer = { ...(await signInToApi(email, { verified: true })), email };
  admin = await signInToApi('boss@example.com', { admin: true, verified: true });
});

async function placeOrder(body: object = order4Discs) {
  const { status, body: order } = await callApi('POST', '/order', {
    token: buyer.accessToken,
    body,
  });
  expect(status).toBe(201);
  return order as Order;
}

const toBuyer = (message: MailboxMessage) => message.to.some((to) => to.address === buyer.email);
/**
 * The messages about `order`: their summary names its number (its id is in few of their
 * links) and its buyer, each test's own (numbers start again when a test empties the database).
 */
const aboutOrder = (order: Order) => (message: MailboxMessage) =>
  new RegExp(`^Order: +#${order.orderNumber}$`, 'm').test(message.text) &&
  message.text.includes(order.email);
const subjects = (messages: MailboxMessage[]) => messages.map((message) => message.subject);
const setStatus = (order: Order, status: 'shipped' | 'cancelled') =>
  callApi('PATCH', `/order/${order._id}/status`, { token: admin.accessToken, body: { status } });
const mailOf = async (order: Order, kind: string) =>
  (await db.collection('mail').doc(`${order._id}-${kind}`).get()).data();

describe('order emails', () => {
  it('when an order is placed, then its buyer gets one message with the part, the quantity, the total, when to pay by and a link to pay', async () => {
    const order = await placeOrder();

    const [placed] = await waitForMessages(toBuyer, 1);

    expect(placed?.subject).toBe(
      `moto-parts: Your order #${order.orderNumber}: 4 × Drilled Brake Disc, pay by ${formatMessageTime(new Date(order.holdEndsAt))}`,
    );
    expect(placed?.from).toEqual([
      expect.objectContaining({ address: 'orders@moto-parts.example' }),
    ]);
    for (const part of [placed?.text, placed?.html]) {
      expect(part).toContain('Drilled Brake Disc');
      expect(part).toContain('$458.00');
      expect(part).toContain('$114.50');
      expect(part).toContain(`${shopUrl}/dashboard/payment/${order._id}`);
    }
    expect(placed?.text).toMatch(/^Quantity: +4$/m);
    // People read the order's number; its id is only in the link.
    expect(placed?.text).toMatch(new RegExp(`^Order: +#${order.orderNumber}$`, 'm'));
  });

  it('when an order is paid, and Stripe sends its webhook twice, then the buyer gets a receipt after the order message and the shop one message to ship it, each once', async () => {
    const order = await placeOrder();
    const intentId = await payForOrder(order._id, buyer.accessToken);
    const succeeded = signedEvent('payment_intent.succeeded', {
      ...(await stripe.paymentIntents.retrieve(intentId)),
    });
    expect((await postWebhook(succeeded)).status).toBe(200);
    expect((await postWebhook(succeeded)).status).toBe(200);

    const buyerMessages = await waitForMessages(toBuyer, 2);
    const shopMessages = await waitForMessages(
      (message) => aboutOrder(order)(message) && !toBuyer(message),
      1,
    );

    // In the order things happened, though the two were written a moment apart.
    expect(subjects(buyerMessages)).toEqual([
      expect.stringContaining(`Your order #${order.orderNumber}: 4 × Drilled Brake Disc`),
      `moto-parts: Receipt for order #${order.orderNumber}: $458.00 paid for 4 × Drilled Brake Disc`,
    ]);
    expect(buyerMessages[1]?.text).toContain(intentId);
    const [toShip] = shopMessages;
    expect(toShip?.subject).toBe(
      `moto-parts: To ship: order #${order.orderNumber}, 4 × Drilled Brake Disc, paid $458.00`,
    );
    expect(toShip?.to.map((to) => to.address).toSorted()).toEqual(shopAdmins.toSorted());
    expect(toShip?.text).toContain(buyer.email);
    expect(toShip?.text).toContain('12 Chain Lane, Leeds');
    expect(toShip?.text).toContain(`${shopUrl}/dashboard/manage-order`);
  });

  it('when an admin ships a paid order, then its buyer is told once', async () => {
    const order = await placeOrder();
    await payForOrder(order._id, buyer.accessToken);

    expect((await setStatus(order, 'shipped')).status).toBe(200);
    expect((await setStatus(order, 'shipped')).status).toBe(409);

    const messages = await waitForMessages(toBuyer, 3);
    expect(messages[2]?.subject).toBe(
      `moto-parts: Order #${order.orderNumber} shipped: 4 × Drilled Brake Disc`,
    );
  });

  it('when a hold ends unpaid, then its buyer is told once that nothing was charged', async () => {
    const order = await placeOrder();
    await endHoldAt(db, order._id, Date.now() - 1_000);

    // Two reads that each release ended holds: the order expires once.
    await Promise.all([
      callApi('GET', `/parts/${partId}`),
      callApi('GET', `/my-order?email=${encodeURIComponent(buyer.email)}`, {
        token: buyer.accessToken,
      }),
    ]);

    const messages = await waitForMessages(toBuyer, 2);
    expect(messages[1]?.subject).toBe(
      `moto-parts: Order #${order.orderNumber} not paid in time: 4 × Drilled Brake Disc`,
    );
    expect(messages[1]?.text).toContain('Nothing was charged');
  });

  it('when an admin cancels a paid order and its refund fails later, then the buyer is told of the refund and the shop of its failure, each once', async () => {
    const order = await placeOrder();
    await payForOrder(order._id, buyer.accessToken, cards.refundFails);

    expect((await setStatus(order, 'cancelled')).status).toBe(200);

    const buyerMessages = await waitForMessages(toBuyer, 3);
    expect(buyerMessages[2]?.subject).toBe(
      `moto-parts: Refund for order #${order.orderNumber}: $458.00 for 4 × Drilled Brake Disc`,
    );
    const shopMessages = await waitForMessages(
      (message) => aboutOrder(order)(message) && !toBuyer(message),
      2,
    );
    expect(shopMessages[1]?.subject).toBe(
      `moto-parts: Refund failed, order #${order.orderNumber}: $458.00 to ${buyer.email}`,
    );
    expect(shopMessages[1]?.text).toContain('expired_or_canceled_card');
  });

  it('when a buyer turns order emails off, then only the receipt comes', async () => {
    const profile = {
      name: 'Quiet Rider',
      phone: '447700900123',
      education: 'BSc',
      location: 'Leeds',
      linkedIn: 'https://www.linkedin.com/in/quiet',
    };
    const optOut = await callApi('PUT', `/user/${encodeURIComponent(buyer.email)}`, {
      token: buyer.accessToken,
      body: { ...profile, orderEmails: false },
    });
    expect(optOut.body).toMatchObject({ orderEmails: false });

    const order = await placeOrder();
    await payForOrder(order._id, buyer.accessToken);

    const [receipt] = await waitForMessages(toBuyer, 1);
    expect(receipt?.subject).toBe(
      `moto-parts: Receipt for order #${order.orderNumber}: $458.00 paid for 4 × Drilled Brake Disc`,
    );
    expect(await mailOf(order, 'placed')).toBeUndefined();
  });

  it('when the email choice is not a boolean, then 400 and the choice stays', async () => {
    const { status, body } = await callApi('PUT', `/user/${encodeURIComponent(buyer.email)}`, {
      token: buyer.accessToken,
      body: {
        name: 'Rider',
        phone: '447700900123',
        education: 'BSc',
        location: 'Leeds',
        linkedIn: 'https://www.linkedin.com/in/rider',
        orderEmails: 'no',
      },
    });

    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { fields: { orderEmails: 'Order emails must be true or false' } },
    });
    const { body: user } = await callApi('GET', `/user/${encodeURIComponent(buyer.email)}`, {
      token: buyer.accessToken,
    });
    expect(user).toMatchObject({ orderEmails: true });
  });

  it('when a buyer’s name and address hold markup and header lines, then they read as text and add no header or recipient', async () => {
    const hostile = 'Eve\r\nBcc: spy@example.com\r\nSubject: free parts <script>x</script>';
    const saved = await callApi('PUT', `/user/${encodeURIComponent(buyer.email)}`, {
      token: buyer.accessToken,
      body: {
        name: hostile.slice(0, 100),
        phone: '447700900123',
        education: 'BSc',
        location: 'Leeds',
        linkedIn: 'https://www.linkedin.com/in/eve',
      },
    });
    expect(saved.status).toBe(200);

    const order = await placeOrder({
      ...order4Discs,
      address: `1 Road\r\nBcc: spy@example.com <b>`,
    });
    await payForOrder(order._id, buyer.accessToken);

    const [placed] = await waitForMessages(toBuyer, 2);
    const [toShip] = await waitForMessages(
      (message) => aboutOrder(order)(message) && !toBuyer(message),
      1,
    );
    for (const message of [placed, toShip]) {
      const recipients = [...(message?.to ?? []), ...(message?.cc ?? []), ...(message?.bcc ?? [])];
      expect(recipients.map((to) => to.address)).not.toContain('spy@example.com');
      expect(Object.keys(message?.headers ?? {})).not.toContain('bcc');
      expect(message?.html).not.toContain('<script>');
      expect(message?.html).not.toContain('<b>');
    }
    // The buyer's name is in no greeting: it is text anyone can type (docs/decisions/0027-holds-and-abuse.md).
    expect(placed?.text).not.toContain('Eve');
    expect(placed?.text.split('\n')[0]).toBe('Hello,');
    expect(placed?.subject).toContain(`Your order #${order.orderNumber}: 4 × Drilled Brake Disc`);
    expect(toShip?.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(toShip?.html).toContain('1 Road');
    expect(toShip?.html).toContain('&lt;b&gt;');
  });

  it('when the SMTP server cannot take mail for a while, then the order is placed all the same, the failure shows in the message’s delivery, and the message goes on a later attempt', async () => {
    await smtpRefuses(buyer.email, 1);

    const order = await placeOrder();

    expect(order.status).toBe('pending');
    await expect
      .poll(async () => (await mailOf(order, 'placed'))?.delivery?.state, { timeout: 15_000 })
      .toBe('RETRY');
    expect((await mailOf(order, 'placed'))?.delivery?.error).toMatch(/421/);

    const [placed] = await waitForMessages(toBuyer, 1, 30_000);
    expect(placed?.subject).toContain(`Your order #${order.orderNumber}: 4 × Drilled Brake Disc`);
    expect(await mailOf(order, 'placed')).toMatchObject({
      delivery: { state: 'SUCCESS', attempts: 2 },
    });
  }, 60_000);
});
