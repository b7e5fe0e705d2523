import { describe, expect, it } from 'vitest';
import { isClosedTransaction, retryingClosed } from './closed-transaction.ts';

const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
  details: 'Transaction is invalid or closed.',
});
const otherInvalid = Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), {
  code: 3,
  details: 'bad field',
});

describe('retryingClosed', () => {
  it('when the emulator closes the transaction, then it runs again and answers the next result', async () => {
    let calls = 0;
    const result = await retryingClosed(async () => {
      calls += 1;
      if (calls < 3) throw closed;
      return 'placed';
    });

    expect(result).toBe('placed');
    expect(calls).toBe(3);
  });

  it('when another error happens, or the attempts run out, then it is thrown', async () => {
    await expect(retryingClosed(() => Promise.reject(otherInvalid))).rejects.toBe(otherInvalid);
    let calls = 0;
    const always = () => {
      calls += 1;
      return Promise.reject(closed);
    };
    await expect(retryingClosed(always, 2)).rejects.toBe(closed);
    expect(calls).toBe(2);
    expect(isClosedTransaction(new Error('x'))).toBe(false);
  });
});
