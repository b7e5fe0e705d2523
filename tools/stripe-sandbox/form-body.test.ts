import { describe, expect, it } from 'vitest';
import { FormBodyError, parseFormBody } from './form-body.ts';

describe('parseFormBody', () => {
  it('when the SDK sends nested and indexed keys, then they become objects and arrays', () => {
    const body =
      'amount=45800&metadata[orderId]=abc&payment_method_types[0]=card&payment_method_types[1]=link' +
      '&card[exp_month]=12&billing_details[address][city]=Leeds&description=4+%C3%97+disc';

    expect(parseFormBody(body)).toEqual({
      amount: '45800',
      metadata: { orderId: 'abc' },
      payment_method_types: ['card', 'link'],
      card: { exp_month: '12' },
      billing_details: { address: { city: 'Leeds' } },
      description: '4 × disc',
    });
  });

  it('when brackets arrive encoded, or empty, then they mean the same', () => {
    expect(parseFormBody('metadata%5BorderId%5D=abc&types[]=card&types[]=link')).toEqual({
      metadata: { orderId: 'abc' },
      types: ['card', 'link'],
    });
  });

  it('when a key is both a value and a hash, then the body is refused', () => {
    expect(() => parseFormBody('metadata=x&metadata[orderId]=abc')).toThrow(FormBodyError);
    expect(() => parseFormBody('card[number]=4242&card=x')).toThrow(FormBodyError);
  });
});
