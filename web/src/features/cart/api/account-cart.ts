import type { CartDoc } from '@moto-parts/contracts';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firestore';
import { storedLines } from '../utils/cart-lines';
import type { CartKeeper } from '../stores/cart-store';

/**
 * A signed-in rider's cart, `carts/{uid}` (firestore.rules: theirs alone, a list of lines
 * stamped with the server's time).
 */
export function accountCart(uid: string): CartKeeper {
  const ref = doc(firestore, 'carts', uid);
  return {
    load: async () => storedLines((await getDoc(ref)).get('lines')),
    save: async (lines) => {
      const cart: CartDoc = { lines, updatedAt: serverTimestamp() };
      await setDoc(ref, cart);
    },
  };
}
