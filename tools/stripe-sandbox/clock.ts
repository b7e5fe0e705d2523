/**
 * The sandbox's clock: the real time plus an offset a test can move forward
 * (`POST /_sandbox/clock`), so that what ages at Stripe can be seen to age without waiting a
 * day. Only idempotency keys age by it (idempotency.ts); objects' `created` and events'
 * signatures keep the real time, which the shop's own clock, unmoved, checks them against.
 */
export interface SandboxClock {
  /** Now, in milliseconds since the epoch, as the sandbox sees it. */
  now(): number;
  /** Moves the clock `seconds` forward. */
  advance(seconds: number): void;
  /** Back to the real time. */
  reset(): void;
  /** How far ahead of the real time it is, in seconds. */
  offsetSeconds(): number;
}

export function createClock(realNow: () => number = Date.now): SandboxClock {
  let offsetMs = 0;
  return {
    now: () => realNow() + offsetMs,
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
    reset() {
      offsetMs = 0;
    },
    offsetSeconds: () => offsetMs / 1000,
  };
}
