import { describe, expect, it } from 'vitest';
import { mergeLines, storedLines } from './cart-lines';

describe('mergeLines', () => {
  it('when both carts hold a part, then its quantities add up; the other parts follow', () => {
    const account = [
      { partId: 'chain', quantity: 10 },
      { partId: 'disc', quantity: 4 },
    ];
    const device = [
      { partId: 'disc', quantity: 4 },
      { partId: 'pads', quantity: 10 },
    ];

    expect(mergeLines(account, device)).toEqual([
      { partId: 'chain', quantity: 10 },
      { partId: 'disc', quantity: 8 },
      { partId: 'pads', quantity: 10 },
    ]);
    expect(account[1]).toEqual({ partId: 'disc', quantity: 4 });
  });

  it('when the merge would pass 50 lines, then the lines beyond are left out', () => {
    const full = Array.from({ length: 50 }, (_, i) => ({ partId: `p${i}`, quantity: 1 }));

    const merged = mergeLines(full, [
      { partId: 'p0', quantity: 1 },
      { partId: 'new', quantity: 1 },
    ]);

    expect(merged).toHaveLength(50);
    expect(merged[0]).toEqual({ partId: 'p0', quantity: 2 });
  });
});

describe('storedLines', () => {
  it('when a stored cart holds what is not a line, then only the lines are kept, each part once', () => {
    expect(
      storedLines([
        { partId: 'disc', quantity: 4 },
        { partId: 'disc', quantity: 2 },
        { partId: 'pads', quantity: 0 },
        { partId: 'chain', quantity: 1.5 },
        { quantity: 3 },
        'disc',
      ]),
    ).toEqual([{ partId: 'disc', quantity: 6 }]);
    expect(storedLines({ lines: [] })).toEqual([]);
  });
});
