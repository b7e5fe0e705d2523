import { describe, expect, it } from 'vitest';
import { formatReviewDate } from './format-review-date';

// Built from local dates, so the expected day holds in whatever time zone the tests run.
const localIso = (year: number, monthIndex: number, day: number) =>
  new Date(year, monthIndex, day, 15, 30).toISOString();

describe('formatReviewDate', () => {
  it('when given an ISO timestamp, then it shows the day, a three-letter month and the year', () => {
    expect(formatReviewDate(localIso(2026, 10, 12))).toBe('12 Nov 2026');
    expect(formatReviewDate(localIso(2026, 8, 3))).toBe('3 Sep 2026');
  });

  it('when the timestamp is not a date, then it shows nothing', () => {
    expect(formatReviewDate('yesterday')).toBe('');
  });
});
