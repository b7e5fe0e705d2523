import type { Lot } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../lib/http-error.ts';
import {
  addForSale,
  blockLots,
  packLots,
  receiveLot,
  returnedLots,
  returnToLots,
  unitsByLot,
  writeDown,
  type LotStock,
} from './lots.ts';

const lot = (code: string, madeOn: string, onHand: number, more: Partial<Lot> = {}): Lot => ({
  code,
  madeOn,
  onHand,
  blocked: 0,
  recallId: null,
  ...more,
});

/** 10 for sale, 4 more held by orders: 3 of the older lot, 11 of the newer. */
const stock: LotStock = {
  availableQuantity: 10,
  lots: [lot('A', '2026-01-01', 3), lot('B', '2026-03-01', 11)],
  short: 0,
};
const held = 4;

/** The status of the error `run` throws. */
function statusOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as HttpError).status;
  }
  return undefined;
}

describe('the units of a part by lot', () => {
  it('when new units of a new lot come, then it takes its place by the day it was made, and the invariant holds', () => {
    const { stock: after, deltas } = receiveLot(stock, { code: 'M', madeOn: '2026-02-01' }, 5);

    expect(after.lots.map(({ code, onHand }) => [code, onHand])).toEqual([
      ['A', 3],
      ['M', 5],
      ['B', 11],
    ]);
    expect(after.availableQuantity).toBe(15);
    expect(deltas).toEqual([{ code: 'M', delta: 5, blocked: 0 }]);
    expect(unitsByLot(after)).toBe(after.availableQuantity + held);
  });

  it('when new units come to a part short of units, then they cover the shortfall first', () => {
    const short = { ...stock, availableQuantity: 0, short: 3 };

    const { stock: after } = receiveLot(short, { code: 'A', madeOn: '2026-01-01' }, 5);

    expect(after).toMatchObject({ availableQuantity: 2, short: 0 });
    expect(addForSale(short, 2)).toMatchObject({ availableQuantity: 0, short: 1 });
  });

  it('when a restock names a recalled lot, a known code with another day, or a 51st lot, then 409', () => {
    const recalled = { ...stock, lots: [lot('A', '2026-01-01', 0, { recallId: 'r1' })] };
    const full = {
      ...stock,
      lots: Array.from({ length: 50 }, (_, i) => lot(`L${i}`, '2026-01-01', 0)),
    };

    expect(statusOf(() => receiveLot(recalled, { code: 'A', madeOn: '2026-01-01' }, 1))).toBe(409);
    expect(statusOf(() => receiveLot(stock, { code: 'A', madeOn: '2026-01-02' }, 1))).toBe(409);
    expect(statusOf(() => receiveLot(full, { code: 'Z', madeOn: '2026-01-01' }, 1))).toBe(409);
  });

  it('when a stocktake finds fewer, then the newest lots give them first', () => {
    const { stock: after, deltas } = writeDown({ ...stock, availableQuantity: 13, short: 1 }, 12);

    expect(after.lots.map(({ onHand }) => onHand)).toEqual([2, 0]);
    expect(deltas).toEqual([
      { code: 'B', delta: -11, blocked: 0 },
      { code: 'A', delta: -1, blocked: 0 },
    ]);
    expect(after.availableQuantity).toBe(1);
    expect(unitsByLot(after)).toBe(after.availableQuantity + 2);
  });

  it('when a parcel is packed, then it takes the oldest lots that are not recalled, or the admin’s pick', () => {
    const withRecalled = {
      ...stock,
      lots: [
        lot('A', '2026-01-01', 3),
        lot('R', '2026-02-01', 9, { recallId: 'r1' }),
        ...stock.lots.slice(1),
      ],
    };

    expect(packLots(withRecalled.lots, 5, undefined, 'Pads').taken).toEqual([
      { code: 'A', quantity: 3 },
      { code: 'B', quantity: 2 },
    ]);
    expect(packLots(stock.lots, 2, [{ code: 'B', quantity: 2 }], 'Pads').lots[1]?.onHand).toBe(9);
    expect(statusOf(() => packLots(withRecalled.lots, 15, undefined, 'Pads'))).toBe(409);
    expect(statusOf(() => packLots(withRecalled.lots, 1, [{ code: 'R', quantity: 1 }], 'P'))).toBe(
      409,
    );
    expect(statusOf(() => packLots(stock.lots, 4, [{ code: 'A', quantity: 4 }], 'P'))).toBe(409);
    expect(statusOf(() => packLots(stock.lots, 1, [{ code: 'Q', quantity: 1 }], 'P'))).toBe(400);
  });

  it('when a lot is recalled, then its units are blocked, leave the stock as far as it has them, and the rest are short', () => {
    const { stock: after, deltas } = blockLots({ ...stock, availableQuantity: 7 }, ['B'], 'r1');

    expect(after.lots[1]).toEqual(lot('B', '2026-03-01', 0, { blocked: 11, recallId: 'r1' }));
    expect(after).toMatchObject({ availableQuantity: 0, short: 4 });
    expect(deltas).toEqual([{ code: 'B', delta: -11, blocked: 11 }]);
    // Before: 14 by lot = 7 for sale + 7 held. After: 3 + 4 short = 0 for sale + 7 held.
    expect(unitsByLot(after)).toBe(after.availableQuantity + 7);
    expect(statusOf(() => blockLots(after, ['B'], 'r2'))).toBe(409);
    expect(statusOf(() => blockLots(stock, ['Q'], 'r2'))).toBe(400);
  });

  it('when returned units are restocked, then they go back to their lots, a recalled one’s to its blocked units', () => {
    const recalled = blockLots(stock, ['B'], 'r1').stock;

    const { stock: after, deltas } = returnToLots(recalled, [
      { code: 'A', quantity: 1 },
      { code: 'B', quantity: 2 },
    ]);

    expect(after.lots.map(({ onHand, blocked }) => [onHand, blocked])).toEqual([
      [4, 0],
      [0, 13],
    ]);
    // The recall left the held orders 1 short: the unit back on the shelf covers it.
    expect(recalled).toMatchObject({ availableQuantity: 0, short: 1 });
    expect(after).toMatchObject({ availableQuantity: 0, short: 0 });
    expect(deltas).toEqual([
      { code: 'A', delta: 1, blocked: 0 },
      { code: 'B', delta: 0, blocked: 2 },
    ]);
  });

  it('when a return is received, then its units came from the recalled lots first, then as they shipped, and from the opening lot beyond what parcels recorded', () => {
    const shipped = [
      { code: 'A', quantity: 2 },
      { code: 'B', quantity: 3 },
    ];

    expect(returnedLots(shipped, [], (code) => code === 'B', 4)).toEqual([
      { code: 'B', quantity: 3 },
      { code: 'A', quantity: 1 },
    ]);
    expect(returnedLots(shipped, [{ code: 'A', quantity: 2 }], () => false, 2)).toEqual([
      { code: 'B', quantity: 2 },
    ]);
    expect(returnedLots([], [], () => false, 2)).toEqual([{ code: 'OPENING', quantity: 2 }]);
  });
});
