import { describe, expect, it } from 'vitest';
import { createNumberBlocks, type NumberBlock } from './number-blocks.ts';

/** A shared counter as the store keeps it, with the blocks it reserved. */
function counterFrom(first: number) {
  let next = first;
  const taken: NumberBlock[] = [];
  const takeBlock = async (size: number) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    const block = { first: next, count: size };
    next += size;
    taken.push(block);
    return block;
  };
  return { takeBlock, taken };
}

describe('createNumberBlocks', () => {
  it('when numbers are asked one after another, then they count up from the block, a new block when it runs out', async () => {
    const counter = counterFrom(1001);
    const next = createNumberBlocks(counter.takeBlock, 3);

    const numbers = [];
    for (let i = 0; i < 7; i++) numbers.push(await next());

    expect(numbers).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007]);
    expect(counter.taken).toEqual([
      { first: 1001, count: 3 },
      { first: 1004, count: 3 },
      { first: 1007, count: 3 },
    ]);
  });

  it('when many ask at once with no block in hand, then one block is taken for all, and each gets the next number in the order they asked', async () => {
    const counter = counterFrom(1001);
    const next = createNumberBlocks(counter.takeBlock, 50);

    const numbers = await Promise.all(Array.from({ length: 20 }, () => next()));

    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 1001 + i));
    expect(counter.taken).toHaveLength(1);
  });

  it('when more ask at once than a block holds, then the blocks follow one another and no number is given twice', async () => {
    const counter = counterFrom(1001);
    const next = createNumberBlocks(counter.takeBlock, 4);

    const numbers = await Promise.all(Array.from({ length: 10 }, () => next()));

    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => 1001 + i));
    expect(counter.taken).toHaveLength(3);
  });

  it('when instances share the counter, then their numbers never meet, and each one’s only increase', async () => {
    const counter = counterFrom(1001);
    const instances = [1, 2, 3].map(() => createNumberBlocks(counter.takeBlock, 5));

    const byInstance = await Promise.all(
      instances.map((next) => Promise.all(Array.from({ length: 12 }, () => next()))),
    );

    const all = byInstance.flat();
    expect(new Set(all).size).toBe(all.length);
    for (const numbers of byInstance) {
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it('when taking a block fails, then the callers waiting for it fail, and the next call tries again', async () => {
    let fail = true;
    const counter = counterFrom(1001);
    const next = createNumberBlocks(async (size) => {
      if (fail) throw new Error('contention');
      return counter.takeBlock(size);
    }, 10);

    const failed = await Promise.allSettled([next(), next()]);
    fail = false;

    expect(failed.map(({ status }) => status)).toEqual(['rejected', 'rejected']);
    expect(await next()).toBe(1001);
  });

  it('when the block size is not a whole number of 1 or more, then it is refused', () => {
    const { takeBlock } = counterFrom(1);
    expect(() => createNumberBlocks(takeBlock, 0)).toThrow(RangeError);
    expect(() => createNumberBlocks(takeBlock, 2.5)).toThrow(RangeError);
  });
});
