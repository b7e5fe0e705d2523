import { describe, expect, it } from 'vitest';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { mainNavigation, signInWithEmail } from './support/shop.ts';

// One way to buy (issue 46, docs/decisions/0044-one-way-to-buy.md): a part's page is anyone's
// to read; Add to Cart comes first, sticky on a phone; Buy Now opens checkout with that part
// alone; an account is asked for only to buy.

const shop = shopperSession();
const rider = 'rider@moto-parts.test';
const chain = seedParts.find((part) => part.id === 'o-ring-chain');
const plugs = seedParts.find((part) => part.id === 'iridium-spark-plug');

describe('a part’s page', () => {
  it('when a visitor reads a part, then they see it, its price, stock and fit with no sign-in, and Buy Now signs them in and brings them to its checkout', async () => {
    if (!chain) throw new Error('The seed has the chain');
    const page = await shop.open();

    await page.goto(`/parts/${chain.id}`);

    await page.getByRole('heading', { level: 1, name: chain.name }).waitFor();
    await page.getByText('$38.90').waitFor();
    await page.getByText('Sold in tens: 10 or more').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Fits' }).waitFor();
    await page.getByText('Yamaha MT-07, 2014–2026').waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await screenshot(page, 'part-page-visitor-desktop');

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/signin');
    await signInWithEmail(page, rider);

    await page.waitForURL(`**/checkout?buy=${chain.id}&quantity=10`);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText(`10 × ${chain.name}`).waitFor();
    expect(await summary.getByRole('listitem').count()).toBe(1);
  });

  it('when a visitor follows the page’s sign-in link, then they come back to the part', async () => {
    if (!chain) throw new Error('The seed has the chain');
    const page = await shop.open('phone');
    await page.goto(`/parts/${chain.id}`);
    await page.getByRole('heading', { level: 1, name: chain.name }).waitFor();

    await page.getByRole('link', { name: 'sign in', exact: true }).click();
    await page.waitForURL('**/signin');
    await signInWithEmail(page, rider);

    await page.waitForURL(`**/parts/${chain.id}`);
    await page.getByRole('heading', { level: 1, name: chain.name }).waitFor();
    expect(await page.getByRole('link', { name: 'sign in', exact: true }).count()).toBe(0);
  });
});

describe('Buy Now on a phone', () => {
  it('when a rider with a cart buys a part now, then the buttons stay in view as they read, checkout holds that part alone, and the cart keeps its lines', async () => {
    if (!chain || !plugs) throw new Error('The seed has the chain and the plugs');
    const page = await shop.open('phone');
    await page.goto('/signin');
    await signInWithEmail(page, rider);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/parts/${plugs.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Cart, 1 part' }).waitFor();

    await page.goto(`/parts/${chain.id}`);
    await page.getByRole('heading', { level: 1, name: chain.name }).waitFor();
    // The first screen: the two buttons are at its foot, over the page.
    const bar = page.getByRole('group', { name: `Buy ${chain.name}` });
    const atTop = await bar.boundingBox();
    expect(atTop && atTop.y + atTop.height).toBeCloseTo(844, -1);
    await screenshot(page, 'part-page-phone', { firstScreen: true });
    await page.mouse.wheel(0, 400);
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return box && Math.round(box.y + box.height);
      })
      .toBeGreaterThan(830);
    await screenshot(page, 'part-page-scrolled-phone', { firstScreen: true });

    await page.getByRole('button', { name: 'Buy Now' }).click();

    await page.waitForURL(`**/checkout?buy=${chain.id}&quantity=10`);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText(`10 × ${chain.name}`).waitFor();
    expect(await summary.getByText(plugs.name, { exact: false }).count()).toBe(0);
    await summary.getByText('This part alone; your cart stays as it is.').waitFor();
    await screenshot(page, 'checkout-buy-now-phone');
    // The cart still holds the plugs alone.
    await mainNavigation(page).getByRole('link', { name: 'Cart, 1 part' }).waitFor();
  });
});

describe('checkout’s details', () => {
  it.each(['desktop', 'phone'] as const)(
    'when a rider saves an address with its phone in My Profile (%s), then Buy Now’s checkout ships there, fills in the phone, and a new address starts in its country',
    async (viewport) => {
      if (!chain) throw new Error('The seed has the chain');
      const page = await shop.open(viewport);
      await page.goto('/dashboard/my-profile');
      await page.waitForURL('**/signin');
      await signInWithEmail(page, rider);
      await page.waitForURL('**/dashboard/my-profile');

      await page.getByRole('button', { name: 'Add address' }).click();
      const form = page.getByRole('form', { name: 'New address' });
      await form.getByLabel('Label').fill('Home');
      await form
        .getByRole('combobox', { name: 'Country' })
        .selectOption({ label: 'United Kingdom' });
      await form.getByLabel('Full name').fill('Demo Rider');
      await form.getByRole('textbox', { name: 'Address', exact: true }).fill('3 Mill Lane');
      await form.getByLabel('City').fill('Bath');
      await form.getByLabel('Postcode / ZIP').fill('BA1 1AA');
      await form.getByLabel('Phone (optional)').fill('+44 1225 477000');
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, `address-book-phone-field-${viewport}`);
      await form.getByRole('button', { name: 'Save address' }).click();
      await page.getByText('Address saved').waitFor();
      await page.getByText('Phone +441225477000').waitFor();

      await page.goto(`/parts/${chain.id}`);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await page.waitForURL(`**/checkout?buy=${chain.id}&quantity=10`);
      expect(await page.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true);
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Phone' }).inputValue())
        .toBe('+441225477000');
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect
        .poll(() =>
          // Decorative (alt=""), so it has no img role: found by its tag.
          summary
            .locator('img')
            .first()
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      await screenshot(page, `checkout-saved-address-${viewport}`);

      // The card is the label the rider taps; its radio is drawn by it.
      await page.locator('label', { hasText: 'A new address' }).click();
      expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('GB');
    },
  );
});
