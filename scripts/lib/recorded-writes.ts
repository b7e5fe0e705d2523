// What the code under test writes to Firestore, recorded as it writes it, in this process
// (docs/decisions/0047-launch-day.md). Every write goes through a WriteBatch: a transaction's
// through its own, a document's `set` or `create` through one of a single write. So the writes
// come grouped as they commit: a test holds a refused order to writing nothing at all (no
// lease, no movement), and the bench counts what one costs.
import { WriteBatch, type DocumentReference } from 'firebase-admin/firestore';

export interface RecordedWrite {
  method: 'create' | 'set' | 'update' | 'delete';
  path: string;
}

const methods = ['create', 'set', 'update', 'delete'] as const;

/** Records every write from now until `stop()`, grouped by the batch or transaction making it. */
export function recordWrites() {
  const recorded = new Map<WriteBatch, RecordedWrite[]>();
  const originals = methods.map((method) => [method, WriteBatch.prototype[method]] as const);
  const define = (method: string, value: unknown) =>
    Object.defineProperty(WriteBatch.prototype, method, {
      configurable: true,
      writable: true,
      value,
    });
  for (const [method, original] of originals) {
    define(method, function (this: WriteBatch, ref: DocumentReference, ...rest: unknown[]) {
      recorded.set(this, [...(recorded.get(this) ?? []), { method, path: ref.path }]);
      return (original as (...args: unknown[]) => WriteBatch).call(this, ref, ...rest);
    });
  }
  return {
    /** The writes so far, by batch or transaction. */
    groups: () => [...recorded.values()],
    stop: () => {
      for (const [method, original] of originals) define(method, original);
    },
  };
}
