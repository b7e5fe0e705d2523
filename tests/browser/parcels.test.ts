import { formatOrderNumber, type Order } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../scripts/lib/local-contract.ts';
import { sanFrancisco } from '../support/addresses.ts';
import { callApi, signInExistingToApi } from '../support/emulators.ts';
import { payForOrder } from '../support/stripe-sandbox.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn } from './support/shop.ts';

// From paid to delivered (docs/decisions/0033-order-states-and-parcels.md): an admin packs
// and ships an order in two parcels; the buyer follows a parcel's tracking link on a phone
// and says it arrived.

const shop = shopperSession();
const rider = 'rider@moto-parts.test';
const admin = 'admin@moto-parts.test';
const upsNumber = '1Z5R89390357567127';
const upsTracking = `https://wwwapps.ups.com/WebTracking/track?track=yes&trackNums=${upsNumber}`;

/** The demo rider's paid order of 4 discs and 20 spark plugs, to ship to San Francisco. */
async function paidCartOrder() {
  const { accessToken } = await signInExistingToApi(rider, demoPassword);
  const { status, body } = await callApi('POST', '/order', {
    token: accessToken,
    body: {
      lines: [
        { partId: 'drilled-brake-disc', quantity: 4 },
        { partId: 'iridium-spark-plug', quantity: 20 },
      ],
      shippingAddress: sanFrancisco,
      shippingMethod: 'us-ground',
      phone: '+1 415 555 0100',
    },
  });
  expect(status).toBe(201);
  const order = body as Order;
  await payForOrder(order._id, accessToken);
  return order;
}

async function shipAsAdmin(order: Order, parcel: object) {
  const { accessToken } = await signInExistingToApi(admin, demoPassword);
  const { status } = await callApi('POST', `/order/${order._id}/shipments`, {
    token: accessToken,
    body: parcel,
  });
  expect(status).toBe(201);
}

describe('Shipping an order in parcels', () => {
  it('when an admin packs an order, then its slip and the pick list print as paper, and it ships in two tracked parcels', async () => {
    const order = await paidCartOrder();
    const page = await shop.open();
    await openSignedIn(page, '/dashboard/manage-order', admin);

    const row = page.getByRole('row', { name: /Drilled Brake Disc and 1 more/ });
    // Chakra's checkbox: its input is hidden, its label is what a person clicks.
    await row.locator('label', { hasText: 'Select' }).click();
    expect(await row.getByRole('checkbox', { name: /Select/ }).isChecked()).toBe(true);
    const pickListTab = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Pick list (1)' }).click();
    const pickList = await pickListTab;
    await pickList.getByRole('heading', { name: 'Pick list' }).waitFor();
    await pickList.emulateMedia({ media: 'print' });
    expect(await pickList.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(pickList, 'pick-list-print');
    await pickList.close();

    await row.getByRole('link', { name: 'Order details of Drilled Brake Disc and 1 more' }).click();
    const orderNumber = formatOrderNumber(order.orderNumber);
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    const slipTab = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Print the packing slip' }).click();
    const slip = await slipTab;
    // The number people say, and the id a scanner reads.
    await slip.getByText(orderNumber, { exact: true }).waitFor();
    await slip.getByRole('img', { name: `Barcode of order ${order._id}` }).waitFor();
    await slip.emulateMedia({ media: 'print' });
    expect(await slip.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await screenshot(slip, 'packing-slip-print');
    await slip.close();

    const form = page.getByRole('form', { name: 'Ship a parcel' });
    await form.getByLabel('Tracking number').fill(upsNumber);
    await form.getByLabel('Iridium Spark Plug (20 to ship)').fill('0');
    await form.getByRole('button', { name: 'Ship parcel' }).click();
    // The form starts again from what is left: the discs have all gone.
    await expect.poll(() => form.getByLabel(/Drilled Brake Disc/).count()).toBe(0);
    await page.getByText('Parcel 1 of 1').waitFor();
    await form.getByLabel('Carrier').selectOption('dhl');
    await form.getByLabel('Tracking number').fill('JJD0099999999');
    await form.getByRole('button', { name: 'Ship parcel' }).click();

    await page.getByText('Parcel 2 of 2').waitFor();
    await expect.poll(() => form.count()).toBe(0);
    await page.getByRole('link', { name: 'Track parcel 2' }).waitFor();
    expect(await page.getByText('Shipped', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'manage-order-two-parcels-desktop');
  });

  it('when a parcel is on its way, then the buyer follows its tracking link on a phone and says it arrived', async () => {
    const order = await paidCartOrder();
    await shipAsAdmin(order, {
      carrier: 'ups',
      trackingNumber: upsNumber,
      lines: [
        { partId: 'drilled-brake-disc', quantity: 4 },
        { partId: 'iridium-spark-plug', quantity: 20 },
      ],
    });
    const page = await shop.open('phone');
    // The carrier's site is not reachable offline: its page is stood in for.
    await page
      .context()
      .route('https://wwwapps.ups.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>UPS tracking</h1>' }),
      );
    await openSignedIn(page, '/dashboard/my-orders', rider);

    await page
      .getByRole('link', { name: 'Order details of Drilled Brake Disc and 1 more' })
      .click();
    await page
      .getByRole('heading', { name: `Order ${formatOrderNumber(order.orderNumber)}` })
      .waitFor();
    await screenshot(page, 'my-order-parcel-phone');
    const carrierTab = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Track parcel 1' }).click();
    const carrier = await carrierTab;
    await carrier.getByRole('heading', { name: 'UPS tracking' }).waitFor();
    expect(carrier.url()).toBe(upsTracking);
    await carrier.close();

    await page.getByRole('button', { name: 'It arrived (parcel 1)' }).click();

    await page.getByText(/^Arrived [A-Z][a-z]{2} \d/).waitFor();
    await page.getByText('Delivered', { exact: true }).first().waitFor();
    await page.getByText('Parcel 1 arrived, said you').waitFor();
    await screenshot(page, 'my-order-delivered-phone');
  });
});
