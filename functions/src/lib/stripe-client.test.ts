import { afterEach, describe, expect, it, vi } from 'vitest';
import { stripeApiUrlOverride } from './stripe-client.ts';

const sandbox = 'http://127.0.0.1:12111';

describe('stripeApiUrlOverride', () => {
  afterEach(() => vi.restoreAllMocks());

  it('points the emulated API at the sandbox', () => {
    expect(stripeApiUrlOverride({ FUNCTIONS_EMULATOR: 'true', STRIPE_API_URL: sandbox })).toBe(
      sandbox,
    );
  });

  it('ignores, with a warning, a STRIPE_API_URL set outside the emulator', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(stripeApiUrlOverride({ STRIPE_API_URL: sandbox })).toBeUndefined();
    expect(stripeApiUrlOverride({ FUNCTIONS_EMULATOR: 'false', STRIPE_API_URL: sandbox })).toBe(
      undefined,
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('uses api.stripe.com when nothing is set', () => {
    expect(stripeApiUrlOverride({ FUNCTIONS_EMULATOR: 'true' })).toBeUndefined();
  });
});
