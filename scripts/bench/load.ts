// Load on a call of the API (over HTTP, from a worker thread: bench/load-worker.ts) and on
// the raw firebase-admin operation the call wraps (the same concurrency, in this process),
// measured by the same loop (bench/sample.ts) and in turns (bench.ts), so that their ratio is
// the API's own overhead: Express, validation, auth, JSON, the service layer. Latencies are
// kept to the microsecond (autocannon, used before, kept whole milliseconds, rounded down).
import { Worker } from 'node:worker_threads';
import { median } from '../lib/lighthouse-runs.ts';
import { sampleOperation, type Sample } from './sample.ts';

export interface LoadFigures {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Answers that were not 2xx, and failures (timeouts, resets, thrown errors). */
  failures: number;
}

/** Items handed out in turn, round and round, each user going on where the last one stopped. */
export class Rotation<T> {
  #turn = 0;
  readonly items: readonly T[];
  constructor(items: readonly T[]) {
    this.items = items;
  }
  next(): T {
    return this.items[this.#turn++ % this.items.length] as T;
  }
  /** Where the next turn starts. */
  get start() {
    return this.#turn % this.items.length;
  }
  /** Turns taken elsewhere (by the load's worker), from `start`. */
  skip(turns: number) {
    this.#turn += turns;
  }
}

export interface HttpLoad {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Whose access token each request carries: the next account's, in turn. */
  accounts?: Rotation<{ token: string }>;
}

/** What the worker (bench/load-worker.ts) is given, and what it answers. */
export interface WorkerLoad {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  tokens: string[];
  start: number;
  connections: number;
  seconds: number;
}
export interface WorkerAnswer extends Sample {
  /** Requests sent, each with the next account's token. */
  sent: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The figures of one load, or of several pooled (the same load, measured in turns). */
export function figuresOf(samples: Sample[]): LoadFigures {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  return {
    p50Ms: Number(median(latencies).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    requestsPerSecond: Math.round(latencies.length / seconds),
    failures: samples.reduce((sum, sample) => sum + sample.failures, 0),
  };
}

/**
 * The one load worker, started on the first HTTP sample and kept for the run: a worker started
 * per sample ran its client cold (unoptimised code, a fresh module graph) beside the API it
 * measured, and each start was CPU the raw operation's turns did not share.
 */
let loadWorker: Worker | undefined;

export async function sampleHttp(
  { url, method = 'GET', body, accounts }: HttpLoad,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Sample> {
  const workerLoad: WorkerLoad = {
    url,
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    tokens: accounts?.items.map(({ token }) => token) ?? [],
    start: accounts?.start ?? 0,
    connections,
    seconds,
  };
  const worker = (loadWorker ??= new Worker(new URL('load-worker.ts', import.meta.url)));
  // Held only while it measures: between samples the worker must not keep the bench running.
  worker.ref();
  const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(workerLoad);
  });
  worker.removeAllListeners('error');
  worker.unref();
  accounts?.skip(answer.sent);
  return answer;
}

/** `operation`'s latencies and throughput under `connections` loops at once. */
export const loadOperation = async (
  operation: () => Promise<unknown>,
  load: { connections: number; seconds: number },
) => figuresOf([await sampleOperation(operation, load)]);
