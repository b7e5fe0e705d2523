import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { digestMessage } from './digest-messages.ts';

const at = (time: string) => Timestamp.fromDate(new Date(time));

describe('digestMessage', () => {
  it('when an admin had messages over their limit, then one email lists each by its time and subject, and says why', () => {
    const { subject, text, html } = digestMessage(
      {
        items: [
          { subject: 'moto-parts: To ship: 4 × Disc', at: at('2026-11-28T10:05:00Z') },
          { subject: 'moto-parts: Low stock: <Pads>, 1 unit left', at: at('2026-11-28T10:20:00Z') },
        ],
        count: 2,
      },
      20,
      'https://shop.example',
    );

    expect(subject).toBe('moto-parts: 2 more messages from the shop this hour');
    expect(text).toContain('more than 20 messages for you within an hour');
    expect(text).toContain('10:05 UTC on 28 November 2026: moto-parts: To ship: 4 × Disc');
    expect(text).toContain('Open the dashboard: https://shop.example/dashboard');
    expect(html).toContain('&lt;Pads&gt;');
    expect(html).not.toContain('<Pads>');
  });

  it('when it holds more than it lists, then it says how many more came', () => {
    const items = [{ subject: 'One', at: at('2026-11-28T10:05:00Z') }];

    const { subject, text } = digestMessage({ items, count: 250 }, 20, 'https://shop.example');

    expect(subject).toBe('moto-parts: 250 more messages from the shop this hour');
    expect(text).toContain('The list shows the first 1; 249 more came after.');
  });
});
