import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  heldUnitsProblem,
  releasedHoldCooldownMinutes,
  unpaidUnitsMax,
  withReleasedHold,
} from './held-units.ts';

const now = Timestamp.fromMillis(Date.parse('2026-11-26T12:00:00Z'));
const minutes = (n: number) => Timestamp.fromMillis(now.toMillis() + n * 60_000);
const disc = { id: 'disc', name: 'Drilled Brake Disc', maxPerOrder: 20 };
const chain = { id: 'chain', name: 'O-Ring Chain', maxPerOrder: 10 };
type Check = Omit<Parameters<typeof heldUnitsProblem>[0], 'lines'> & { quantity: number };
/** One line of the disc, `quantity` of it. */
const check = ({ quantity, ...over }: Partial<Check>) =>
  heldUnitsProblem({
    lines: [{ part: disc, quantity: quantity ?? 4 }],
    unpaid: [],
    releasedHolds: undefined,
    now,
    ...over,
  });

describe('heldUnitsProblem', () => {
  it('when the account holds nothing, then up to the part’s most per order can be held', () => {
    expect(check({ quantity: 20 })).toBeNull();
  });

  it('when unpaid orders of the part already hold units, then they count towards its most per order', () => {
    const unpaid = [
      { partId: 'disc', quantity: 12 },
      { partId: 'chain', quantity: 50 },
    ];

    expect(check({ unpaid, quantity: 8 })).toBeNull();
    expect(check({ unpaid, quantity: 12 })).toMatch(
      /You already hold 12 of Drilled Brake Disc.*at most 20 at a time/,
    );
  });

  it('when an order of the part was removed within the cool-down, then its units still count, and after it they do not', () => {
    const releasedHolds = { disc: { units: 20, until: minutes(5) } };

    expect(check({ releasedHolds })).toMatch(/You already hold 20/);
    expect(check({ releasedHolds, now: minutes(6) })).toBeNull();
  });

  it('when the account holds many parts, then all its units together stay within the cap', () => {
    const unpaid = [{ partId: 'bolts', quantity: unpaidUnitsMax - 2 }];

    expect(check({ unpaid, quantity: 2 })).toBeNull();
    expect(check({ unpaid, quantity: 4 })).toMatch(`at most ${unpaidUnitsMax} at a time`);
  });

  it('when an order has several lines, then each is held to its part’s most and all of them to the cap', () => {
    const unpaid = [{ partId: 'chain', quantity: 6 }];
    const order = (chainUnits: number, discUnits: number) =>
      heldUnitsProblem({
        lines: [
          { part: disc, quantity: discUnits },
          { part: chain, quantity: chainUnits },
        ],
        unpaid,
        releasedHolds: undefined,
        now,
      });

    expect(order(4, 20)).toBeNull();
    expect(order(5, 1)).toMatch(/You already hold 6 of O-Ring Chain.*at most 10/);
    expect(
      heldUnitsProblem({
        lines: [
          { part: { ...disc, maxPerOrder: 1_000 }, quantity: unpaidUnitsMax / 2 },
          { part: { ...chain, maxPerOrder: 1_000 }, quantity: unpaidUnitsMax / 2 },
        ],
        unpaid,
        releasedHolds: undefined,
        now,
      }),
    ).toMatch(`You already hold 6 units unpaid: at most ${unpaidUnitsMax}`);
  });
});

describe('withReleasedHold', () => {
  it('adds the units to what still counts of the part, all of it until a new cool-down ends, and drops what stopped counting', () => {
    const before = {
      disc: { units: 4, until: minutes(3) },
      chain: { units: 10, until: minutes(-1) },
    };

    const after = withReleasedHold(
      before,
      [
        { partId: 'disc', quantity: 8 },
        { partId: 'lever', quantity: 2 },
      ],
      now,
    );

    const until = minutes(releasedHoldCooldownMinutes);
    expect(after).toEqual({ disc: { units: 12, until }, lever: { units: 2, until } });
  });
});
