/// <reference types="vite/client" />

// A real Firebase project's web config (web/.env.production.local). Without the API key the
// app runs against the local Auth emulator under the demo project.
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  // A Stripe test-mode publishable key (pk_test_…). Without it the payment screen uses the
  // local Stripe sandbox's browser script, served at VITE_STRIPE_SANDBOX_URL or
  // http://127.0.0.1:12111 (docs/product.md §10).
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_STRIPE_SANDBOX_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
