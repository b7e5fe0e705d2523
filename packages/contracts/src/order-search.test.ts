import { describe, expect, it } from 'vitest';
import { customerNameKey, readOrderSearch } from './order-search.ts';
import { listOrdersQuerySchema, orderSearchSchema } from './orders-schemas.ts';

describe('readOrderSearch', () => {
  it.each([
    ['#1001', { by: 'orderNumber', orderNumber: 1001 }],
    [' 1001 ', { by: 'orderNumber', orderNumber: 1001 }],
    ['# 42', { by: 'orderNumber', orderNumber: 42 }],
    [' Ada.Rider@Example.COM', { by: 'email', email: 'ada.rider@example.com' }],
    ['  Ada   Love', { by: 'name', prefix: 'ada love' }],
    ['', undefined],
    ['   ', undefined],
  ])('when the text is %j, then it reads as %j', (text, search) => {
    expect(readOrderSearch(text)).toEqual(search);
  });

  it('when a name is keyed, then it is the key a search for its start compares with', () => {
    expect(customerNameKey(' Ada  Lovelace ')).toBe('ada lovelace');
    expect(readOrderSearch('ADA L')).toEqual({ by: 'name', prefix: 'ada l' });
    expect(customerNameKey(' Ada  Lovelace ').startsWith('ada l')).toBe(true);
  });
});

describe('orderSearchSchema', () => {
  it.each([
    ['#12a', 'An order number is digits after #, such as #1001'],
    ['1234567890', 'An order number has at most 9 digits'],
    ['ada@', 'Enter a whole email address, such as rider@example.com'],
    ['x'.repeat(255), 'Search for at most 254 characters'],
  ])('when the text is %j, then it is refused: %s', (text, message) => {
    expect(() => orderSearchSchema.validateSync(text)).toThrow(message);
  });

  it('when the text is a number, an email or a name, then it is accepted, trimmed', () => {
    expect(orderSearchSchema.validateSync(' #123456789 ')).toBe('#123456789');
    expect(orderSearchSchema.validateSync('ada@example.com')).toBe('ada@example.com');
    expect(orderSearchSchema.validateSync('Ada')).toBe('Ada');
  });
});

describe('listOrdersQuerySchema', () => {
  it('when a search comes with a status other than all, then it is refused; alone or with all, accepted', () => {
    expect(() => listOrdersQuerySchema.validateSync({ q: 'ada', status: 'paid' })).toThrow(
      'A search looks through every order: send status all, or no status',
    );
    expect(listOrdersQuerySchema.validateSync({ q: 'ada', status: 'all' })).toMatchObject({
      q: 'ada',
      status: 'all',
    });
    expect(listOrdersQuerySchema.validateSync({ q: 'ada' }).status).toBeUndefined();
    expect(listOrdersQuerySchema.validateSync({ status: 'paid', q: '' }).status).toBe('paid');
  });
});
