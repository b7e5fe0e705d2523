import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * A query's documents a page at a time, each page continued after the last document of the
 * one before (a cursor, so no page is read twice, whatever the writes in between). The next
 * page is asked for while the caller works on this one; no more than two are held at once.
 */
export async function* pagesOf<T>(
  query: Query<T>,
  size: number,
): AsyncGenerator<QueryDocumentSnapshot<T>[]> {
  const read = (after?: QueryDocumentSnapshot<T>) => {
    const page = (after ? query.startAfter(after) : query).limit(size).get();
    // A page asked for ahead is never awaited when the reader stops (a client that went
    // away): its failure is then nobody's, and must not be an unhandled rejection.
    page.catch(() => undefined);
    return page;
  };
  let next = read();
  for (;;) {
    const { docs } = await next;
    const last = docs.at(-1);
    if (docs.length === size && last) next = read(last);
    if (docs.length > 0) yield docs;
    if (docs.length < size || !last) return;
  }
}
