// The words of an admin's digest (services/mail-delivery.ts): the shop's messages to one admin
// beyond their hourly limit, gathered into one email sent when that hour ends.
import type { DigestItem, MailMessage } from '../store/mail.ts';
import { composeMessage } from './mail-texts.ts';
import { formatMessageTime } from './order-messages.ts';

/** The most messages a digest lists one by one; it counts the rest. */
export const digestItemsMax = 200;

export const digestTexts = {
  /** Who reads it: the admin whose limit it keeps. */
  audience: 'admins',
  /** Not a message anyone may turn off. */
  always: true,
} as const;

/** The digest of `items` (the first `digestItemsMax` of `count`), for an admin's `perHour` limit. */
export function digestMessage(
  { items, count }: { items: readonly DigestItem[]; count: number },
  perHour: number,
  shopUrl: string,
): MailMessage {
  const more = count - items.length;
  return composeMessage(
    {
      subject: `${count} more ${count === 1 ? 'message' : 'messages'} from the shop this hour`,
      lead: [
        `The shop had more than ${perHour} messages for you within an hour. So as not to flood your inbox, the rest are listed here, once, instead.`,
        ...(more > 0 ? [`The list shows the first ${items.length}; ${more} more came after.`] : []),
      ],
      lines: items.map(({ subject, at }) => [formatMessageTime(at.toDate()), subject]),
      link: { label: 'Open the dashboard', path: '/dashboard' },
    },
    shopUrl,
  );
}
