// The texts of the emails about a part (docs/decisions/0039-low-stock-and-stocktakes.md): to
// the shop's admins, when its stock for sale crossed its reorder point. Every word is here, as
// the order messages' are in order-messages.ts.
import type { MailMessage, PartMessageKind } from '../store/mail.ts';
import { composeMessage } from './mail-texts.ts';

/** What a message says about its part. */
export interface MessagePart {
  id: string;
  name: string;
  sku?: string;
  availableQuantity: number;
  reorderPoint: number;
}

interface PartMessageText {
  /** Who reads it: the shop's admins. */
  audience: 'admins';
  /** Not a message anyone may turn off. */
  always: true;
  subject: (part: MessagePart) => string;
  lead: (part: MessagePart) => string[];
}

/** Manage Product, showing the parts low on stock. */
export const lowStockListPath = '/dashboard/manage-product?stock=low';

const units = (count: number) => (count === 1 ? '1 unit' : `${count} units`);

export const partMessageTexts: Record<PartMessageKind, PartMessageText> = {
  'low-stock': {
    audience: 'admins',
    always: true,
    subject: (part) => `Low stock: ${part.name}, ${units(part.availableQuantity)} left`,
    lead: (part) => [
      `${part.name} is down to ${units(part.availableQuantity)} for sale, at or below its reorder point of ${part.reorderPoint}.`,
      'Restock it from Manage Product. You will hear of it again when it falls to the point after a restock above it, or after a day.',
    ],
  },
};

/** The message of `kind` about `part`; `shopUrl` is where its link leads. */
export function partMessage(
  kind: PartMessageKind,
  part: MessagePart,
  shopUrl: string,
): MailMessage {
  const texts = partMessageTexts[kind];
  return composeMessage(
    {
      subject: texts.subject(part),
      lead: texts.lead(part),
      lines: [
        ['Part', part.name],
        ...(part.sku === undefined ? [] : [['Part number', part.sku] as [string, string]]),
        ['For sale', String(part.availableQuantity)],
        ['Reorder point', String(part.reorderPoint)],
      ],
      link: { label: 'Open Manage Product', path: lowStockListPath },
    },
    shopUrl,
  );
}
