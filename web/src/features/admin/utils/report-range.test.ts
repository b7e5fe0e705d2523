import { describe, expect, it } from 'vitest';
import { formatRate, rateTicks, shortDay } from './report-figures';
import { lastDays, rangeFromSearch } from './report-range';

const now = new Date('2026-03-01T23:30:00Z');

describe('the range of Reports', () => {
  it('counts today (UTC) among the last days, across the end of a month', () => {
    expect(lastDays(1, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(lastDays(7, now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('takes the range of the URL when the server would, else the last 30 days', () => {
    const search = (query: string) => rangeFromSearch(new URLSearchParams(query), now);

    expect(search('from=2026-01-01&to=2026-01-31')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    const lastMonth = { from: '2026-01-31', to: '2026-03-01' };
    expect(search('')).toEqual(lastMonth);
    expect(search('from=2026-02-01&to=2026-01-31')).toEqual(lastMonth);
    expect(search('from=2024-01-01&to=2026-01-31')).toEqual(lastMonth);
    expect(search('from=2026-02-30&to=2026-03-01')).toEqual(lastMonth);
  });
});

describe('the figures of Reports', () => {
  it('shows rates to a tenth of a percent, and days short on an axis', () => {
    expect(formatRate(0.25)).toBe('25%');
    expect(formatRate(1 / 6)).toBe('16.7%');
    expect(formatRate(0)).toBe('0%');
    expect(shortDay('2026-11-05')).toBe('5 Nov');
  });

  it('marks a rate axis in round percentages, five steps at most', () => {
    expect(rateTicks(0.042)).toEqual([0, 0.01, 0.02, 0.03, 0.04, 0.05]);
    expect(rateTicks(0.25)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25]);
    expect(rateTicks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(rateTicks(0)).toEqual([0, 0.01]);
  });
});
