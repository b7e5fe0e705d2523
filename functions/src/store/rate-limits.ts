import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LRUCache } from 'lru-cache';
import { createSerialQueue } from '../lib/serial-queue.ts';
import { storedAs } from '../lib/stored-as.ts';

/**
 * `rateLimits/{limiter}:{account}`: one account's calls in its current window. Only the API
 * reads and writes it (no rule lets a client in); `expireAt` lets a TTL policy delete it
 * once its window is over (docs/deploying.md, "Production settings").
 */
export interface RateLimitDoc {
  hits: number;
  resetAt: Timestamp;
  expireAt: Timestamp;
}

export const rateLimitsCollection = (db: Firestore) =>
  db.collection('rateLimits').withConverter(storedAs<RateLimitDoc>());

/** What this instance last wrote or read of an account's document. */
interface Known {
  /** The document's count: the calls of the window counted or reserved by every instance. */
  hits: number;
  /** When the window ends (epoch ms). */
  resetAt: number;
  /** The document's update time then: a write on it succeeds only if nobody wrote since. */
  updateTime: Timestamp;
  /** Calls this instance reserved with its last write and has not made yet. */
  reserved: number;
}

// The gRPC status codes of a write whose document is not as this instance saw it: changed
// since (FAILED_PRECONDITION), deleted since (NOT_FOUND), or created since (ALREADY_EXISTS).
const staleCodes: unknown[] = [9, 5, 6];
const wasStale = (error: unknown) => staleCodes.includes((error as { code?: unknown }).code);

/**
 * An express-rate-limit store that counts in Firestore, so that every instance of the `api`
 * function counts the same calls (docs/decisions/0015-rate-limits.md). A window starts at an
 * account's first call, as with the library's memory store.
 *
 * Each counted call is one write, and no read: the instance remembers what it last wrote of
 * the account and writes the next count only if the document has not changed since (an
 * update-time precondition). When another instance wrote in between, the write is refused,
 * and the instance reads the document and tries again: counts are never lost, and no lock is
 * held. A call over the limit writes nothing, and is refused from memory once the instance
 * knows the account is over: counts only grow within a window, so the answer cannot change,
 * and a flood costs nothing.
 *
 * With `reservePerWrite` above 1, a write counts that many calls at once (fewer when fewer
 * are left), and the instance makes the next ones from memory. The count never passes the
 * limit, and an instance holding unused calls when the window's last are reserved elsewhere
 * can only make an account stop short of its limit, by fewer than `reservePerWrite` calls per
 * instance: never past it.
 */
export class FirestoreRateLimitStore implements Store {
  /** The library's `identifier` for this limiter: the first part of each document id. */
  prefix = '';
  #limit = 0;
  #windowMs = 0;
  /** Accounts' documents as this instance last saw them; the least recent forgotten first. */
  readonly #known = new LRUCache<string, Known>({ max: 50_000 });
  /**
   * One account's calls are counted one after another in this instance: each would
   * otherwise write over what the one before it wrote, and be refused.
   */
  readonly #oneCallAtATime = createSerialQueue();

  readonly #db: Firestore;
  readonly #reservePerWrite: number;

  constructor(db: Firestore, { reservePerWrite = 1 }: { reservePerWrite?: number } = {}) {
    this.#db = db;
    this.#reservePerWrite = reservePerWrite;
  }

  init(options: Options) {
    if (typeof options.limit !== 'number') {
      throw new TypeError('FirestoreRateLimitStore takes a fixed limit');
    }
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
    this.prefix = String(options.identifier);
  }

  /** Whether this instance has seen the account over its limit in the current window. */
  isKnownOver(key: string) {
    const known = this.#known.get(key);
    return (
      known !== undefined &&
      known.reserved === 0 &&
      known.hits >= this.#limit &&
      known.resetAt > Date.now()
    );
  }

  #ref(key: string) {
    return rateLimitsCollection(this.#db).doc(`${this.prefix}:${key}`);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.#oneCallAtATime(key, () => this.#count(key));
  }

  async #count(key: string): Promise<ClientRateLimitInfo> {
    const ref = this.#ref(key);
    for (;;) {
      const known = this.#known.get(key);
      const now = Date.now();
      const inWindow = known !== undefined && known.resetAt > now;
      if (inWindow && known.reserved > 0) {
        known.reserved -= 1;
        return { totalHits: known.hits - known.reserved, resetTime: new Date(known.resetAt) };
      }
      // A call over the limit is refused and leaves the count as it was.
      if (inWindow && known.hits >= this.#limit) {
        return { totalHits: known.hits + 1, resetTime: new Date(known.resetAt) };
      }
      const counted = inWindow ? known.hits : 0;
      const taken = Math.min(this.#reservePerWrite, this.#limit - counted);
      const hits = counted + taken;
      const resetAt = inWindow ? known.resetAt : now + this.#windowMs;
      try {
        const window = this.#windowOf(hits, resetAt);
        const { writeTime } = await (known === undefined
          ? // Most accounts this instance knows nothing of have no document at all.
            ref.create(window)
          : ref.update({ ...window }, { lastUpdateTime: known.updateTime }));
        this.#known.set(key, { hits, resetAt, updateTime: writeTime, reserved: taken - 1 });
        return { totalHits: counted + 1, resetTime: new Date(resetAt) };
      } catch (error) {
        if (!wasStale(error)) throw error;
        await this.#read(key);
      }
    }
  }

  #windowOf(hits: number, resetAt: number): RateLimitDoc {
    const end = Timestamp.fromMillis(resetAt);
    return { hits, resetAt: end, expireAt: end };
  }

  /** Reads the account's document into memory, or forgets it if there is none. */
  async #read(key: string) {
    const snapshot = await this.#ref(key).get();
    const found = snapshot.data();
    if (found && snapshot.updateTime) {
      this.#known.set(key, {
        hits: found.hits,
        resetAt: found.resetAt.toMillis(),
        updateTime: snapshot.updateTime,
        reserved: 0,
      });
    } else {
      this.#known.delete(key);
    }
  }

  // Only called for options this shop does not use (skipping failed or successful calls), but
  // every store has them.
  async decrement(key: string) {
    const ref = this.#ref(key);
    this.#known.delete(key);
    await this.#db.runTransaction(async (tx) => {
      const found = (await tx.get(ref)).data();
      if (found && found.hits > 0) tx.update(ref, { hits: found.hits - 1 });
    });
  }

  async resetKey(key: string) {
    this.#known.delete(key);
    await this.#ref(key).delete();
  }
}
