import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';

/**
 * The converter of a collection whose documents only the API writes (firestore.rules denies
 * every client write): what it reads back is what it wrote, so the type is set here, once
 * per collection (`db.collection(…).withConverter(storedAs<T>())`), and nowhere else.
 */
export function storedAs<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (document: WithFieldValue<T>) => document as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}
