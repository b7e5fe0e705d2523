import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnRequestInputSchema, returnDecisionInputSchema } from './returns-schemas.ts';
import {
  returnableUnits,
  returnStatuses,
  statusesOfReturnView,
  unitsHoldingReturnStatuses,
  unitsInParcels,
  unitsInReturns,
  type ReturnStatus,
} from './returns.ts';

const parcel = (deliveredAt: string | null, quantity: number) => ({
  deliveredAt,
  lines: [{ partId: 'disc', quantity }],
});
const asked = (status: ReturnStatus, quantity: number) => ({
  partId: 'disc',
  quantity,
  status,
});

describe('unitsInParcels', () => {
  it('adds up one part’s units over every parcel, and none of another part’s', () => {
    const parcels = [
      {
        lines: [
          { partId: 'disc', quantity: 2 },
          { partId: 'pads', quantity: 5 },
        ],
      },
      { lines: [{ partId: 'disc', quantity: 1 }] },
    ];

    expect(unitsInParcels(parcels, 'disc')).toBe(3);
    expect(unitsInParcels(parcels, 'chain')).toBe(0);
    expect(unitsInParcels([], 'disc')).toBe(0);
  });
});

describe('returnableUnits', () => {
  it('when parcels arrived, then their units may be returned, and those on their way may not', () => {
    const shipments = [parcel('2026-11-20T10:00:00Z', 3), parcel(null, 1)];

    expect(returnableUnits({ shipments, returns: [] }, 'disc', true)).toBe(3);
    expect(returnableUnits({ shipments, returns: [] }, 'pads', true)).toBe(0);
  });

  it('when units are in returns, then only the refused ones may be asked for again', () => {
    const shipments = [parcel('2026-11-20T10:00:00Z', 10)];
    const returns = [asked('requested', 1), asked('approved', 2), asked('received', 3)];

    expect(returnableUnits({ shipments, returns }, 'disc', true)).toBe(4);
    expect(
      returnableUnits({ shipments, returns: [...returns, asked('refused', 4)] }, 'disc', true),
    ).toBe(4);
  });

  it('when the window has closed, then only units of recalled lots may come back, less those already in returns', () => {
    const shipments = [parcel('2026-11-20T10:00:00Z', 2)];
    const recalls = [{ partId: 'disc', units: 1 }];

    expect(returnableUnits({ shipments, returns: [], recalls }, 'disc', false)).toBe(1);
    expect(returnableUnits({ shipments, returns: [], recalls: [] }, 'disc', false)).toBe(0);
    expect(
      returnableUnits({ shipments, returns: [asked('requested', 1)], recalls }, 'disc', false),
    ).toBe(0);
    expect(
      returnableUnits({ shipments, returns: [asked('refused', 1)], recalls }, 'disc', false),
    ).toBe(1);
    // Two recalls of other lots of the same line add up.
    const both = [...recalls, { partId: 'disc', units: 1 }, { partId: 'pads', units: 5 }];
    expect(returnableUnits({ shipments, returns: [], recalls: both }, 'disc', false)).toBe(2);
  });

  it('when units move at random, then after the window it is never more than within it, nor than the recalled units less those in returns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.tuple(fc.constantFrom(...returnStatuses), fc.integer({ min: 1, max: 5 })), {
          maxLength: 5,
        }),
        (delivered, recalled, made) => {
          const order = {
            shipments: [parcel('2026-11-20T10:00:00Z', delivered)],
            returns: made.map(([status, quantity]) => asked(status, quantity)),
            recalls: [{ partId: 'disc', units: Math.min(recalled, delivered) }],
          };
          const after = returnableUnits(order, 'disc', false);
          const inReturns = unitsInReturns(order.returns, 'disc', unitsHoldingReturnStatuses);
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBeLessThanOrEqual(Math.max(0, returnableUnits(order, 'disc', true)));
          expect(after).toBeLessThanOrEqual(Math.max(0, Math.min(recalled, delivered) - inReturns));
        },
      ),
    );
  });
});

describe('statusesOfReturnView', () => {
  it('when the admins ask for the waiting returns, then they are the requested and approved ones', () => {
    expect(statusesOfReturnView('waiting')).toEqual(['requested', 'approved']);
    expect(statusesOfReturnView('refused')).toEqual(['refused']);
  });
});

describe('returnRequestInputSchema', () => {
  const damaged = { partId: 'disc', quantity: 1, reason: 'damaged' };
  const mt07 = { make: 'Yamaha', model: 'MT-07', year: 2018 };

  it.each([
    ['a damaged part', damaged],
    ['a part no longer needed, with a note', { ...damaged, reason: 'not-needed', note: 'Sold it' }],
    ['another reason, said', { ...damaged, reason: 'other', note: 'Ordered twice' }],
    ['a wrong fit, with the bike', { ...damaged, reason: 'wrong-fit', bike: mt07 }],
  ])('when the buyer returns %s, then it is taken', async (_, input) => {
    await expect(returnRequestInputSchema.isValid(input)).resolves.toBe(true);
  });

  it.each([
    ['another reason, unsaid', { ...damaged, reason: 'other' }, 'Say why you return it'],
    ['a wrong fit without the bike', { ...damaged, reason: 'wrong-fit' }, 'Say which bike'],
    [
      'a bike the shop does not know',
      { ...damaged, reason: 'wrong-fit', bike: { ...mt07, model: 'R1' } },
      'Choose a make and model from the list',
    ],
    [
      'a year the model was not built',
      { ...damaged, reason: 'wrong-fit', bike: { ...mt07, year: 2001 } },
      'The MT-07 was built from 2014 to 2026',
    ],
    ['a reason off the list', { ...damaged, reason: 'bored' }, 'Reason must be one of'],
    ['a note too long', { ...damaged, note: 'x'.repeat(501) }, 'at most 500 characters'],
  ])('when the buyer returns %s, then it is refused saying so', async (_, input, message) => {
    await expect(returnRequestInputSchema.validate(input)).rejects.toThrow(message);
  });
});

describe('returnDecisionInputSchema', () => {
  it('when an admin refuses without a note, then it is refused; approving needs none', async () => {
    await expect(returnDecisionInputSchema.validate({ decision: 'refuse' })).rejects.toThrow(
      'Say why the return is refused',
    );
    await expect(returnDecisionInputSchema.isValid({ decision: 'approve' })).resolves.toBe(true);
  });
});
