import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { contendedTransaction, retryingClosed } from './closed-transaction.ts';
import { createSerialQueue } from './serial-queue.ts';
import { storedAs } from './stored-as.ts';

/**
 * `rateLimits/{limiter}:{account}`: one account's calls in its current window. Only the API
 * reads and writes it (no rule lets a client in); `expireAt` lets a TTL policy delete it
 * once its window is over (README, "Production settings").
 */
export interface RateLimitDoc {
  hits: number;
  resetAt: Timestamp;
  expireAt: Timestamp;
}

export const rateLimitsCollection = (db: Firestore) =>
  db.collection('rateLimits').withConverter(storedAs<RateLimitDoc>());

/**
 * An express-rate-limit store that counts in Firestore, so that every instance of the `api`
 * function counts the same calls (docs/decisions/0015-rate-limits.md). A window starts at an
 * account's first call, as with the library's memory store.
 *
 * Each counted call is one transaction: one read and one write. A call over the limit writes
 * nothing, and once this instance has seen an account over its limit it refuses the account's
 * further calls of that window without asking Firestore: counts only grow within a window,
 * so the answer cannot change, and a flood costs nothing.
 */
export class FirestoreRateLimitStore implements Store {
  /** The library's `identifier` for this limiter: the first part of each document id. */
  prefix = '';
  #limit = 0;
  #windowMs = 0;
  /** Accounts known to be over the limit, until when (epoch ms). */
  readonly #overUntil = new Map<string, number>();
  /**
   * One account's calls are counted one after another in this instance: its transactions on
   * one document would otherwise queue for its lock, and a burst of them time out. Between
   * instances the transaction settles races.
   */
  readonly #oneCallAtATime = createSerialQueue();

  readonly #db: Firestore;

  constructor(db: Firestore) {
    this.#db = db;
  }

  init(options: Options) {
    if (typeof options.limit !== 'number') {
      throw new TypeError('FirestoreRateLimitStore takes a fixed limit');
    }
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
    this.prefix = String(options.identifier);
  }

  #ref(key: string) {
    return rateLimitsCollection(this.#db).doc(`${this.prefix}:${key}`);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.#oneCallAtATime(key, () => this.#count(key));
  }

  async #count(key: string): Promise<ClientRateLimitInfo> {
    const overUntil = this.#overUntil.get(key);
    if (overUntil !== undefined) {
      if (overUntil > Date.now()) {
        return { totalHits: this.#limit + 1, resetTime: new Date(overUntil) };
      }
      this.#overUntil.delete(key);
    }

    const ref = this.#ref(key);
    const counted = await retryingClosed(() =>
      this.#db.runTransaction(async (tx) => {
        const now = Date.now();
        const found = (await tx.get(ref)).data();
        if (found && found.resetAt.toMillis() > now) {
          const totalHits = found.hits + 1;
          // A call over the limit is refused and leaves the count as it was.
          if (totalHits <= this.#limit) tx.update(ref, { hits: totalHits });
          return { totalHits, resetAt: found.resetAt.toMillis() };
        }
        const resetAt = Timestamp.fromMillis(now + this.#windowMs);
        tx.set(ref, { hits: 1, resetAt, expireAt: resetAt });
        return { totalHits: 1, resetAt: resetAt.toMillis() };
      }, contendedTransaction),
    );
    if (counted.totalHits > this.#limit) this.#overUntil.set(key, counted.resetAt);
    return { totalHits: counted.totalHits, resetTime: new Date(counted.resetAt) };
  }

  // Only called for options this shop does not use (skipping failed or successful calls), but
  // every store has them.
  async decrement(key: string) {
    const ref = this.#ref(key);
    await this.#db.runTransaction(async (tx) => {
      const found = (await tx.get(ref)).data();
      if (found && found.hits > 0) tx.update(ref, { hits: found.hits - 1 });
    });
  }

  async resetKey(key: string) {
    this.#overUntil.delete(key);
    await this.#ref(key).delete();
  }
}
