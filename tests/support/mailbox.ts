// The tests' side of the local mailbox (scripts/lib/mailbox.ts): the messages the shop sent,
// read through maildev's REST API, and its switch for refusing messages (SMTP 421).
import { setTimeout as sleep } from 'node:timers/promises';
import { mailbox } from '../../scripts/lib/local-contract.ts';

export interface MailboxAddress {
  address: string;
  name?: string;
}

/** A message as maildev's `GET /api/email` gives it (the fields the tests read). */
export interface MailboxMessage {
  id: string;
  /** When it was sent (its Date header; else when it arrived), ISO 8601. */
  time: string;
  subject: string;
  /** Its From, To and Cc headers. */
  from: MailboxAddress[];
  to: MailboxAddress[];
  cc?: MailboxAddress[];
  bcc?: MailboxAddress[];
  /** Bcc recipients: those of the SMTP envelope that no header names. */
  calculatedBcc?: MailboxAddress[];
  /** The bodies; '' when the message has no such part (maildev leaves the field out). */
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[]>;
  /** Who the SMTP client sent it from and to. */
  envelope: { from: MailboxAddress; to: MailboxAddress[] };
}

/** Every message in the mailbox, oldest first. */
export async function mailboxMessages(): Promise<MailboxMessage[]> {
  const response = await fetch(`${mailbox.url}/api/email`);
  if (!response.ok) throw new Error(`The mailbox did not answer: ${response.status}`);
  const messages = (await response.json()) as (MailboxMessage & { text?: string; html?: string })[];
  return messages.map((message) => ({
    ...message,
    text: message.text ?? '',
    html: message.html ?? '',
  }));
}

/** The messages with `email` among their recipients (headers or envelope). */
export async function messagesTo(email: string) {
  const wanted = email.toLowerCase();
  return (await mailboxMessages()).filter((message) =>
    [...message.to, ...(message.cc ?? []), ...message.envelope.to].some(
      (recipient) => recipient.address.toLowerCase() === wanted,
    ),
  );
}

/**
 * Waits until exactly `count` messages match `filter`, then a further 1.5 s, and checks that
 * still exactly `count` do: a test can so assert that a message went once, not only that it
 * went. Resolves to them, oldest first; throws, listing what arrived, otherwise.
 */
export async function waitForMessages(
  filter: (message: MailboxMessage) => boolean,
  count: number,
  timeoutMs = 20_000,
): Promise<MailboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  let matching = (await mailboxMessages()).filter(filter);
  while (matching.length < count && Date.now() < deadline) {
    await sleep(250);
    matching = (await mailboxMessages()).filter(filter);
  }
  if (matching.length === count) {
    await sleep(1500);
    matching = (await mailboxMessages()).filter(filter);
    if (matching.length === count) return matching;
  }
  const others = (await mailboxMessages()).filter((message) => !filter(message));
  throw new Error(
    [
      `Expected exactly ${count} matching message(s) in the mailbox, found ${matching.length}:`,
      ...matching.map(summary),
      ...(others.length
        ? [`and ${others.length} other message(s), the newest:`, ...others.slice(-10).map(summary)]
        : ['and no other message.']),
    ].join('\n'),
  );
}

const summary = (message: MailboxMessage) =>
  `  ${message.time} to ${message.to.map((to) => to.address).join(', ')}: ${message.subject}`;

/**
 * Makes the mailbox refuse the next `count` messages to `to` with `421`, as a server that
 * cannot take mail for a while (`POST /_mailbox/faults`, not maildev's); 0 ends the refusals.
 */
export async function smtpRefuses(to: string, count: number) {
  const response = await fetch(`${mailbox.url}/_mailbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, count }),
  });
  if (!response.ok) throw new Error(`The mailbox refused the fault: ${response.status}`);
}
