import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { countOne } from './mail-delivery.ts';

const start = Timestamp.fromDate(new Date('2026-11-28T10:00:00Z'));
const minutesLater = (minutes: number) => Timestamp.fromMillis(start.toMillis() + minutes * 60_000);

describe('countOne', () => {
  it('when an account has had none, then the message is within the limit and starts its hour', () => {
    expect(countOne(undefined, start, 2)).toEqual({
      within: true,
      quota: { windowStart: start, sent: 1 },
    });
  });

  it('when the limit is reached within the hour, then the next is beyond it; after the hour, a new one starts', () => {
    const full = { windowStart: start, sent: 2 };

    expect(countOne({ windowStart: start, sent: 1 }, minutesLater(30), 2)).toEqual({
      within: true,
      quota: { windowStart: start, sent: 2 },
    });
    expect(countOne(full, minutesLater(59), 2).within).toBe(false);
    expect(countOne(full, minutesLater(60), 2)).toEqual({
      within: true,
      quota: { windowStart: minutesLater(60), sent: 1 },
    });
  });
});
