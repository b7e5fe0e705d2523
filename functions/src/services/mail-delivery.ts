// Sends the messages that order changes wrote to `mail` (services/order-mail.ts), one task per
// message (index.ts `sendMail`), and records each attempt in the message's `delivery`.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { mailCollection, type MailDelivery, type MailDoc } from './order-mail.ts';

/** Cloud Tasks queue (the task-queue function's name) that sends each message. */
export const mailDeliveryQueue = 'sendMail';

/** What the SMTP server said of a message it took. */
export type SentInfo = NonNullable<MailDelivery['info']>;

/** Hands one message to the SMTP server (lib/smtp-sender.ts); rejects when it did not take it. */
export type SendMail = (mail: Pick<MailDoc, 'to' | 'message'>) => Promise<SentInfo>;

/**
 * A message that cannot go yet: an earlier message of its order has not gone (its buyer reads
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
 * (a transaction: not sent yet, not held by another attempt), sends it, and records the
 * outcome. `sent`, or `settled` when an earlier attempt finished it, or `missing`.
 * A failure that may pass is recorded as `RETRY` and rethrown, so the task queue tries again;
 * a permanent one is recorded as `ERROR` and answered as `failed`.
 */
export async function deliverMail(db: Firestore, mailId: string, send: SendMail) {
  const ref = mailCollection(db).doc(mailId);
  const found = (await ref.get()).data();
  if (!found || settled(found.delivery)) return found ? ('settled' as const) : ('missing' as const);
  // Outside the transaction below, which so locks one document only: an earlier message of
  // the order was written by a change that committed before this one's, so it exists by now.
  const ofOrder = await mailCollection(db).where('orderId', '==', found.orderId).get();
  const earlier = ofOrder.docs.find(
    (doc) =>
      doc.data().changedAt.toMillis() < found.changedAt.toMillis() && !settled(doc.data().delivery),
  );
  if (earlier) throw new MailNotReady(`Message ${mailId} waits for ${earlier.id}`);

  const mail = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || settled(current.delivery)) return current;
    const now = Timestamp.now();
    const lease = current.delivery?.leaseExpireTime;
    if (current.delivery?.state === 'PROCESSING' && lease && lease.toMillis() > now.toMillis()) {
      throw new MailNotReady(`Message ${mailId} is being sent`);
    }
    const delivery: MailDelivery = {
      state: 'PROCESSING',
      attempts: (current.delivery?.attempts ?? 0) + 1,
      startTime: now,
      leaseExpireTime: Timestamp.fromMillis(now.toMillis() + leaseMs),
    };
    tx.update(ref, { delivery });
    return { ...current, delivery };
  });
  if (!mail) return 'missing' as const;
  if (mail.delivery?.state !== 'PROCESSING') return 'settled' as const;

  // The attempt's outcome replaces its lease.
  const { attempts, startTime } = mail.delivery;
  const finish = (outcome: Pick<MailDelivery, 'state' | 'info' | 'error'>) =>
    ref.update({ delivery: { attempts, startTime, ...outcome, endTime: Timestamp.now() } });
  try {
    const info = await send(mail);
    await finish({ state: 'SUCCESS', info });
    return 'sent' as const;
  } catch (error) {
    const permanent = isPermanent(error);
    await finish({ state: permanent ? 'ERROR' : 'RETRY', error: String(error) });
    if (permanent) return 'failed' as const;
    throw error;
  }
}
