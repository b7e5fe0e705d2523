import { afterEach, describe, expect, it, vi } from 'vitest';

const loadStripe = vi.hoisted(() => vi.fn(async (key: string) => ({ key })));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

/** The loader as a new page sees it: nothing loaded yet. */
async function freshLoader() {
  vi.resetModules();
  const { loadStripeJs } = await import('./load-stripe');
  return loadStripeJs;
}

const scripts = () => [...document.querySelectorAll('script')];

/** The script the loader added, once it is in the page. */
async function addedScript() {
  await vi.waitFor(() => expect(scripts()).toHaveLength(1));
  return scripts()[0] as HTMLScriptElement;
}

afterEach(() => {
  vi.unstubAllEnvs();
  for (const script of scripts()) script.remove();
});

describe('loadStripeJs', () => {
  it('when there is no publishable key, then it loads the local sandbox’s script, then Stripe.js from it, once', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    const loadStripeJs = await freshLoader();

    const loading = loadStripeJs();
    const script = await addedScript();
    expect(script.src).toBe('http://127.0.0.1:12111/js/stripe.js');
    expect(loadStripe).not.toHaveBeenCalled();
    script.dispatchEvent(new Event('load'));

    await expect(loading).resolves.toEqual({ key: 'pk_test_sandbox' });
    expect(loadStripeJs()).toBe(loading);
    expect(scripts()).toHaveLength(1);
    expect(loadStripe).toHaveBeenCalledOnce();
  });

  it('when the sandbox is elsewhere, then its script comes from VITE_STRIPE_SANDBOX_URL', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    vi.stubEnv('VITE_STRIPE_SANDBOX_URL', 'http://localhost:4242');
    const loadStripeJs = await freshLoader();

    void loadStripeJs();

    expect((await addedScript()).src).toBe('http://localhost:4242/js/stripe.js');
  });

  it('when there is a publishable key, then Stripe.js is loaded with it and no sandbox script is added', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_shop');
    const loadStripeJs = await freshLoader();

    await expect(loadStripeJs()).resolves.toEqual({ key: 'pk_test_shop' });

    expect(loadStripe).toHaveBeenCalledWith('pk_test_shop');
    expect(scripts()).toHaveLength(0);
  });

  it('when the sandbox’s script fails to load, then the load fails, and the next call tries again', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    const loadStripeJs = await freshLoader();

    const failing = loadStripeJs();
    (await addedScript()).dispatchEvent(new Event('error'));

    await expect(failing).rejects.toThrow(
      'Failed to load Stripe.js from http://127.0.0.1:12111/js/stripe.js',
    );
    expect(scripts()).toHaveLength(0);
    const retry = loadStripeJs();
    (await addedScript()).dispatchEvent(new Event('load'));
    await expect(retry).resolves.toEqual({ key: 'pk_test_sandbox' });
  });
});
