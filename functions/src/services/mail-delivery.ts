// Sends the messages that order changes wrote to `mail` (services/order-mail.ts), one task per
// message (index.ts `sendMail`), and records each attempt in the message's `delivery`.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { shopUrl } from '../lib/shop-url.ts';
import type { SendMail, SentInfo } from '../lib/smtp-sender.ts';
import {
  adminMailQuotasCollection,
  digestKind,
  isPartMessageKind,
  mailCollection,
  mailQuotasCollection,
  type MailDelivery,
  type MailDoc,
  type MailKind,
  type MailMessage,
  type MailQuotaDoc,
} from '../store/mail.ts';
import { usersCollection } from '../store/users.ts';
import { digestItemsMax, digestMessage, digestTexts } from './digest-messages.ts';
import { liveAccounts } from './live-accounts.ts';
import { messageTexts } from './order-messages.ts';
import { partMessageTexts } from './part-messages.ts';

/** Who reads a message of `kind`, and whether it is one a buyer may turn off. */
const textsOf = (kind: MailKind) => {
  if (kind === digestKind) return digestTexts;
  return isPartMessageKind(kind) ? partMessageTexts[kind] : messageTexts[kind];
};

/** An account a message goes to, as Auth knows it now. */
export interface Recipient {
  uid: string;
  email: string;
  verified: boolean;
}

/**
 * The accounts a message may go to, as Auth knows them now: only accounts that are live and
 * enabled, that have verified their email, and for a message to the shop, still admins. The
 * shop never writes to an address nobody proved they own, nor to a departed admin
 * (docs/decisions/0027-holds-and-abuse.md), with one exception: the buyer of a paid order gets
 * its receipt, parcels, returns, refunds and recalls whether or not they verified, in the
 * version that leaves out what they typed (`unverifiedMessage`, docs/decisions/0042-third-review.md).
 */
export type ResolveRecipients = (
  mail: Pick<MailDoc, 'toUids' | 'kind' | 'unverifiedMessage'>,
) => Promise<Recipient[]>;

export function liveRecipients(auth: Auth, db: Firestore): ResolveRecipients {
  return async ({ toUids, kind, unverifiedMessage }) => {
    const toBuyer = textsOf(kind).audience === 'buyer';
    const recipients = (await liveAccounts(auth, toUids))
      .filter((user) => user.emailVerified || (toBuyer && unverifiedMessage))
      .map((user) => ({
        uid: user.uid,
        email: user.email as string,
        verified: user.emailVerified,
      }));
    if (toBuyer || recipients.length === 0) return recipients;
    const docs = await db.getAll(...recipients.map(({ uid }) => usersCollection(db).doc(uid)));
    const admins = new Set(docs.filter((doc) => doc.get('role') === 'admin').map((doc) => doc.id));
    return recipients.filter(({ uid }) => admins.has(uid));
  };
}

/**
 * The most messages one buyer gets in an hour of those anyone could make the shop send by
 * ordering (the ones a buyer may turn off). A receipt or a refund takes money to make, and
 * the shop's own messages go to its admins: neither is limited by this
 * (docs/decisions/0027-holds-and-abuse.md).
 */
export const buyerMessagesPerHour = 20;

/**
 * The most messages one admin gets from the shop in an hour. Any account can make the shop
 * write to its admins (an order paid, a return asked for, a part falling to its reorder
 * point); beyond this, the admin's copy waits in one digest of the hour, sent when it ends
 * (docs/decisions/0042-third-review.md).
 */
export const adminMessagesPerHour = 20;
const hourMs = 60 * 60_000;

/** Whether this message counts against its recipient's hourly limit as a buyer. */
const isBuyerLimited = ({ kind, toUids }: Pick<MailDoc, 'kind' | 'toUids'>) =>
  textsOf(kind).audience === 'buyer' && !textsOf(kind).always && toUids.length === 1;

/** Whether this message counts against each admin's hourly limit: all to the shop but digests. */
const isAdminLimited = ({ kind }: Pick<MailDoc, 'kind'>) =>
  textsOf(kind).audience === 'admins' && kind !== digestKind;

