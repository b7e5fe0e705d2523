/**
 * Numbers handed out from memory, a block at a time (the "hi/lo" pattern): `takeBlock` reserves
 * `blockSize` numbers in the shared store, in a small transaction of its own, and this instance
 * hands them out one by one until they run out, then takes the next block. No document is
 * written per number, so no write every order makes can queue the shop's orders behind it
 * (docs/decisions/0043-order-numbers-and-thank-you.md). Numbers are unique across instances,
 * increasing within one, and roughly in order across them; an instance that stops loses what
 * is left of its block, a gap.
 */

/** Numbers `first` to `first + count - 1`, reserved for one instance. */
export interface NumberBlock {
  first: number;
  count: number;
}

/** Reserves the next `size` numbers in the shared store and answers them. */
export type TakeBlock = (size: number) => Promise<NumberBlock>;

/** The next number of this instance. */
export type NextNumber = () => Promise<number>;

export function createNumberBlocks(takeBlock: TakeBlock, blockSize: number): NextNumber {
  if (!Number.isSafeInteger(blockSize) || blockSize < 1) {
    throw new RangeError(`A block holds 1 number or more, not ${blockSize}`);
  }
  let next = 0;
  let end = 0;
  // The one block being taken: whoever finds the block empty waits for it, not for one each.
  let taking: Promise<void> | null = null;

  const refill = async () => {
    const block = await takeBlock(blockSize);
    next = block.first;
    end = block.first + block.count;
  };

  return async function nextNumber() {
    // Waiters resume in the order they came, and each takes its number synchronously, so the
    // numbers follow the calls; a block used up before everyone is served takes another.
    while (next >= end) {
      taking ??= refill().finally(() => {
        taking = null;
      });
      await taking;
    }
    return next++;
  };
}
