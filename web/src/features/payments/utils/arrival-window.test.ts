import { describe, expect, it } from 'vitest';
import { arrivalWindow, formatArrival } from './arrival-window';

// Friday 28 November 2026, noon (local time: the days are the rider's).
const friday = new Date(2026, 10, 28, 12, 0);

describe('arrivalWindow', () => {
  it('when the method names a range of days, then they are working days after the payment, the weekend skipped', () => {
    const window = arrivalWindow('Ground (3–5 days)', friday);

    expect(window && formatArrival(window)).toBe('Wed, Dec 2 – Fri, Dec 4');
  });

  it('when the method names one number of days, then it is one day', () => {
    const window = arrivalWindow('Express (2 days)', friday);

    expect(window && formatArrival(window)).toBe('Tue, Dec 1');
  });

  it.each([
    ['International (7-14 days)', 'Tue, Dec 8 – Thu, Dec 17'],
    ['International Express (3 days)', 'Wed, Dec 2'],
    ['Standard (5 — 8 working days)', 'Fri, Dec 4 – Wed, Dec 9'],
  ])('when the method is "%s", then it arrives %s', (name, expected) => {
    const window = arrivalWindow(name, friday);

    expect(window && formatArrival(window)).toBe(expected);
  });

  it.each([
    'Arranged by the shop',
    'Ground',
    'Pick-up (0 days)',
    'Odd (5–3 days)',
    'Same day (today)',
  ])('when the method is "%s", then there is no window', (name) => {
    expect(arrivalWindow(name, friday)).toBeNull();
  });
});
