// Firestore for the one thing the web app keeps there itself: a signed-in rider's cart
// (docs/decisions/0032-orders-with-lines.md). Firestore Lite, without live listeners: a
// cart is read when the rider signs in and written as it changes, and Lite is a fraction of
// the full SDK. Loaded only once a rider is signed in.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { firebaseApp, usesEmulator } from './firebase';

export const firestore = getFirestore(firebaseApp);

if (usesEmulator) {
  // The fixed local contract's Firestore port (../shared/DECISIONS.md).
  connectFirestoreEmulator(firestore, '127.0.0.1', 8080);
}