/**
 * An account's hour of limited messages with one more counted at `now`: whether that one is
 * within `perHour`, and the quota to keep if it is sent.
 */
export function countOne(quota: MailQuotaDoc | undefined, now: Timestamp, perHour: number) {
  const inWindow = quota !== undefined && now.toMillis() - quota.windowStart.toMillis() < hourMs;
  const sent = inWindow ? quota.sent : 0;
  return {
    within: sent < perHour,
    quota: { windowStart: inWindow ? quota.windowStart : now, sent: sent + 1 },
  };
}

/** The digest of admin `uid` for the hour that began at `windowStart`. */
const digestRef = (db: Firestore, uid: string, windowStart: Timestamp) =>
  mailCollection(db).doc(`digest-${uid}-${windowStart.toMillis()}`);

/**
 * The digest `digest` (stored, or undefined before its first message) with `message` added:
 * it goes to `uid` alone, when the hour that began at `windowStart` ends.
 */
function digestWith(
  digest: MailDoc | undefined,
  message: MailMessage,
  { uid, windowStart, now }: { uid: string; windowStart: Timestamp; now: Timestamp },
): MailDoc {
  const items = digest?.digest?.items ?? [];
  const gathered = {
    items:
      items.length < digestItemsMax ? [...items, { subject: message.subject, at: now }] : items,
    count: (digest?.digest?.count ?? 0) + 1,
  };
  return {
    toUids: [uid],
    kind: digestKind,
    changedAt: digest?.changedAt ?? now,
    sendAfter: Timestamp.fromMillis(windowStart.toMillis() + hourMs),
    digest: gathered,
    message: digestMessage(gathered, adminMessagesPerHour, shopUrl()),
  };
}

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

/** The accounts over their hourly limit whose copy of a message went into their digest. */
interface Shares {
  /** Who the message goes to now. */
  sendTo: Recipient[];
  /** Who gets it in their digest instead. */
  digested: string[];
}

/**
 * Inside `tx`, reads first: each admin's copy of `mail` within their hourly limit is counted,
 * and each beyond it is added to their digest of the hour (created with its first message, so
 * its task is queued once). A digest being sent already (its hour just ended) takes nothing
 * more: that admin gets the message itself. Answers a function that writes all of it.
 */
async function adminShares(
  tx: Transaction,
  db: Firestore,
  mail: MailDoc,
  to: Recipient[],
  now: Timestamp,
): Promise<{ shares: Shares; write: () => void }> {
  const quotaRefs = to.map(({ uid }) => adminMailQuotasCollection(db).doc(uid));
  const quotas = (await tx.getAll(...quotaRefs)).map((snapshot) => snapshot.data());
  const counted = to.map((recipient, index) => ({
    recipient,
    quotaRef: quotaRefs[index] as (typeof quotaRefs)[number],
    ...countOne(quotas[index], now, adminMessagesPerHour),
  }));
  const over = counted.filter(({ within }) => !within);
  const digestRefs = over.map(({ recipient, quota }) =>
    digestRef(db, recipient.uid, quota.windowStart),
  );
  const digests = digestRefs.length
    ? (await tx.getAll(...digestRefs)).map((snapshot) => snapshot.data())
    : [];
  const toDigest = over.filter((_, index) => !digests[index]?.delivery);
  return {
    shares: {
      sendTo: counted
        .filter((one) => one.within || !toDigest.includes(one))
        .map(({ recipient }) => recipient),
      digested: toDigest.map(({ recipient }) => recipient.uid),
    },
    write: () => {
      for (const { quotaRef, quota, within } of counted) if (within) tx.set(quotaRef, quota);
      over.forEach(({ recipient, quota }, index) => {
        const digest = digests[index];
        if (digest?.delivery) return;
        const windowStart = quota.windowStart;
        tx.set(
          digestRefs[index] as (typeof digestRefs)[number],
          digestWith(digest, mail.message, { uid: recipient.uid, windowStart, now }),
        );
      });
    },
  };
}

