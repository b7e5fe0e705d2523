import type { Order } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { sanFrancisco } from '../support/addresses.ts';
import { payForOrder, stripe, webhooksAppliedFor } from '../support/stripe-sandbox.ts';
import { screenshot } from './support/browser.ts';
import { callAs, tokenOf } from './support/demo-api.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn } from './support/shop.ts';

// Returns and partial refunds (docs/decisions/0034-returns-and-partial-refunds.md): a buyer on
// a phone sends one unit back and sees its refund; an admin on a desktop approves and
// receives a return, refunded through the Stripe sandbox.

const shop = shopperSession();
const rider = 'rider@moto-parts.test';
const admin = 'admin@moto-parts.test';
// Drilled Brake Disc: $114.50 a unit, minimum order 4.
const disc = 'drilled-brake-disc';

/** The rider's order of 4 discs, paid, shipped in one UPS parcel and delivered. */
async function deliveredOrder() {
  const placed = await callAs<Order>(rider, 'POST', '/order', {
    lines: [{ partId: disc, quantity: 4 }],
    shippingAddress: sanFrancisco,
    shippingMethod: 'us-ground',
    phone: '+1 415 555 0100',
  });
  const intentId = await payForOrder(placed._id, await tokenOf(rider));
  await callAs<Order>(admin, 'POST', `/order/${placed._id}/shipments`, {
    carrier: 'ups',
    trackingNumber: '1Z5R89390357567127',
    lines: [{ partId: disc, quantity: 4 }],
  });
  await callAs<Order>(admin, 'POST', `/order/${placed._id}/shipments/1/delivery`);
  return { order: placed, intentId };
}

/** The returns stored on the order, as the API gives them to its buyer. */
const returnsOf = async (orderId: string) =>
  (await callAs<Order>(rider, 'GET', `/order/${orderId}`)).returns;

describe('Returns', () => {
  it('when a buyer on a phone sends one unit back, then once the shop has it they see its refund', async () => {
    const { order, intentId } = await deliveredOrder();
    const page = await shop.open('phone');
    await openSignedIn(page, '/dashboard/my-orders', rider);
    await page.getByRole('link', { name: 'Order details of Drilled Brake Disc' }).click();

    // Nothing is chosen for the buyer: the part, the units and the reason are theirs to pick.
    const form = page.getByRole('form', { name: 'Return parts' });
    await form.getByRole('button', { name: 'Review return' }).click();
    await form.getByText('Reason is required').waitFor();
    await form.getByLabel('Part').selectOption(disc);
    await form.getByLabel('Units').fill('1');
    await form.getByLabel('Reason').selectOption('damaged');
    await form.getByLabel('What went wrong (optional)').fill('The disc arrived bent');
    await screenshot(page, 'return-request-phone');
    await form.getByRole('button', { name: 'Review return' }).click();

    // The review says what will be asked; nothing is sent before it is confirmed.
    await form.getByRole('heading', { name: 'Check your return' }).waitFor();
    expect(await form.getByRole('definition').allInnerTexts()).toEqual([
      'Drilled Brake Disc',
      '1',
      'Arrived damaged',
      'The disc arrived bent',
    ]);
    expect(await returnsOf(order._id)).toEqual([]);
    await screenshot(page, 'return-review-phone');
    await form.getByRole('button', { name: 'Ask to return' }).click();
    await page.getByText('Return 1: 1 × Drilled Brake Disc').waitFor();

    await callAs<Order>(admin, 'PATCH', `/order/${order._id}/returns/1`, {
      decision: 'approve',
      note: 'Post it to the workshop',
    });
    await callAs<Order>(admin, 'POST', `/order/${order._id}/returns/1/receipt`, {
      condition: 'scrap',
    });
    await webhooksAppliedFor(intentId);
    await page.reload();

    await page.getByText('Refunded $114.50').waitFor();
    await page.getByText('Refunded to the card so far: $114.50 of $458.00').waitFor();
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.amount_refunded).toBe(11_450);
    await screenshot(page, 'return-refunded-phone');
  });

  it('when a buyer on a desktop reviews a return and changes their mind, then nothing is filed', async () => {
    const { order, intentId } = await deliveredOrder();
    const page = await shop.open();
    await openSignedIn(page, `/dashboard/my-orders/${order._id}`, rider);

    const form = page.getByRole('form', { name: 'Return parts' });
    await form.getByRole('button', { name: 'Review return' }).click();
    await form.getByText('Part is required').waitFor();
    await screenshot(page, 'return-request-errors-desktop');
    await form.getByLabel('Part').selectOption(disc);
    await form.getByLabel('Units').fill('2');
    await form.getByLabel('Reason').selectOption('not-needed');
    await form.getByRole('button', { name: 'Review return' }).click();
    await form.getByRole('heading', { name: 'Check your return' }).waitFor();
    await screenshot(page, 'return-review-desktop');

    await form.getByRole('button', { name: 'Change' }).click();
    expect(await form.getByLabel('Units').inputValue()).toBe('2');
    expect(await returnsOf(order._id)).toEqual([]);
    await webhooksAppliedFor(intentId);
  });

  it('when an admin approves and receives a return, then the unit is back on the shelf and the buyer refunded', async () => {
    const { order, intentId } = await deliveredOrder();
    await callAs<Order>(rider, 'POST', `/order/${order._id}/returns`, {
      partId: disc,
      quantity: 2,
      reason: 'not-needed',
    });
    const page = await shop.open();
    await openSignedIn(page, '/dashboard/returns', admin);

    await page.getByText('2 × Drilled Brake Disc: No longer needed (to decide)').waitFor();
    await screenshot(page, 'returns-desktop');
    await page.getByRole('link', { name: 'Order details of Drilled Brake Disc' }).click();
    const returns = page.getByRole('region', { name: 'Returns' });
    await returns.getByLabel('Note to the buyer (return 1)').fill('Post them to the workshop');
    await returns.getByRole('button', { name: 'Approve return 1' }).click();
    await returns.getByRole('button', { name: 'Received: back on the shelf' }).click();

    await returns.getByText('Refunded $229.00').waitFor();
    await page.getByText('Return 1 refunded to the card').waitFor();
    await screenshot(page, 'return-received-desktop');
    await webhooksAppliedFor(intentId);
  });
});
