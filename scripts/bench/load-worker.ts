// The HTTP client of bench/load.ts, in a worker thread of its own, as a client on another
// machine would be: in the bench's thread it spent the API's CPU on building requests and
// reading answers. Requests go over `connections` kept-alive connections, each request with
// the next account's token and from the next shopper's address (as the proxy in front of the
// API would write it: shop-in-process.ts trusts one hop), so that the per-address limit of
// public reads counts shoppers, not the bench; an answer other than 2xx counts as a failure.
import { Agent, request } from 'node:http';
import { parentPort } from 'node:worker_threads';
import type { WorkerAnswer, WorkerLoad } from './load.ts';
import { sampleOperation } from './sample.ts';

/** One load (bench/load.ts `sampleHttp`): its latencies, and how many tokens it used. */
async function sampleLoad({ url, method, body, tokens, start, connections, seconds }: WorkerLoad) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let turn = start;
  let shopper = 0;
  const send = () =>
    new Promise<void>((resolve, reject) => {
      const address = shopper++;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      };
      if (tokens.length > 0) headers.authorization = `Bearer ${tokens[turn++ % tokens.length]}`;
      const sent = request(url, { method, agent, headers }, (answer) => {
        answer.resume();
        answer.on('end', () => {
          const status = answer.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`HTTP ${status}`));
        });
      });
      sent.on('error', reject);
      sent.end(body);
    });
  const sample = await sampleOperation(send, { connections, seconds });
  agent.destroy();
  const answer: WorkerAnswer = { ...sample, sent: turn - start };
  return answer;
}

parentPort?.on('message', async (load: WorkerLoad) => {
  parentPort?.postMessage(await sampleLoad(load));
});