/**
 * Sends message `mailId` once: once every earlier message of its order has settled, takes it
 * (a transaction: not sent yet, not held by another attempt, and within its recipients' hourly
 * limits), sends it to its live recipients, and records the outcome. `sent`, or `settled` when
 * an earlier attempt finished it, or `missing`; `unaddressed` when none of its accounts may be
 * written to and `limited` over a buyer's limit, both recorded as `ERROR`; `digested` when
 * every admin it was for is over their limit and has it in their digest instead. A digest
 * waits for its hour to end. A failure that may pass is recorded as `RETRY` and rethrown, so
 * the task queue tries again; a permanent one is recorded as `ERROR` and answered as `failed`.
 */
export async function deliverMail(db: Firestore, mailId: string, { send, recipients }: MailSender) {
  const ref = mailCollection(db).doc(mailId);
  const found = (await ref.get()).data();
  if (!found || settled(found.delivery)) return found ? ('settled' as const) : ('missing' as const);
  if (found.sendAfter && found.sendAfter.toMillis() > Date.now()) {
    throw new MailNotReady(`Digest ${mailId} waits for its hour to end`);
  }
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
  const buyerLimited = to.length > 0 && isBuyerLimited(found);
  const adminLimited = to.length > 0 && isAdminLimited(found);
  const quotaRef = mailQuotasCollection(db).doc(found.toUids[0] ?? '-');
  const taken = await db.runTransaction(async (tx) => {
    const [current, quota] = await Promise.all([
      tx.get(ref).then((snapshot) => snapshot.data()),
      buyerLimited ? tx.get(quotaRef).then((snapshot) => snapshot.data()) : undefined,
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
    // Counted once per message: a retry after SMTP failed is the same message, to the same
    // accounts as its first attempt.
    let shares: Shares = {
      sendTo: to.filter(({ uid }) => !current.delivery?.digested?.includes(uid)),
      digested: current.delivery?.digested ?? [],
    };
    if (buyerLimited && attempts === 1) {
      const counted = countOne(quota, now, buyerMessagesPerHour);
      if (!counted.within) {
        return refuse('limited', `The recipient had ${buyerMessagesPerHour} messages this hour`);
      }
      tx.set(quotaRef, counted.quota);
    }
    if (adminLimited && attempts === 1) {
      const admins = await adminShares(tx, db, current, to, now);
      admins.write();
      shares = admins.shares;
    }
    const digested = shares.digested.length > 0 ? { digested: shares.digested } : {};
    if (shares.sendTo.length === 0) {
      tx.update(ref, {
        delivery: { state: 'SUCCESS', attempts, startTime: now, endTime: now, ...digested },
      });
      return { outcome: 'digested' } as const;
    }
    const delivery = {
      state: 'PROCESSING',
      attempts,
      startTime: now,
      leaseExpireTime: Timestamp.fromMillis(now.toMillis() + leaseMs),
      ...digested,
    } satisfies MailDelivery;
    tx.update(ref, { delivery });
    return { outcome: 'take', mail: current, delivery, sendTo: shares.sendTo } as const;
  });
  if (taken.outcome !== 'take') return taken.outcome;

  // The attempt's outcome replaces its lease.
  const { attempts, startTime, digested } = taken.delivery;
  const finish = (outcome: Pick<MailDelivery, 'state' | 'info' | 'error'>) =>
    ref.update({
      delivery: {
        attempts,
        startTime,
        ...outcome,
        ...(digested && { digested }),
        endTime: Timestamp.now(),
      },
    });
  try {
    // A paid order's buyer who never verified their address gets the version without what
    // they typed; a message with no such version never reaches them (liveRecipients).
    const { mail, sendTo } = taken;
    const verified = sendTo.filter((recipient) => recipient.verified);
    const unverified = sendTo.filter((recipient) => !recipient.verified);
    let info: SentInfo | undefined;
    for (const [group, message] of [
      [verified, mail.message],
      [unverified, mail.unverifiedMessage],
    ] as const) {
      if (group.length === 0 || !message) continue;
      info = await send({ to: group.map(({ email }) => email), message });
    }
    await finish({ state: 'SUCCESS', ...(info && { info }) });
    return 'sent' as const;
  } catch (error) {
    const permanent = isPermanent(error);
    await finish({ state: permanent ? 'ERROR' : 'RETRY', error: String(error) });
    if (permanent) return 'failed' as const;
    throw error;
  }
}
