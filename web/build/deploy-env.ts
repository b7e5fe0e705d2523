/**
 * The keys a deployed SPA needs. Without them the app would quietly talk to the local Auth
 * emulator and the Stripe sandbox (web/src/lib/firebase.ts, load-stripe.ts), which is right
 * for `--mode emulator` (npm start, the tests) and wrong for anything shipped.
 */
export const deployKeys = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_STRIPE_PUBLISHABLE_KEY',
] as const;

/**
 * Throws when a production build (`vite build`, what `firebase deploy` runs) lacks a deploy
 * key; every other mode may use the emulators.
 */
export function assertDeployEnv(mode: string, env: Record<string, string | undefined>) {
  if (mode !== 'production') return;
  const missing = deployKeys.filter((key) => !env[key]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `A production build needs ${missing.join(', ')} (in web/.env.production.local; see the ` +
        `README, "Using a real Firebase project"). For the emulators build with --mode emulator.`,
    );
  }
}
