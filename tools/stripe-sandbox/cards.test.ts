import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, declineFor, passesLuhn, testCards } from './cards.ts';

const june2026 = new Date(Date.UTC(2026, 5, 15));
const card = { number: testCards.succeeds, exp_month: '12', exp_year: '2034', cvc: '123' };

describe('cards', () => {
  it('when a number is checked, then Luhn accepts the test cards and refuses a changed digit', () => {
    expect(Object.values(testCards).every(passesLuhn)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('when the number is %s, then the brand is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('when the test cards are charged, then 4242 pays and the other two decline as Stripe’s do', () => {
    expect(declineFor(testCards.succeeds)).toBeNull();
    expect(declineFor(testCards.declined)).toMatchObject({ decline_code: 'generic_decline' });
    expect(declineFor(testCards.insufficientFunds)).toMatchObject({
      decline_code: 'insufficient_funds',
    });
  });

  it.each([
    { card: 'this month', change: { exp_month: '6', exp_year: '2026' }, problem: null },
    { card: 'a two-digit year', change: { exp_month: '1', exp_year: '27' }, problem: null },
    { card: 'spaces in the number', change: { number: '4242 4242 4242 4242' }, problem: null },
    {
      card: 'last month',
      change: { exp_month: '5', exp_year: '2026' },
      problem: 'invalid_expiry_month',
    },
    { card: 'last year', change: { exp_year: '2025' }, problem: 'invalid_expiry_year' },
    { card: 'a year too far ahead', change: { exp_year: '2077' }, problem: 'invalid_expiry_year' },
    { card: 'a letter in the CVC', change: { cvc: '12a' }, problem: 'invalid_cvc' },
  ])(
    'when the card has $card (in June 2026), then the problem is $problem',
    ({ change, problem }) => {
      const result = checkCard({ ...card, ...change }, june2026);

      expect('problem' in result ? result.problem.code : null).toBe(problem);
    },
  );
});
