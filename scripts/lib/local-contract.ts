// The fixed local contract (docs/product.md §10): tools outside this repository rely on it.
// `npm test` also starts a second set of emulators, for the API and rules suites, so that they
// run beside the browser suite (docs/decisions/0030-two-emulator-sets.md). A process whose
// MOTO_PARTS_EMULATORS is `api-tests` reads that set's project, ports and URLs here; the
// mailbox is one for both sets.
const emulatorSets = {
  shop: {
    projectId: 'demo-moto-parts',
    ports: {
      hosting: 5000,
      functions: 5001,
      firestore: 8080,
      firestoreWebSocket: 9150,
      auth: 9099,
      hub: 4400,
      logging: 4500,
      tasks: 9499,
      eventarc: 9299,
      stripe: 12111,
    },
  },
  'api-tests': {
    projectId: 'demo-moto-parts-api-tests',
    ports: {
      hosting: 5010,
      functions: 5011,
      firestore: 8090,
      firestoreWebSocket: 9160,
      auth: 9199,
      hub: 4410,
      logging: 4510,
      tasks: 9509,
      eventarc: 9309,
      stripe: 12121,
    },
  },
} as const;
export type EmulatorSet = keyof typeof emulatorSets;

function selectedSet(): EmulatorSet {
  const name = process.env.MOTO_PARTS_EMULATORS ?? 'shop';
  if (!Object.hasOwn(emulatorSets, name)) {
    throw new Error(`MOTO_PARTS_EMULATORS must be one of ${Object.keys(emulatorSets).join(', ')}`);
  }
  return name as EmulatorSet;
}

export const emulatorSet = selectedSet();
export const { projectId } = emulatorSets[emulatorSet];
export const host = '127.0.0.1';
export const ports = { ...emulatorSets[emulatorSet].ports, smtp: 1025, mailbox: 1080 };
/** `tasks` runs the task-queue function that ends unpaid orders' holds. */
export const emulators = ['auth', 'firestore', 'functions', 'hosting', 'tasks'] as const;

export const shopUrl = `http://${host}:${ports.hosting}`;
export const apiUrl = `${shopUrl}/api`;

/** Environment that points firebase-admin (seed, tests) at the emulators. */
export const emulatorEnv = {
  GCLOUD_PROJECT: projectId,
  FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
  // No Google metadata server here: stop the auth library from probing for one.
  METADATA_SERVER_DETECTION: 'none',
};

export const demoPassword = 'moto-parts-demo';
export const demoAccounts = [
  { uid: 'demo-admin', email: 'admin@moto-parts.test', name: 'Shop Admin', role: 'admin' },
  { uid: 'demo-rider', email: 'rider@moto-parts.test', name: 'Demo Rider' },
] as const;

/**
 * The local Stripe sandbox (tools/stripe-sandbox): Stripe's API subset the shop uses, its
 * test cards and signed webhooks, offline. The keys only mean "use the sandbox".
 */
export const stripeSandbox = {
  url: `http://${host}:${ports.stripe}`,
  secretKey: 'sk_test_sandbox',
  publishableKey: 'pk_test_sandbox',
  webhookUrl: `${apiUrl}/stripe/webhook`,
};

/**
 * The local mailbox (maildev, scripts/lib/mailbox.ts): every email the shop sends over SMTP
 * lands here, shown on its web page and read by the tests through its REST API.
 */
export const mailbox = {
  url: `http://${host}:${ports.mailbox}`,
  smtpHost: host,
  smtpPort: ports.smtp,
};
