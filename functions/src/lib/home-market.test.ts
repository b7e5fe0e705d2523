import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeMarket, parseHomeMarket } from './home-market.ts';

describe('the home market', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['US-OR', { country: 'US', region: 'OR' }],
    ['us-ca', { country: 'US', region: 'CA' }],
    ['GB', { country: 'GB' }],
    [' DE ', { country: 'DE' }],
  ])('when the code is %j, then it is %j', (code, market) => {
    expect(parseHomeMarket(code)).toEqual(market);
  });

  it.each(['', 'USA', 'XX', 'US-', 'US-OREGON', 'Pyongyang'])(
    'when the code is %j, then it names no market',
    (code) => {
      expect(parseHomeMarket(code)).toBeNull();
    },
  );

  it('when HOME_MARKET is unset, then it is Oregon, United States; when it names no country, then it throws', () => {
    vi.stubEnv('HOME_MARKET', '');
    expect(homeMarket()).toEqual({ country: 'US', region: 'OR' });
    vi.stubEnv('HOME_MARKET', 'Nowhere');
    expect(() => homeMarket()).toThrow('HOME_MARKET=Nowhere names no country the shop ships to');
  });
});
