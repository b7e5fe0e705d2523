import { describe, expect, it } from 'vitest';
import { screenshot, viewports } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn } from './support/shop.ts';

// The back office (docs/decisions/0039-low-stock-and-stocktakes.md, 0040-csv-export-and-import.md):
// an admin sets a reorder point and sees the part low on stock, counts the shelf, and
// downloads the parts as a CSV file.

const shop = shopperSession();
const admin = 'admin@moto-parts.test';

describe('the back office', () => {
  it('when an admin sets a reorder point above the stock, then the part is marked low and listed as such; a count then changes its stock', async () => {
    const page = await shop.open('desktop');
    await openSignedIn(page, '/dashboard/manage-product', admin);

    await page.getByRole('button', { name: 'Edit Drilled Brake Disc' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Drilled Brake Disc' });
    await edit.getByLabel('Reorder Point').fill('300');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product updated').waitFor();

    const row = page.getByRole('row').filter({ hasText: 'Drilled Brake Disc' });
    await row.getByText('Low stock').waitFor();
    // The side menu counts the low parts when the dashboard opens.
    await page.reload();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByText('1 low').waitFor();
    await page.getByRole('button', { name: 'Low stock', exact: true }).click();
    await page.waitForURL('**/dashboard/manage-product?stock=low');
    await page.getByText('Low stock : 1').waitFor();
    await screenshot(page, 'low-stock-desktop');

    await row.getByRole('button', { name: 'Stocktake Drilled Brake Disc' }).click();
    const count = page.getByRole('dialog', { name: 'Stocktake Drilled Brake Disc' });
    await count.getByLabel('Counted').fill('258');
    await count.getByLabel('Reason').selectOption('damaged');
    await screenshot(page, 'stocktake-desktop');
    await count.getByRole('button', { name: 'Save count' }).click();
    await page.getByText('Stock counted').waitFor();
    await row.getByRole('cell', { name: '258' }).waitFor();

    await page.setViewportSize(viewports.phone);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'low-stock-phone');
  });

  it('when an admin downloads the parts, then the file is a CSV with a BOM whose rows name each part by its number', async () => {
    const page = await shop.open('desktop');
    await openSignedIn(page, '/dashboard/exports', admin);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download parts CSV' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks);

    expect(download.suggestedFilename()).toMatch(/^moto-parts-parts-.*\.csv$/);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^sku,/);
    expect(text).toContain('MP-BD-3207');
    await screenshot(page, 'exports-desktop');
  });
});
