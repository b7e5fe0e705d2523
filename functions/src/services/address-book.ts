// A rider's address book (My Profile, checkout): kept on their user document, replaced whole,
// each address checked for its country by the shared schema (docs/decisions/0032-orders-with-lines.md).
import type { AddressBook, AddressBookInput, SavedAddress } from '@moto-parts/contracts';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { notFound } from '../lib/http-error.ts';
import { usersCollection } from '../store/users.ts';

/** `GET /address-book`: the caller's saved addresses, none for a new account. */
export async function getAddressBook(db: Firestore, caller: Caller): Promise<AddressBook> {
  const user = (await usersCollection(db).doc(caller.uid).get()).data();
  return { addresses: user?.addresses ?? [] };
}

/** `PUT /address-book`: the caller's whole book; with no default, the first address is it. */
export async function replaceAddressBook(
  db: Firestore,
  caller: Caller,
  input: AddressBookInput,
): Promise<AddressBook> {
  const hasDefault = input.addresses.some((address) => address.default);
  const addresses = input.addresses.map((address, index): SavedAddress => ({
    ...(address as SavedAddress),
    default: hasDefault ? address.default === true : index === 0,
  }));
  const ref = usersCollection(db).doc(caller.uid);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound('No such user');
    tx.update(ref, { addresses, updatedAt: FieldValue.serverTimestamp() });
  });
  return { addresses };
}
