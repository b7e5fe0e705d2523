import { setTimeout as sleep } from 'node:timers/promises';
import { jitteredBackoff } from './backoff.ts';

/**
 * Whether `error` is the Firestore emulator closing a transaction that waited too long for a
 * lock (`3 INVALID_ARGUMENT: Transaction is invalid or closed`). Production Firestore answers
 * ABORTED there, which the SDK retries; the emulator's answer is not retried, so a burst of
 * orders for one part got a 500. Nothing of such a transaction was written: run it again.
 */
export const isClosedTransaction = (error: unknown) =>
  (error as { code?: unknown }).code === 3 &&
  String((error as { details?: unknown }).details).includes('Transaction is invalid or closed');

/**
 * Runs `transaction` again while the emulator closes it (see above), up to `attempts` times,
 * backing off with jitter: the transactions it closed waited on one lock together.
 */
export async function retryingClosed<T>(transaction: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isClosedTransaction(error)) throw error;
      await sleep(jitteredBackoff(attempt, { baseMs: 50, maxMs: 1_000 }));
    }
  }
}

/**
 * Options of a transaction on a hot document (a part many buyers order, an account's call
 * count): more attempts than the SDK's default 5, so that a burst that queues for the
 * document's lock is answered, not failed.
 */
export const contendedTransaction = { maxAttempts: 20 };
