import { createAPIServer } from '@maildev/api';
import { MemoryStorage } from '@maildev/core';
import { createSMTPServer, type SMTPServer } from '@maildev/smtp';
import { registerUI } from '@maildev/ui/server';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { host, ports } from './local-contract.ts';

/**
 * Starts the local mailbox beside the emulators (same process as the script that starts
 * them): maildev's SMTP server on 127.0.0.1:1025 and its web page and REST API on :1080,
 * mail kept in memory for this run only.
 *
 * Built from maildev's parts (as its own CLI does) rather than with `new MailDev()`, so that
 * the fault switch below can be a route of the mailbox's own web server: Fastify takes
 * routes only before it listens, and `MailDev.start()` listens straight away.
 */
export async function startMailbox(): Promise<{ close(): Promise<void> }> {
  // Its own directory (maildev writes each message's .eml there), removed on close, so that
  // runs do not pile up messages in a shared temporary folder.
  const mailDir = await mkdtemp(join(tmpdir(), 'moto-parts-mailbox-'));
  const storage = new MemoryStorage();
  await storage.initialize();
  const smtp = createSMTPServer({ host, port: ports.smtp, storage, mailDir, logger: false });
  await smtp.start();
  const faults = refusals(smtp);

  const api = createAPIServer({ host, port: ports.mailbox, storage, smtp, logger: false });
  await api.registerPlugins();
  api.server.post('/_mailbox/faults', async (request, reply) => {
    const { to, count } = (request.body ?? {}) as { to?: unknown; count?: unknown };
    if (typeof to !== 'string' || !Number.isSafeInteger(count) || (count as number) < 0) {
      return reply
        .status(400)
        .send({ error: 'Send {"to": "<address>", "count": n ≥ 0} (0 ends the refusals)' });
    }
    faults.refuseNext(to, count as number);
    return { to, refusals: count };
  });
  await registerUI(api.server);
  await api.listen();

  return {
    async close() {
      await api.stop();
      await smtp.stop();
      await storage.close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

type RcptHook = (
  address: { address: string },
  session: unknown,
  callback: (error?: Error | null) => void,
) => void;

/**
 * `POST /_mailbox/faults` `{to, count}` (not maildev's): the next `count` messages to `to` are
 * refused with `421`, the reply of a server that cannot take mail for a while, so that a test
 * can see the shop keep an email and send it on a later attempt. Per address, so that messages
 * of other tests, sent meanwhile, neither use up the refusals nor get refused.
 *
 * smtp-server refuses a recipient when its `onRcptTo` hook fails with a `responseCode`, but
 * @maildev/smtp makes its smtp-server in `start()` with the default hook and keeps it in a
 * private field (`smtp`). maildev is pinned to 3.0.0 for this; a later version that moves it
 * fails here at start rather than silently never refusing.
 */
function refusals(smtp: SMTPServer) {
  const server = (smtp as unknown as { smtp?: { onRcptTo?: RcptHook } }).smtp;
  if (typeof server?.onRcptTo !== 'function') {
    throw new Error(
      'maildev no longer keeps its smtp-server in `smtp`: see scripts/lib/mailbox.ts',
    );
  }
  const accept = server.onRcptTo.bind(server);
  const left = new Map<string, number>();
  server.onRcptTo = (address, session, callback) => {
    const key = address.address.toLowerCase();
    const count = left.get(key) ?? 0;
    if (count === 0) return accept(address, session, callback);
    left.set(key, count - 1);
    const error = new Error('Mailbox not available, try later (a fault set at /_mailbox/faults)');
    callback(Object.assign(error, { responseCode: 421 }));
  };
  return {
    refuseNext(to: string, count: number) {
      left.set(to.toLowerCase(), count);
    },
  };
}
