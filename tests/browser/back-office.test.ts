import { describe, expect, it } from 'vitest';
import { screenshot, viewports } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn } from './support/shop.ts';

// The back office (docs/decisions/0039-low-stock-and-stocktakes.md, 0040-csv-export-and-import.md):
// an admin sets a reorder point and sees the part low on stock, counts the shelf, downloads
// the parts as a CSV file, and imports parts from one, correcting a bad row first.

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

  it('when an admin imports a CSV file with a bad row, then the preview names its row and column, and once corrected the parts are imported', async () => {
    const page = await shop.open('desktop');
    await openSignedIn(page, '/dashboard/import', admin);
    const stamp = Date.now().toString(36).toUpperCase();
    const file = (price: string) =>
      [
        'sku,name,description,image,price,minOrder,category,fitsAllBikes,fitment,availableQuantity,lotCode,lotMadeOn',
        `MP-GR-${stamp},Imported Grips,Soft grips.,https://example.com/grips.jpg,14.5,1,controls,true,,12,IMP-1,2026-10-01`,
        `MP-BE-${stamp},Imported Bar Ends,Billet.,https://example.com/bar-ends.jpg,${price},1,controls,false,Yamaha MT-07 2014-2020,6,IMP-1,2026-10-01`,
      ].join('\n');

    await page.getByLabel('Or paste the CSV').fill(file('$19.50'));
    await page.getByRole('button', { name: 'Preview' }).click();
    const badRow = page.getByRole('row').filter({ hasText: `MP-BE-${stamp}` });
    await badRow.getByText('price: Price must be a number').waitFor();
    await badRow.getByRole('cell', { name: '3', exact: true }).waitFor();
    await page.getByText('1 new, 0 changed, 0 unchanged, 1 with errors').waitFor();
    expect(await page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    await screenshot(page, 'import-errors-desktop');

    await page.getByLabel('Or paste the CSV').fill(file('19.50'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('2 new, 0 changed, 0 unchanged, 0 with errors').waitFor();
    await page.getByRole('button', { name: 'Import 2 parts' }).click();
    await page.getByText('2 parts imported').waitFor();
    await page.getByRole('heading', { name: 'Imported' }).waitFor();
    await screenshot(page, 'import-desktop');

    await page.goto('/dashboard/manage-product');
    await page.getByRole('row').filter({ hasText: 'Imported Bar Ends' }).waitFor();
  });
});
