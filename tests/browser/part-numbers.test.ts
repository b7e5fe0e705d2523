import { describe, expect, it } from 'vitest';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';

// A rider with a worn part in hand finds it by the number printed on it, or by the bike
// maker's number from the service manual (issue 35, docs/decisions/0036-part-numbers.md).

const shop = shopperSession();
const disc = seedParts.find((part) => part.id === 'drilled-brake-disc');
const yamahaNumber = disc?.crossReferences.find((reference) => reference.brand === 'Yamaha');

describe('search by part number', () => {
  it('when a rider on a phone types a maker’s number with its dashes, then the part it replaces comes first, marked, and its page names both numbers', async () => {
    if (!disc || !yamahaNumber) throw new Error('The seed’s disc replaces a Yamaha number');
    const page = await shop.open('phone');
    await page.goto('/parts');
    await page.getByRole('heading', { name: seedParts[0]?.name }).waitFor();

    const searchBox = page.getByRole('searchbox', { name: 'Search parts by name or part number' });
    await searchBox.fill(yamahaNumber.number.toLowerCase());
    await searchBox.press('Enter');

    await page.waitForURL(`**/parts?q=${yamahaNumber.number.toLowerCase()}`);
    const firstCard = page.getByRole('main').getByRole('listitem').first();
    await firstCard.getByRole('heading', { name: disc.name }).waitFor();
    await firstCard.getByText(`Replaces Yamaha ${yamahaNumber.number}`).waitFor();
    expect(await firstCard.getByText(`Part no. ${disc.sku}`).count()).toBe(1);
    await screenshot(page, 'catalogue-number-search-phone', { firstScreen: true });

    await firstCard.getByRole('link', { name: `Purchase ${disc.name}` }).click();
    await page.getByRole('heading', { level: 1, name: disc.name }).waitFor();
    await page.getByText(disc.sku, { exact: true }).waitFor();
    const replaces = page.getByRole('heading', { level: 2, name: 'Replaces' });
    await replaces.waitFor();
    await page.getByText(`Yamaha ${yamahaNumber.number}`).waitFor();
    expect(await page.title()).toBe(`${disc.name} · ${disc.sku} — moto-parts`);
    await screenshot(page, 'part-page-numbers-phone');
  });

  it('when a sticker’s short link is opened, then it leads to the part’s page, whose title names the part and its number', async () => {
    if (!disc) throw new Error('The seed has the disc');
    const page = await shop.open('phone');

    const response = await page.goto(`/p/${disc.sku.toLowerCase()}`);

    // The page's HTML names the part before any script runs; the app then shows the part to
    // anyone, signed in or not (docs/decisions/0044-one-way-to-buy.md).
    expect(response?.url()).toMatch(new RegExp(`/parts/${disc.id}$`));
    expect(await response?.text()).toContain(
      `<title>${disc.name} · ${disc.sku} — moto-parts</title>`,
    );
    await page.getByRole('heading', { level: 1, name: disc.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/parts/${disc.id}`);
    expect(await page.title()).toBe(`${disc.name} · ${disc.sku} — moto-parts`);
  });
});
