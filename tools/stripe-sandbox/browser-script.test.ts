// @vitest-environment jsdom
// @vitest-environment-options {"resources": "usable", "url": "http://127.0.0.1:5000/"}
import type {
  Stripe as StripeJs,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
} from '@stripe/stripe-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testCards } from './cards.ts';
import { startSandbox } from './test-support.ts';

// The served /js/stripe.js, loaded by jsdom from the in-process sandbox with a <script src>
// as the shop's page loads it, driving a card Element and the sandbox's API. The browser
// suite (tests/browser) covers it in Chromium behind the real payment screen.

interface PageWindow {
  Stripe?: (publishableKey: string) => StripeJs;
  fetch: typeof fetch;
}

// Scripts run in jsdom's own window, not the test's global: reach it through vitest's handle.
const page = (globalThis as unknown as { jsdom: { window: PageWindow } }).jsdom.window;

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let stripeJs: StripeJs;
beforeAll(async () => {
  sandbox = await startSandbox();
  page.fetch = vi.fn(fetch); // jsdom has no fetch: lend it Node's
  const script = document.createElement('script');
  script.src = `${sandbox.baseUrl}/js/stripe.js`;
  await new Promise((resolve, reject) => {
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });
  stripeJs = page.Stripe?.('pk_test_sandbox') as StripeJs;
});
afterAll(() => sandbox.close());

let card: StripeCardElement | undefined;
afterEach(() => {
  card?.destroy();
  card = undefined;
  document.body.replaceChildren();
  vi.mocked(page.fetch).mockClear();
});

/** A card Element mounted in a form field, with every change event it emits. */
async function mountCard(options?: StripeCardElementOptions) {
  const field = document.createElement('div');
  document.body.append(field);
  card = stripeJs.elements().create('card', options);
  const changes: StripeCardElementChangeEvent[] = [];
  card.on('change', (event) => changes.push(event));
  const ready = new Promise((resolve) => card?.on('ready', resolve));
  card.mount(field);
  await ready;
  return { field, card, changes, lastChange: () => changes.at(-1) };
}

const input = (label: string) =>
  document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);

