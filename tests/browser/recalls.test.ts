import type { Order, RecallReport } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { seedLotCode } from '../../scripts/seed/catalogue.ts';
import { sanFrancisco } from '../support/addresses.ts';
import { payForOrder } from '../support/stripe-sandbox.ts';
import { screenshot, viewports } from './support/browser.ts';
import { callAs, tokenOf } from './support/demo-api.ts';
import { shopperSession } from './support/session.ts';
import { mainNavigation, openSignedIn } from './support/shop.ts';

// Recalls (docs/decisions/0035-lots-and-recalls.md): an admin on a desktop recalls the lot a
// rider's parcel held and sees its reach; the rider, on a phone, reads it on their order and
// says so, which the recall's figures then count.

const shop = shopperSession();
const rider = 'rider@moto-parts.test';
const admin = 'admin@moto-parts.test';
const disc = 'drilled-brake-disc';

/** The rider's order of 4 discs, paid and shipped: its parcel takes them from the seed's lot. */
async function shippedOrder() {
  const placed = await callAs<Order>(rider, 'POST', '/order', {
    lines: [{ partId: disc, quantity: 4 }],
    shippingAddress: sanFrancisco,
    shippingMethod: 'us-ground',
    phone: '+1 415 555 0100',
  });
  await payForOrder(placed._id, await tokenOf(rider));
  await callAs<Order>(admin, 'POST', `/order/${placed._id}/shipments`, {
    carrier: 'ups',
    trackingNumber: '1Z5R89390357567127',
    lines: [{ partId: disc, quantity: 4 }],
  });
  return placed;
}

describe('Recalls', () => {
  it('when an admin recalls the lot a parcel held, then its buyer reads it on their order, and the admin sees it answered', async () => {
    await shippedOrder();
    const page = await shop.open('desktop');
    await openSignedIn(page, '/dashboard/recalls', admin);
    await page.getByText('No lot has been recalled.').waitFor();

    const form = page.getByRole('form', { name: 'Recall lots' });
    await form.getByLabel('Part').selectOption(disc);
    await form.getByText(new RegExp(`^${seedLotCode}, made `)).click();
    await form
      .getByLabel('Message to the buyers')
      .fill('The discs of this lot may crack: stop riding on them and send them back.');
    await form.getByRole('button', { name: 'Send the recall' }).click();
    await page.getByText(`Recall sent for Drilled Brake Disc, lot ${seedLotCode}`).waitFor();

    const recalls = page.getByRole('table', { name: 'Recalls' });
    const row = recalls.getByRole('row').nth(1);
    await row.getByRole('cell', { name: 'Drilled Brake Disc' }).waitFor();
    // Units sold of the lot, its buyers, the buyers who answered, units back.
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Drilled Brake Disc',
      seedLotCode,
      expect.any(String),
      '4',
      '1',
      '0',
      '0',
    ]);
    await screenshot(page, 'recalls-desktop');

    // The rider, on a phone: the admin signs out, the rider signs in.
    await mainNavigation(page).getByRole('button', { name: 'Sign Out' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    await page.setViewportSize(viewports.phone);
    await openSignedIn(page, '/dashboard/my-orders', rider);
    await page.getByRole('link', { name: 'Order details of Drilled Brake Disc' }).click();
    const alert = page.getByRole('region', { name: 'Recalls' });
    await alert.getByText(`Recall: 4 × Drilled Brake Disc (lot ${seedLotCode})`).waitFor();
    await alert.getByText(/may crack/).waitFor();
    await screenshot(page, 'recall-alert-phone', { firstScreen: true });
    await alert.getByRole('button', { name: 'I have read this' }).click();
    await alert.getByText(/^You read it on /).waitFor();

    const [report] = await callAs<RecallReport[]>(admin, 'GET', '/recalls');
    expect(report).toMatchObject({ unitsShipped: 4, buyers: 1, buyersAnswered: 1 });
  });
});
