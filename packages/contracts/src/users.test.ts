import { describe, expect, it } from 'vitest';
import { tokenExchangeInputSchema } from './users.ts';

describe('tokenExchangeInputSchema', () => {
  it('when the email has spaces and capitals, then it is trimmed and lower-cased', async () => {
    const input = await tokenExchangeInputSchema.validate({ email: '  Rider@Example.COM ' });

    expect(input).toEqual({ email: 'rider@example.com' });
  });

  it.each([undefined, '', 'not-an-email', `${'a'.repeat(250)}@example.com`])(
    'when the email is %j, then it is refused',
    async (email) => {
      await expect(tokenExchangeInputSchema.validate({ email })).rejects.toThrow();
    },
  );
});
