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

/** The one mode built for the local emulators (`npm start`, `npm run build`, the tests). */
export const emulatorMode = 'emulator';

/**
 * Throws when a build in any mode but `emulator` lacks a deploy key: production (`vite build`,
 * what `firebase deploy` runs), staging or any other mode may be shipped somewhere, and Vite
 * reads that mode's own `.env.<mode>.local`. Only `--mode emulator` may go without keys.
 */
export function assertDeployEnv(mode: string, env: Record<string, string | undefined>) {
  if (mode === emulatorMode) return;
  const missing = deployKeys.filter((key) => !env[key]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `A build in mode "${mode}" needs ${missing.join(', ')} (in web/.env.${mode}.local; see ` +
        `docs/deploying.md, "Using a real Firebase project"). For the emulators build with ` +
        `--mode ${emulatorMode}.`,
    );
  }
}
