import { describe, expect, it } from 'vitest';
import { assertDeployEnv, deployKeys } from './deploy-env.ts';

const complete = Object.fromEntries(deployKeys.map((key) => [key, 'value']));

describe('assertDeployEnv', () => {
  it('lets the emulator build go without keys', () => {
    expect(() => assertDeployEnv('emulator', {})).not.toThrow();
  });

  it.each(['production', 'staging'])(
    'refuses a %s build without its keys, naming each missing one',
    (mode) => {
      expect(() => assertDeployEnv(mode, {})).toThrow(deployKeys.join(', '));
      expect(() => assertDeployEnv(mode, {})).toThrow(`web/.env.${mode}.local`);
      expect(() =>
        assertDeployEnv(mode, { ...complete, VITE_STRIPE_PUBLISHABLE_KEY: ' ' }),
      ).toThrow(/needs VITE_STRIPE_PUBLISHABLE_KEY \(/);
    },
  );

  it.each(['production', 'staging', 'emulator', 'development'])(
    'lets a %s build with every key go',
    (mode) => {
      expect(() => assertDeployEnv(mode, complete)).not.toThrow();
    },
  );
});
