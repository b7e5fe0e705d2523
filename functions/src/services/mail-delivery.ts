// Sends the messages that order changes wrote to `mail` (services/order-mail.ts), one task per
// message (index.ts `sendMail`), and records each attempt in the message's `delivery`.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { SendMail } from '../lib/smtp-sender.ts';
import {
  isPartMessageKind,
  mailCollection,
  mailQuotasCollection,
  type MailDelivery,
  type MailDoc,
  type MailKind,
} from '../store/mail.ts';
import { usersCollection } from '../store/users.ts';
import { liveVerifiedAccounts } from './live-accounts.ts';
import { messageTexts } from './order-messages.ts';
import { partMessageTexts } from './part-messages.ts';

/** Who reads a message of `kind`, and whether it is one a buyer may turn off. */
const textsOf = (kind: MailKind) =>
  isPartMessageKind(kind) ? partMessageTexts[kind] : messageTexts[kind];

/**
 * The addresses of a message's accounts, as Auth knows them now: only accounts that are live,
 * enabled and have verified their email, and for a message to the shop, still admins. The
 * shop never writes to an address nobody proved they own, nor to a departed admin
 * (docs/decisions/0027-holds-and-abuse.md).
 */
export type ResolveRecipients = (mail: Pick<MailDoc, 'toUids' | 'kind'>) => Promise<string[]>;

export function liveRecipients(auth: Auth, db: Firestore): ResolveRecipients {
  return async ({ toUids, kind }) => {
    const verified = await liveVerifiedAccounts(auth, toUids);
    if (textsOf(kind).audience === 'buyer' || verified.length === 0) {
      return verified.map((user) => user.email as string);
    }
    const docs = await db.getAll(...verified.map((user) => usersCollection(db).doc(user.uid)));
    const admins = new Set(docs.filter((doc) => doc.get('role') === 'admin').map((doc) => doc.id));
    return verified.filter((user) => admins.has(user.uid)).map((user) => user.email as string);
  };
}

/**
 * The most messages one buyer gets in an hour of those anyone could make the shop send by
 * ordering (the ones a buyer may turn off). A receipt or a refund takes money to make, and
 * the shop's own messages go to its admins: neither is limited (docs/decisions/0027-holds-and-abuse.md).
 */
export const buyerMessagesPerHour = 20;
const hourMs = 60 * 60_000;

/** Whether this message counts against its recipient's hourly limit. */
const isLimited = ({ kind, toUids }: Pick<MailDoc, 'kind' | 'toUids'>) =>
  textsOf(kind).audience === 'buyer' && !textsOf(kind).always && toUids.length === 1;

/** What sends a message: the SMTP hand-off and the look-up of its addresses. */
export interface MailSender {
  send: SendMail;
  recipients: ResolveRecipients;
}

/**
 * A message that cannot go yet: an earlier message of its order (or part) has not gone (its buyer reads
 * them in the order things happened), or another attempt holds it. The task tries again.
 */
export class MailNotReady extends Error {}

/** How long an attempt holds a message before another may take it (a crashed attempt). */
const leaseMs = 60_000;

const settled = (delivery?: MailDelivery) =>
  delivery?.state === 'SUCCESS' || delivery?.state === 'ERROR';

/**
 * An SMTP answer in 5xx refuses the message for good (a mailbox that does not exist);
 * anything else (no connection, 4xx) may pass later.
 */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return code !== undefined && code >= 500;
};

/**
 * Sends message `mailId` once: once every earlier message of its order has settled, takes it
 * (a transaction: not sent yet, not held by another attempt, and within its recipient's
 * hourly limit), sends it to its live recipients, and records the outcome. `sent`, or
 * `settled` when an earlier attempt finished it, or `missing`; `unaddressed` when none of its
 * accounts may be written to and `limited` over the limit, both recorded as `ERROR`.
 * A failure that may pass is recorded as `RETRY` and rethrown, so the task queue tries again;
 * a permanent one is recorded as `ERROR` and answered as `failed`.
 */
