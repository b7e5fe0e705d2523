import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
} from 'firebase/auth';

const env = import.meta.env;

// Without a real project's key the app talks to the local emulators under a `demo-` project
// id, which can never reach a live project.
export const usesEmulator = !env.VITE_FIREBASE_API_KEY;

const config: FirebaseOptions = usesEmulator
  ? { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId: 'demo-moto-parts' }
  : {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    };

export const firebaseApp = initializeApp(config);

// initializeAuth instead of getAuth: docs/product.md's persistence order (local, then session, then
// memory), and it leaves getAuth's IndexedDB persistence out of the bundle. No popup
// resolver here: given one, Auth loads Google's iframe script on every page; the Google
// button passes it to signInWithPopup instead.
export const auth = initializeAuth(firebaseApp, {
  persistence: [browserLocalPersistence, browserSessionPersistence, inMemoryPersistence],
});

if (usesEmulator) {
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
}
