// Load on a call of the API (autocannon, over HTTP) and on the raw firebase-admin operation
// the call wraps (the same concurrency, in this process), measured back to back, so that
// their ratio is the API's own overhead: Express, validation, auth, JSON, the service layer.
import autocannon from 'autocannon';
import { median } from '../lib/lighthouse-runs.ts';

export interface LoadFigures {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Answers that were not 2xx, and failures (timeouts, resets, thrown errors). */
  failures: number;
}

export interface HttpLoad {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A fresh Authorization header for each request (a token per buyer, in turn). */
  authorization?: () => string;
}

export async function loadHttp(
  { url, method = 'GET', body, authorization }: HttpLoad,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            ...(authorization && { authorization: authorization() }),
          },
        }),
      },
    ],
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** `operation` run by `concurrency` workers for `seconds`: its latencies and throughput. */
export async function loadOperation(
  operation: () => Promise<unknown>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          await operation();
          latencies.push(performance.now() - start);
        } catch {
          failures++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: Number(median(latencies).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    requestsPerSecond: Math.round(latencies.length / elapsed),
    failures,
  };
}
