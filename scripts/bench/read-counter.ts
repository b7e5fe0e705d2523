// Counts the Firestore document reads this process makes, as Firestore bills them: a document
// fetched is one read, a query one per document it returns (at least one), an aggregation
// (count) one per 1,000 index entries it scans (one here). Patches the three places the
// client library reads through, in this process only: a benchmark's instrument, never the API's.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const firestoreBuild = '@google-cloud/firestore/build/src';
type AnyProto = Record<string, (...args: unknown[]) => Promise<{ result: unknown }>>;
const prototypes = {
  documents: (
    require(`${firestoreBuild}/document-reader.js`) as { DocumentReader: { prototype: AnyProto } }
  ).DocumentReader.prototype,
  query: (require(`${firestoreBuild}/reference/query.js`) as { Query: { prototype: AnyProto } })
    .Query.prototype,
  aggregate: (
    require(`${firestoreBuild}/reference/aggregate-query.js`) as {
      AggregateQuery: { prototype: AnyProto };
    }
  ).AggregateQuery.prototype,
};

let reads = 0;

function count(prototype: AnyProto, readsOf: (result: unknown) => number) {
  const original = prototype._get;
  if (!original) throw new Error('The Firestore client changed: update read-counter.ts');
  prototype._get = async function (this: unknown, ...args: unknown[]) {
    const answer = await original.apply(this, args);
    reads += readsOf(answer.result);
    return answer;
  };
}

count(prototypes.documents, (result) => (result as unknown[]).length);
count(prototypes.query, (result) => Math.max(1, (result as { size: number }).size));
count(prototypes.aggregate, () => 1);

/** The document reads `run` makes. */
export async function readsDuring(run: () => Promise<unknown>) {
  const before = reads;
  await run();
  return reads - before;
}
