// How every email the shop writes is laid out (docs/decisions/0023-order-emails.md): its lead
// paragraphs, a table of label and value, and one link, as a plain-text part and an HTML part
// built from the same lines. The words are the messages' own (order-messages.ts,
// part-messages.ts).
import escapeHtml from 'escape-html';
import type { MailMessage } from '../store/mail.ts';

export const shopName = 'moto-parts';

/**
 * A subject is one header line: control characters (a part named with `\r\nBcc: …`) become
 * spaces, so nothing a name holds can start a header of its own.
 */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** What a message says. */
export interface MessageContent {
  subject: string;
  /** The paragraphs above the table. */
  lead: string[];
  /** The table, as label and value. */
  lines: [string, string][];
  /** The button's words, and where in the shop it leads. */
  link: { label: string; path: string };
  /** Where a reader turns such messages off, on those they may turn off. */
  unsubscribePath?: string;
}

/** The message saying `content`; `shopUrl` is where its links lead. */
export function composeMessage(
  { subject, lead, lines, link, unsubscribePath }: MessageContent,
  shopUrl: string,
): MailMessage {
  const href = `${shopUrl}${link.path}`;
  // No name in the greeting: the profile name is text anyone may type, and a greeting would
  // carry it, in the shop's name, to whoever the message goes to (docs/decisions/0027-holds-and-abuse.md).
  const greeting = 'Hello,';
  const width = Math.max(...lines.map(([label]) => label.length)) + 2;

  const text = [
    greeting,
    '',
    ...lead.flatMap((paragraph) => [paragraph, '']),
    ...lines.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    `${link.label}: ${href}`,
    '',
    `— ${shopName}`,
  ].join('\n');

  // Every value goes through escapeHtml: a name like `<b>` reads as text, never as markup.
  const html = `<!doctype html>
<html><body style="font-family:sans-serif;color:#1a202c;max-width:560px">
<h1 style="font-size:20px;color:#dd6b20">${shopName}</h1>
<p>${escapeHtml(greeting)}</p>
${lead.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<table style="border-collapse:collapse">
${lines.map(([label, value]) => `<tr><th style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(href)}" style="color:#dd6b20">${escapeHtml(link.label)}</a></p>
</body></html>`;

  const oneLineSubject = oneLine(`${shopName}: ${subject}`);
  if (unsubscribePath === undefined) return { subject: oneLineSubject, text, html };
  return {
    subject: oneLineSubject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${shopUrl}${unsubscribePath}>` },
  };
}
