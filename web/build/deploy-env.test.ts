import { describe, expect, it } from 'vitest';
import { assertDeployEnv, deployKeys } from './deploy-env.ts';

const complete = Object.fromEntries(deployKeys.map((key) => [key, 'value']));

describe('assertDeployEnv', () => {
  it('lets the emulator build go without keys', () => {
    expect(() => assertDeployEnv('emulator', {})).not.toThrow();
  });

  it('refuses a production build without its keys, naming each missing one', () => {
    expect(() => assertDeployEnv('production', {})).toThrow(deployKeys.join(', '));
    expect(() =>
      assertDeployEnv('production', { ...complete, VITE_STRIPE_PUBLISHABLE_KEY: ' ' }),
    ).toThrow(/needs VITE_STRIPE_PUBLISHABLE_KEY \(/);
  });

  it('lets a production build with every key go', () => {
    expect(() => assertDeployEnv('production', complete)).not.toThrow();
  });
});
