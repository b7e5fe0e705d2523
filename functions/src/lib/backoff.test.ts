import { describe, expect, it } from 'vitest';
import { jitteredBackoff } from './backoff.ts';

describe('jitteredBackoff', () => {
  it('waits from nothing up to a bound that doubles each attempt and stops at the most', () => {
    const bounds = { baseMs: 100, maxMs: 1_000 };
    const waits = (attempt: number) =>
      Array.from({ length: 200 }, () => jitteredBackoff(attempt, bounds));

    for (const [attempt, bound] of [
      [0, 100],
      [1, 200],
      [3, 800],
      [4, 1_000],
      [20, 1_000],
    ]) {
      const drawn = waits(attempt as number);
      expect(Math.min(...drawn)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...drawn)).toBeLessThanOrEqual(bound as number);
      // Spread over the range, not one fixed wait: the point of the jitter.
      expect(new Set(drawn).size).toBeGreaterThan(100);
      expect(Math.max(...drawn)).toBeGreaterThan((bound as number) / 2);
    }
  });
});
