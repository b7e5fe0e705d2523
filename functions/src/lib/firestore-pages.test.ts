import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { pagesOf } from './firestore-pages.ts';

interface Doc {
  id: number;
}

/** A query over `count` documents in order, counting the pages asked for. */
function fakeQuery(count: number) {
  const docs = Array.from(
    { length: count },
    (_, id) => ({ id }) as unknown as QueryDocumentSnapshot<Doc>,
  );
  const asked: number[] = [];
  const queryFrom = (start: number): unknown => ({
    startAfter: (doc: { id: number }) => queryFrom(doc.id + 1),
    limit: (size: number) => ({
      get: async () => {
        asked.push(start);
        return { docs: docs.slice(start, start + size) };
      },
    }),
  });
  return { query: queryFrom(0) as Query<Doc>, asked };
}

const idsOf = (pages: QueryDocumentSnapshot<Doc>[][]) =>
  pages.map((page) => page.map((doc) => (doc as unknown as Doc).id));

describe('pagesOf', () => {
  it('when documents fill more than a page, then each comes once, page by page, after the last of the one before', async () => {
    const { query, asked } = fakeQuery(7);
    const pages: QueryDocumentSnapshot<Doc>[][] = [];

    for await (const page of pagesOf(query, 3)) pages.push(page);

    expect(idsOf(pages)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(asked).toEqual([0, 3, 6]);
  });

  it('when the last page is full, then one more, empty, is asked for and nothing more is given', async () => {
    const { query, asked } = fakeQuery(6);
    const pages: QueryDocumentSnapshot<Doc>[][] = [];

    for await (const page of pagesOf(query, 3)) pages.push(page);

    expect(idsOf(pages)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    expect(asked).toEqual([0, 3, 6]);
  });

  it('when the reader stops after a page, then at most the next page was asked for', async () => {
    const { query, asked } = fakeQuery(30);

    for await (const page of pagesOf(query, 3)) {
      expect(page).toHaveLength(3);
      break;
    }

    expect(asked).toEqual([0, 3]);
  });
});
