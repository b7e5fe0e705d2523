/**
 * Card numbers: Stripe's checks on a new card PaymentMethod, and what confirming with one
 * does. The test cards of docs/product.md §7 decline; any other valid number pays.
 */

export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Pays; a refund of it starts `succeeded` and fails a moment later, as at Stripe. */
  refundFails: '4000000000005126',
} as const;

export interface Decline {
  code: 'card_declined';
  decline_code: string;
  message: string;
}

const declines: Record<string, Decline> = {
  [testCards.declined]: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  [testCards.insufficientFunds]: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** How the issuer answers a charge on this card: null when it pays. */
export const declineFor = (number: string): Decline | null => declines[number] ?? null;

/** Why a refund to this card fails after it was made (Stripe's `failure_reason`), or null. */
export const refundFailureFor = (number: string) =>
  number === testCards.refundFails ? ('expired_or_canceled_card' as const) : null;

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand =
  'amex' | 'diners' | 'discover' | 'jcb' | 'mastercard' | 'unionpay' | 'visa' | 'unknown';

const brandPrefixes: [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[689])/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['visa', /^4/],
];

export function cardBrand(number: string): CardBrand {
  return brandPrefixes.find(([, prefix]) => prefix.test(number))?.[0] ?? 'unknown';
}

export interface CardInput {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc?: string;
}

export interface CardProblem {
  code: string;
  message: string;
  param: string;
}

export interface ValidCard {
  number: string;
  expMonth: number;
  expYear: number;
}

/**
 * Checks a card as Stripe does when a PaymentMethod is created: the number (digits, length,
 * Luhn), an expiry that is a real month and not past (`now` decides), and a 3–4 digit CVC.
 */
export function checkCard(
  card: CardInput,
  now: Date,
): { valid: ValidCard } | { problem: CardProblem } {
  const number = card.number.replace(/[\s-]/g, '');
  const problem = (code: string, message: string, param: string) => ({
    problem: { code, message, param: `card[${param}]` },
  });
  if (!/^\d{12,19}$/.test(number)) {
    return problem('invalid_number', 'Your card number is invalid.', 'number');
  }
  if (!passesLuhn(number)) {
    return problem('incorrect_number', 'Your card number is incorrect.', 'number');
  }
  const expMonth = /^\d{1,2}$/.test(card.exp_month) ? Number(card.exp_month) : 0;
  if (expMonth < 1 || expMonth > 12) {
    return problem('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  // Stripe takes two- or four-digit years.
  const year = /^\d{2}$|^\d{4}$/.test(card.exp_year) ? Number(card.exp_year) : 0;
  const expYear = year > 0 && year < 100 ? 2000 + year : year;
  const thisYear = now.getUTCFullYear();
  if (expYear < thisYear || expYear > thisYear + 50) {
    return problem('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  }
  if (expYear === thisYear && expMonth < now.getUTCMonth() + 1) {
    return problem('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
    return problem('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  }
  return { valid: { number, expMonth, expYear } };
}
