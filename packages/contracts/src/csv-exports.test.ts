import { describe, expect, it } from 'vitest';
import { exportQuerySchema } from './csv-exports-schemas.ts';

const refusal = async (query: Record<string, string>) => {
  try {
    await exportQuerySchema.validate(query, { abortEarly: false });
    return undefined;
  } catch (error) {
    // Each message once: a day can break the pattern and the calendar both.
    return [...new Set((error as { errors: string[] }).errors)];
  }
};

describe('exportQuerySchema', () => {
  it('when a range of days is given, or none, or one end, then it is taken as it is', async () => {
    expect(await exportQuerySchema.validate({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(await exportQuerySchema.validate({})).toEqual({});
    expect(await exportQuerySchema.validate({ to: '2026-01-01' })).toEqual({ to: '2026-01-01' });
  });

  it('when the last day comes before the first, then it says so', async () => {
    expect(await refusal({ from: '2026-02-01', to: '2026-01-31' })).toEqual([
      'To cannot be before From',
    ]);
  });

  it.each(['2026-02-30', '2895-44-57', '1999-12-31', '3000-01-01', '26-1-1', 'yesterday'])(
    'when a day is %j, then it is refused as no date of the shop',
    async (day) => {
      expect(await refusal({ from: day })).toEqual([
        'From must be a date from 2000 on, YYYY-MM-DD',
      ]);
    },
  );
});
