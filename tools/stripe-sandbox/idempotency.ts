import type { SandboxClock } from './clock.ts';
import { ApiError } from './errors.ts';
import type { FormValue } from './form-body.ts';

/**
 * Stripe's idempotent requests: a POST with an `Idempotency-Key` that was seen before answers
 * the first answer again, unless its endpoint or parameters differ. Keys belong to the API key
 * that sent them, and (as at Stripe) only answers of requests that ran are kept: successes and
 * card declines, not a 400 for bad parameters. The `stripe` SDK sends a key with every POST.
 * Stripe prunes a key once it is at least 24 hours old, and runs a request with a pruned key
 * as a new one; the sandbox forgets a key when it is 24 hours old on its clock (clock.ts).
 */

/** How long a key is kept: Stripe's "at least 24 hours", at its shortest. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: string;
}

interface Entry {
  path: string;
  params: string;
  answer: StoredAnswer;
  /** When the request that ran first was answered, on the sandbox's clock. */
  at: number;
}

/** Parameters compared whatever order their keys came in. */
function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] ?? '')}`).join(',')}}`;
}

export function createIdempotencyStore(clock: Pick<SandboxClock, 'now'>) {
  const entries = new Map<string, Entry>();
  const entryKey = (apiKey: string, key: string) => `${apiKey}\n${key}`;

  return {
    /**
     * The stored answer to replay, undefined for a new key or one 24 hours old (forgotten);
     * throws when the key is misused.
     */
    replay(apiKey: string, key: string, path: string, params: FormValue) {
      const entry = entries.get(entryKey(apiKey, key));
      if (!entry) return undefined;
      if (clock.now() - entry.at >= idempotencyKeyLifetimeMs) {
        entries.delete(entryKey(apiKey, key));
        return undefined;
      }
      const misuse = (message: string) =>
        new ApiError(400, {
          type: 'idempotency_error',
          message: `${message} Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      if (entry.path !== path) {
        throw misuse(
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.path}' vs '${path}').`,
        );
      }
      if (entry.params !== canonical(params)) {
        throw misuse(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return entry.answer;
    },

    remember(apiKey: string, key: string, path: string, params: FormValue, answer: StoredAnswer) {
      if (answer.status >= 300 && answer.status !== 402) return;
      entries.set(entryKey(apiKey, key), {
        path,
        params: canonical(params),
        answer,
        at: clock.now(),
      });
    },
  };
}
