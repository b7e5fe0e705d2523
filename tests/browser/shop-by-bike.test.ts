import { fitsBike, type BikeChoice } from '@moto-parts/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';

// A rider finds the parts that fit their bike: the pickers, the remembered bike, the
// filters in the URL (shared links, Back), and what the cards and the purchase page say.

const shop = shopperSession();

const classic2019 = { make: 'Royal Enfield', model: 'Classic 350', year: 2019 };
/** The seed parts that fit `bike`, newest first as the catalogue lists them. */
const partsFitting = (bike: BikeChoice) => seedParts.filter((part) => fitsBike(part, bike));

const cardNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .first()
    .getByRole('heading', { level: 2 })
    .allTextContents();

async function pickBike(page: Page, { make, model, year }: typeof classic2019) {
  const picker = page.getByRole('region', { name: 'Shop by bike' });
  await picker.getByRole('button', { name: 'Choose your bike' }).click();
  await picker.getByLabel('Make').selectOption(make);
  await picker.getByLabel('Model').selectOption(model);
  await picker.getByLabel('Year').selectOption(String(year));
  await picker.getByRole('button', { name: 'Show parts that fit' }).click();
}

describe('shop by bike', () => {
  it.each(['desktop', 'phone'] as const)(
    'when a rider picks make, model and year on /parts (%s), then only the parts that fit come, each saying so, and the bike is remembered',
    async (viewport) => {
      const page = await shop.open(viewport);
      await page.goto('/parts');
      await page.getByRole('heading', { name: seedParts[0]?.name }).waitFor();

      await pickBike(page, classic2019);

      const fitting = partsFitting(classic2019);
      await page.waitForURL('**/parts?make=Royal+Enfield&model=Classic+350&year=2019');
      await page.getByText(`${fitting.length} parts fit your Classic 350`).waitFor();
      expect(await cardNames(page)).toEqual(fitting.map((part) => part.name));
      expect(await page.getByText('Fits your Classic 350').count()).toBe(fitting.length);
      await screenshot(page, `catalogue-bike-${viewport}`, { firstScreen: viewport === 'phone' });

      // Remembered on the device: /parts without a bike in the URL, and Home, show it.
      await page.goto('/parts');
      await page.waitForURL('**/parts?make=Royal+Enfield&model=Classic+350&year=2019');
      await page.goto('/');
      await page
        .getByRole('region', { name: 'Your bike' })
        .getByText('2019 Royal Enfield Classic 350')
        .waitFor();
    },
  );

  it('when a rider opens a shared link with a category, a bike and an order, then the list is that one, and Back undoes a change of category', async () => {
    const page = await shop.open();
    const bike = { make: 'Yamaha', model: 'MT-07' };
    const sharedLink = '/parts?category=drivetrain&make=Yamaha&model=MT-07&sort=price-asc';
    await page.goto(sharedLink);

    await page.getByRole('heading', { level: 1, name: 'Drivetrain' }).waitFor();
    const drivetrain = partsFitting(bike)
      .filter((part) => part.category === 'drivetrain')
      .toSorted((a, b) => a.priceCents - b.priceCents);
    expect(drivetrain.length).toBeGreaterThan(1);
    await page.getByText(`${drivetrain.length} parts fit your MT-07`).waitFor();
    expect(await cardNames(page)).toEqual(drivetrain.map((part) => part.name));

    await page.getByLabel('Category').selectOption('engine');
    await page.getByRole('heading', { level: 1, name: 'Engine' }).waitFor();
    await page.goBack();

    await page.getByRole('heading', { level: 1, name: 'Drivetrain' }).waitFor();
    expect(page.url()).toContain(sharedLink);
    expect(await page.getByLabel('Category').inputValue()).toBe('drivetrain');
  });

  it('when a visitor follows Heavy V8 Bike Parts in the footer, then the catalogue shows the parts that fit the Boss Hoss', async () => {
    const page = await shop.open();
    await page.goto('/');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Heavy V8 Bike Parts' }).click();

    const bossHoss = { make: 'Boss Hoss', model: 'BHC-3 LS3' };
    await page.getByText(`${partsFitting(bossHoss).length} parts fit your BHC-3 LS3`).waitFor();
    expect(await cardNames(page)).toEqual(partsFitting(bossHoss).map((part) => part.name));
  });

  it('when a rider with a bike opens a purchase page, then it says whether the part fits and lists the bikes it fits', async () => {
    const page = await shop.open('phone');
    await page.goto('/parts');
    await pickBike(page, classic2019);
    await page.getByText('Fits your Classic 350').first().waitFor();
    const misfit = seedParts.find((part) => !fitsBike(part, classic2019));
    if (!misfit) throw new Error('Every seed part fits the Classic 350');

    // A part's page is public: no sign-in on the way.
    await page.goto(`/parts/${misfit.id}`);

    await page.getByRole('heading', { level: 1, name: misfit.name }).waitFor();
    await page.getByText('Does not fit your Classic 350').waitFor();
    const listed = page
      .getByRole('heading', { name: 'Fits' })
      .locator('xpath=..')
      .getByRole('listitem');
    expect(await listed.count()).toBe(misfit.fitment.length);
    await screenshot(page, 'purchase-fit-phone');
  });

  it('when a rider clears their bike, then every part comes back', async () => {
    const page = await shop.open();
    await page.goto('/parts?make=Yamaha&model=MT-07');
    await page.getByRole('region', { name: 'Your bike' }).getByText('Yamaha MT-07').waitFor();

    await page.getByRole('button', { name: 'Clear bike' }).click();

    await page.waitForURL((url) => url.search === '');
    await page.getByText(`${seedParts.length} parts`, { exact: true }).waitFor();
  });
});
