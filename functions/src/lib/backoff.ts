/**
 * How long to wait before retry `attempt` (0 first): exponential up to `maxMs`, with full
 * jitter (a random wait from 0 to that bound), so that callers who failed together do not
 * come back together (AWS's "Exponential Backoff And Jitter").
 */
export function jitteredBackoff(
  attempt: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
) {
  return Math.random() * Math.min(maxMs, baseMs * 2 ** attempt);
}
