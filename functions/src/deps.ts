import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/** What the Express app needs from the outside world; tests and benchmarks pass their own. */
export interface AppDeps {
  db: Firestore;
  auth: Auth;
  /** Read per request: Functions secrets are only available while a request runs. */
  accessTokenSecret: () => string;
}
