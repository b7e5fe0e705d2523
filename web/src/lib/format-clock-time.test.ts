import { describe, expect, it } from 'vitest';
import { formatClockTime } from './format-clock-time';

describe('formatClockTime', () => {
  const now = new Date(2026, 10, 24, 15, 0);

  it('when the moment is today, then it is the 24-hour clock time with two-digit minutes', () => {
    expect(formatClockTime(new Date(2026, 10, 24, 15, 42).toISOString(), now)).toBe('15:42');
    expect(formatClockTime(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toBe('09:05');
  });

  it('when the moment is on another day, then the date comes first', () => {
    expect(formatClockTime(new Date(2026, 10, 25, 0, 12).toISOString(), now)).toBe('Nov 25, 00:12');
  });
});