/** Types as a buyer's browser reports it: the whole new value, then an input event. */
function type(label: string, value: string) {
  const field = input(label);
  if (!field) throw new Error(`No ${label} field`);
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function leave(label: string) {
  input(label)?.blur();
}

function typeCard(number: string, expiry = '12 / 34', cvc = '123') {
  type('Card number', number);
  type('Expiration date', expiry);
  type('CVC', cvc);
}

async function newIntent() {
  const intent = await sandbox.stripe.paymentIntents.create({ amount: 45_800, currency: 'usd' });
  return { id: intent.id, clientSecret: intent.client_secret ?? '' };
}

describe('the served Stripe.js stand-in', () => {
  it('when it is fetched, then it is JavaScript any origin may load', async () => {
    const response = await fetch(`${sandbox.baseUrl}/js/stripe.js`);

    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('when Stripe(key) is called, then it answers what @stripe/react-stripe-js checks for', () => {
    for (const method of ['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment']) {
      expect(typeof stripeJs[method as keyof StripeJs]).toBe('function');
    }
    expect(() => page.Stripe?.('sk_test_sandbox')).toThrow(/publishable key/);
  });

  it('when a card Element is mounted, then it renders labelled card inputs in the page and is ready', async () => {
    const { field } = await mountCard();

    expect(input('Card number')?.getAttribute('autocomplete')).toBe('cc-number');
    expect(input('Card number')?.getAttribute('inputmode')).toBe('numeric');
    expect(input('Expiration date')?.placeholder).toBe('MM / YY');
    expect(input('CVC')).not.toBeNull();
    expect(field.classList.contains('StripeElement')).toBe(true);
    expect(field.querySelector('iframe')).toBeNull();
  });

  it('when 4242 4242 4242 4242, 12 / 34 and 123 are typed, then they are formatted and change says complete', async () => {
    const { lastChange } = await mountCard();

    type('Card number', '4242424242424242');
    type('Expiration date', '1234');
    type('CVC', '123');

    expect(input('Card number')?.value).toBe('4242 4242 4242 4242');
    expect(input('Expiration date')?.value).toBe('12 / 34');
    expect(lastChange()).toEqual({
      elementType: 'card',
      empty: false,
      complete: true,
      brand: 'visa',
      value: { postalCode: '' },
    });
  });

  it.each([
    {
      when: 'a number failing Luhn is typed',
      code: 'invalid_number',
      message: 'Your card number is invalid.',
      act: () => type('Card number', '4242 4242 4242 4241'),
    },
    {
      when: 'a short number is typed and left',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
      act: () => {
        type('Card number', '4242 4242');
        leave('Card number');
      },
    },
    {
      when: 'a past year is typed',
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration year is in the past.",
      act: () => typeCard(testCards.succeeds, '01 / 20'),
    },
    {
      when: 'half an expiry date is typed and left',
      code: 'incomplete_expiry',
      message: "Your card's expiration date is incomplete.",
      act: () => {
        typeCard(testCards.succeeds, '1');
        leave('Expiration date');
      },
    },
    {
      when: 'a short CVC is typed and left',
      code: 'incomplete_cvc',
      message: "Your card's security code is incomplete.",
      act: () => {
        typeCard(testCards.succeeds, '12 / 34', '12');
        leave('CVC');
      },
    },
  ])('when $when, then change carries Stripe’s $code error', async ({ act, code, message }) => {
    const { lastChange } = await mountCard();

    act();

    expect(lastChange()).toMatchObject({
      complete: false,
      error: { type: 'validation_error', code, message },
    });
  });

  it('when a ready listener is added after the Element became ready, then it still hears it once', async () => {
    const { card: element } = await mountCard();
    const late = vi.fn();

    element.on('ready', late);

    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));
  });

  it('when style and disabled options are given, then the inputs take the colours and can be disabled', async () => {
    const { card: element } = await mountCard({
      style: { base: { color: 'rgb(1, 2, 3)' }, invalid: { color: 'rgb(200, 0, 0)' } },
    });

    type('Card number', '4242 4242 4242 4241');
    element.update({ disabled: true });

    expect(input('Card number')?.style.color).toBe('rgb(200, 0, 0)');
    expect(input('Card number')?.getAttribute('aria-invalid')).toBe('true');
    expect(input('CVC')?.style.color).toBe('rgb(1, 2, 3)');
    expect(input('CVC')?.disabled).toBe(true);
  });

  it('when a short number is typed but not left, then change shows no error yet', async () => {
    const { lastChange } = await mountCard();

    type('Card number', '4242 42');

    expect(lastChange()).toMatchObject({ empty: false, complete: false });
    expect(lastChange()).not.toHaveProperty('error');
  });
});

describe('paying with the card Element', () => {
  it('when createPaymentMethod and confirmCardPayment run with 4242, then the intent succeeded', async () => {
    const { card: element } = await mountCard();
    typeCard('4242 4242 4242 4242');
    const intent = await newIntent();

    const created = await stripeJs.createPaymentMethod({
      type: 'card',
      card: element,
      billing_details: { email: 'rider@example.com' },
    });
    const paymentMethod = created.paymentMethod;
    const confirmed = await stripeJs.confirmCardPayment(intent.clientSecret, {
      payment_method: paymentMethod?.id ?? '',
    });

    expect(created.error).toBeUndefined();
    expect(paymentMethod).toMatchObject({ card: { brand: 'visa', last4: '4242' } });
    expect(confirmed.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect((await sandbox.stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('when the declined card is confirmed straight from the Element, then the error carries Stripe’s message and the intent', async () => {
    const { card: element } = await mountCard();
    typeCard('4000 0000 0000 0002');
    const intent = await newIntent();

    const { error, paymentIntent } = await stripeJs.confirmCardPayment(intent.clientSecret, {
      payment_method: { card: element },
    });

    expect(paymentIntent).toBeUndefined();
    expect(error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    expect(error?.payment_intent).not.toHaveProperty('metadata');
  });

  it('when the card is incomplete, then createPaymentMethod answers the validation error without calling the API', async () => {
    const { card: element, lastChange } = await mountCard();
    type('Card number', '4242 4242 4242 4242');

    const { error } = await stripeJs.createPaymentMethod({ type: 'card', card: element });

    expect(error).toMatchObject({ type: 'validation_error', code: 'incomplete_expiry' });
    expect(lastChange()?.error?.code).toBe('incomplete_expiry');
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('when retrievePaymentIntent is called with a client secret, then it answers the intent', async () => {
    const intent = await newIntent();

    const { paymentIntent } = await stripeJs.retrievePaymentIntent(intent.clientSecret);

    expect(paymentIntent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
  });
});

describe('with @stripe/stripe-js and @stripe/react-stripe-js', () => {
  it('when loadStripe’s promise feeds <Elements> with a <CardElement> (StrictMode), then the inputs render, onReady fires and onChange reports complete', async () => {
    // On the shop's page the script and the app share one window; here the app's window is
    // the test's global, so hand it the same Stripe before @stripe/stripe-js looks for it.
    Object.assign(globalThis, { Stripe: page.Stripe });
    const [
      { StrictMode, createElement },
      { createRoot },
      { CardElement, Elements },
      { loadStripe },
    ] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('@stripe/react-stripe-js'),
      import('@stripe/stripe-js'),
    ]);
    const onReady = vi.fn();
    const onChange = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);

    root.render(
      createElement(
        StrictMode,
        null,
        createElement(
          Elements,
          { stripe: loadStripe('pk_test_sandbox') },
          createElement(CardElement, { onReady, onChange }),
        ),
      ),
    );
    await vi.waitFor(() => expect(onReady).toHaveBeenCalled());
    typeCard('4242 4242 4242 4242');

    expect(container.querySelectorAll('[aria-label="Card number"]')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ complete: true }));
    root.unmount();
    expect(container.querySelector('input')).toBeNull();
  });
});
