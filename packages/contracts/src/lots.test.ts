import { describe, expect, it } from 'vitest';
import { lotInputSchema } from './lots-schemas.ts';
import { isCalendarDate } from './lots.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-01', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-45', false],
    ['2026-00-10', false],
    ['2026-1-1', false],
    ['yesterday', false],
  ])('reads %j as a real day: %s', (date, real) => {
    expect(isCalendarDate(date)).toBe(real);
  });
});

describe('lotInputSchema', () => {
  it('when a lot was made on a month that does not exist, then it is refused with the reason, not thrown', async () => {
    await expect(lotInputSchema.validate({ code: 'B-1', madeOn: '2026-13-45' })).rejects.toThrow(
      'Made on must be a date, YYYY-MM-DD',
    );
  });
});