export async function deliverMail(db: Firestore, mailId: string, { send, recipients }: MailSender) {
  const ref = mailCollection(db).doc(mailId);
  const found = (await ref.get()).data();
  if (!found || settled(found.delivery)) return found ? ('settled' as const) : ('missing' as const);
  // Outside the transaction below, which so locks one document only: an earlier message of
  // the order (or of the part) was written by a change that committed before this one's, so
  // it exists by now.
  const ofSameThing = await (
    found.partId === undefined
      ? mailCollection(db).where('orderId', '==', found.orderId ?? '')
      : mailCollection(db).where('partId', '==', found.partId)
  ).get();
  const earlier = ofSameThing.docs.find(
    (doc) =>
      doc.data().changedAt.toMillis() < found.changedAt.toMillis() && !settled(doc.data().delivery),
  );
  if (earlier) throw new MailNotReady(`Message ${mailId} waits for ${earlier.id}`);

  const to = await recipients(found);
  const limited = to.length > 0 && isLimited(found);
  const quotaRef = mailQuotasCollection(db).doc(found.toUids[0] ?? '-');
  const taken = await db.runTransaction(async (tx) => {
    const [current, quota] = await Promise.all([
      tx.get(ref).then((snapshot) => snapshot.data()),
      limited ? tx.get(quotaRef).then((snapshot) => snapshot.data()) : undefined,
    ]);
    if (!current) return { outcome: 'missing' } as const;
    if (settled(current.delivery)) return { outcome: 'settled' } as const;
    const now = Timestamp.now();
    const lease = current.delivery?.leaseExpireTime;
    if (current.delivery?.state === 'PROCESSING' && lease && lease.toMillis() > now.toMillis()) {
      throw new MailNotReady(`Message ${mailId} is being sent`);
    }
    const attempts = (current.delivery?.attempts ?? 0) + 1;
    const refuse = (outcome: 'unaddressed' | 'limited', error: string) => {
      tx.update(ref, {
        delivery: { state: 'ERROR', attempts, startTime: now, endTime: now, error },
      });
      return { outcome } as const;
    };
    if (to.length === 0) return refuse('unaddressed', 'No recipient with a live, verified account');
    // Counted once per message: a retry after SMTP failed is the same message.
    if (limited && attempts === 1) {
      const inWindow = quota && now.toMillis() - quota.windowStart.toMillis() < hourMs;
      const sent = inWindow ? quota.sent : 0;
      if (sent >= buyerMessagesPerHour) {
        return refuse('limited', `The recipient had ${buyerMessagesPerHour} messages this hour`);
      }
      tx.set(quotaRef, { windowStart: inWindow ? quota.windowStart : now, sent: sent + 1 });
    }
    const delivery = {
      state: 'PROCESSING',
      attempts,
      startTime: now,
      leaseExpireTime: Timestamp.fromMillis(now.toMillis() + leaseMs),
    } satisfies MailDelivery;
    tx.update(ref, { delivery });
    return { outcome: 'take', mail: current, delivery } as const;
  });
  if (taken.outcome !== 'take') return taken.outcome;

  // The attempt's outcome replaces its lease.
  const { attempts, startTime } = taken.delivery;
  const finish = (outcome: Pick<MailDelivery, 'state' | 'info' | 'error'>) =>
    ref.update({ delivery: { attempts, startTime, ...outcome, endTime: Timestamp.now() } });
  try {
    const info = await send({ to, message: taken.mail.message });
    await finish({ state: 'SUCCESS', info });
    return 'sent' as const;
  } catch (error) {
    const permanent = isPermanent(error);
    await finish({ state: permanent ? 'ERROR' : 'RETRY', error: String(error) });
    if (permanent) return 'failed' as const;
    throw error;
  }
}
