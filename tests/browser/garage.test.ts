import { fitsBike, type BikeChoice } from '@moto-parts/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { mainNavigation, openSignedIn } from './support/shop.ts';

// My garage (docs/decisions/0037-garage.md), on a phone: the bike a rider chose before signing
// in joins their garage, they add a second bike in My Profile, pick it from the navbar's bike
// picker, and the catalogue and the purchase page speak of it.

const shop = shopperSession();
const { db, auth } = emulatorAdmin();
const rider = 'rider@moto-parts.test';

const classic2019 = { make: 'Royal Enfield', model: 'Classic 350', year: 2019 };
const ninja2021 = { make: 'Kawasaki', model: 'Ninja 400', year: 2021 };
/** How many seed parts fit `bike`: the catalogue's count of them. */
const fitting = (bike: BikeChoice) => seedParts.filter((part) => fitsBike(part, bike)).length;

/** The navbar's bike picker (its trigger is named "My garage…"). */
const bikePicker = (page: Page) => mainNavigation(page).getByRole('button', { name: /^My garage/ });

/** The rider's garage as Firestore keeps it. */
async function storedBikes() {
  const { uid } = await auth.getUserByEmail(rider);
  const garage = await db.collection('garages').doc(uid).get();
  return (garage.get('bikes') ?? []) as unknown[];
}

describe('my garage', () => {
  it('when a rider signs in with a bike chosen, adds a second in My Profile and picks it from the navbar (phone), then /parts and the purchase page speak of it', async () => {
    const page = await shop.open('phone');
    // The narrowest phone the shop designs for.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/parts?make=Royal+Enfield&model=Classic+350&year=2019');
    await page.getByText(`${fitting(classic2019)} parts fit your Classic 350`).waitFor();

    // Signing in puts the device's bike in the garage, as its first bike and the current one.
    await openSignedIn(page, '/dashboard/my-profile', rider);
    const garage = page.getByRole('region', { name: 'Garage', exact: true });
    const classic = garage.getByRole('article', { name: '2019 Royal Enfield Classic 350' });
    await classic.getByText('Current bike').waitFor();
    await expect.poll(storedBikes).toEqual([{ id: expect.any(String), ...classic2019 }]);
    await expect.poll(() => bikePicker(page).textContent()).toContain('Classic 350');

    await garage.getByRole('button', { name: 'Add a bike' }).click();
    const form = garage.getByRole('form', { name: 'Add a bike' });
    await form.getByLabel('Make').selectOption(ninja2021.make);
    await form.getByLabel('Model').selectOption(ninja2021.model);
    await form.getByLabel('Year').selectOption(String(ninja2021.year));
    await form.getByLabel('Nickname (optional)').fill('Track day');
    await form.getByRole('button', { name: 'Add bike' }).click();
    const track = garage.getByRole('article', { name: 'Track day' });
    await track.getByText('2021 Kawasaki Ninja 400').waitFor();
    // Added, not ridden: the bike ridden stays the Classic until the rider picks another.
    await classic.getByText('Current bike').waitFor();
    await expect.poll(storedBikes).toEqual([
      { id: expect.any(String), ...classic2019 },
      { id: expect.any(String), ...ninja2021, nickname: 'Track day' },
    ]);
    // The garage's section on the phone's screen, under the sticky navbar.
    await garage.evaluate((section) => section.scrollIntoView());
    await screenshot(page, 'garage-profile-phone', { firstScreen: true });

    await bikePicker(page).click();
    const menu = page.getByRole('menu');
    const trackItem = menu.getByRole('menuitemradio', { name: /Track day/ });
    await trackItem.waitFor();
    expect(await menu.getByRole('menuitemradio').count()).toBe(2);
    expect(
      await menu
        .getByRole('menuitemradio', { name: '2019 Royal Enfield Classic 350' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await screenshot(page, 'garage-picker-phone', { firstScreen: true });
    await trackItem.click();

    await expect.poll(() => bikePicker(page).textContent()).toContain('Ninja 400');
    await track.getByText('Current bike').waitFor();

    // The catalogue shows what fits the bike ridden now, as the device remembers it.
    await page.goto('/parts');
    await page.waitForURL('**/parts?make=Kawasaki&model=Ninja+400&year=2021');
    await page.getByText(`${fitting(ninja2021)} parts fit your Ninja 400`).waitFor();
    await screenshot(page, 'garage-catalogue-phone', { firstScreen: true });

    // Picked on /parts, the list follows at once.
    await bikePicker(page).click();
    await page.getByRole('menuitemradio', { name: '2019 Royal Enfield Classic 350' }).click();
    await page.waitForURL('**/parts?make=Royal+Enfield&model=Classic+350&year=2019');
    await page.getByText(`${fitting(classic2019)} parts fit your Classic 350`).waitFor();

    // A part's page lists which of the rider's bikes it fits.
    const part = seedParts.find(
      (candidate) => fitsBike(candidate, classic2019) !== fitsBike(candidate, ninja2021),
    );
    if (!part) throw new Error('No seed part fits one of the two bikes and not the other');
    await page.goto(`/parts/${part.id}`);
    const yours = page.getByRole('region', { name: 'Your garage' });
    await yours.getByText('Fits 1 of your 2 bikes').waitFor();
    const [fits, misfit] = fitsBike(part, classic2019)
      ? ['2019 Royal Enfield Classic 350', 'Track day (2021 Kawasaki Ninja 400)']
      : ['Track day (2021 Kawasaki Ninja 400)', '2019 Royal Enfield Classic 350'];
    await yours.getByText(`Fits ${fits}`).waitFor();
    await yours.getByText(`Does not fit ${misfit}`).waitFor();
    await yours.scrollIntoViewIfNeeded();
    await screenshot(page, 'garage-part-phone', { firstScreen: true });

    // From `md` up the picker shares the bar with the links and the account's buttons.
    await page.setViewportSize({ width: 820, height: 1180 });
    await bikePicker(page).click();
    await page.getByRole('menu').waitFor();
    await screenshot(page, 'garage-picker-tablet', { firstScreen: true });
  });
});
