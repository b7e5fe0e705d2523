import { addressBookPath, type AddressBook, type AddressBookInput } from '@moto-parts/contracts';
import { api } from './api-client';
import { useApiQuery } from './use-api-query';

// Shared: My Profile keeps the book, and the checkout starts from its default address.

/** `GET /address-book` (signed in): the caller's saved addresses, none for a new account. */
export function getAddressBook() {
  return api.get<AddressBook>(addressBookPath);
}

export function useAddressBook() {
  return useApiQuery('address-book', getAddressBook);
}

/**
 * `PUT /address-book` (signed in): the caller's whole book, which replaces the stored one.
 * Answers the book as stored: with no default given, the first address is the default.
 */
export function saveAddressBook(input: AddressBookInput) {
  return api.put<AddressBook>(addressBookPath, input);
}
