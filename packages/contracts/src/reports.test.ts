import { describe, expect, it } from 'vitest';
import { salesReportQuerySchema } from './reports-schemas.ts';

const problem = (query: object) =>
  salesReportQuerySchema.validate(query).then(
    () => null,
    (error: Error) => error.message,
  );

describe('salesReportQuerySchema', () => {
  it('when a range is a year of 366 days, then it is a report; a day more is refused', async () => {
    expect(await problem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(await problem({ from: '2027-01-01', to: '2028-01-01' })).toBeNull();
    expect(await problem({ from: '2027-01-01', to: '2028-01-02' })).toBe(
      'A report covers at most 366 days',
    );
  });

  it('when a day is missing, not a day, or To is before From, then it says which', async () => {
    expect(await problem({ to: '2026-11-27' })).toBe('From is required');
    expect(await problem({ from: '2026-11-27' })).toBe('To is required');
    expect(await problem({ from: '2026-02-30', to: '2026-03-01' })).toBe(
      'From must be a date from 2000 on, YYYY-MM-DD',
    );
    expect(await problem({ from: '2026-11-27', to: '2026-11-26' })).toBe(
      'To cannot be before From',
    );
  });
});
