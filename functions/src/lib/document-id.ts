// Ids the shop creates: Firestore auto-ids and the seed's kebab-case ids. Anything else
// (a `/` that would address a sub-collection, `..`, a huge string) cannot name a document,
// and is answered like an id that names none.
export const documentIdMaxLength = 128;
export const documentIdPattern = new RegExp(`^[A-Za-z0-9_-]{1,${documentIdMaxLength}}$`);
// Firestore reserves ids of the form `__…__` (`__proto__` among them): reading one fails
// with INVALID_ARGUMENT, which would be a 500 rather than a 404.
export const reservedIdPattern = /^__.*__$/;

export const isDocumentId = (id: string) =>
  documentIdPattern.test(id) && !reservedIdPattern.test(id);
