import { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { recordWrites } from './recorded-writes.ts';

describe('recordWrites', () => {
  it('when a batch writes, then its writes are recorded as one group, until stopped', () => {
    // A batch is only built here, never committed: no Firestore is needed.
    const db = new Firestore({ projectId: 'demo-recorded-writes' });
    const recording = recordWrites();
    db.batch().set(db.doc('parts/disc'), { a: 1 }).delete(db.doc('mail/m1'));
    recording.stop();
    db.batch().set(db.doc('parts/plug'), { a: 1 });
    expect(recording.groups()).toEqual([
      [
        { method: 'set', path: 'parts/disc' },
        { method: 'delete', path: 'mail/m1' },
      ],
    ]);
  });
});
