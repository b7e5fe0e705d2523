import type { Part } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { isOrderable, lineStatus, statusText } from './line-status';

const part = (over: Partial<Part> = {}): Part => ({
  _id: 'disc',
  name: 'Drilled Brake Disc',
  sku: 'MP-BD-3207',
  crossReferences: [],
  image: 'https://example.com/disc.jpg',
  description: 'Drilled.',
  price: 114.5,
  minOrder: 4,
  maxPerOrder: 40,
  weightGrams: 1400,
  availableQuantity: 260,
  category: 'brakes',
  fitment: [],
  fitsAllBikes: true,
  ...over,
});
const line = (quantity: number) => ({ partId: 'disc', quantity });

describe('lineStatus', () => {
  it.each([
    ['plenty in stock', line(4), part(), 'ok', undefined],
    [
      '3 left of a part of minimum 2',
      line(2),
      part({ minOrder: 2, availableQuantity: 3 }),
      'few-left',
      'Only 3 left',
    ],
    ['a part gone from the catalogue', line(4), undefined, 'unavailable', 'No longer available'],
    [
      'fewer left than the minimum',
      line(4),
      part({ availableQuantity: 3 }),
      'unavailable',
      'No longer available',
    ],
    [
      'more than the stock',
      line(8),
      part({ availableQuantity: 6 }),
      'too-many',
      'Only 6 can be ordered now',
    ],
    ['more than the most per order', line(50), part(), 'too-many', 'Only 40 can be ordered now'],
    ['less than the minimum', line(2), part(), 'too-few', 'The minimum order is 4'],
  ])('when the line asks for %s, then it is %s', (_, cartLine, cartPart, kind, text) => {
    const status = lineStatus(cartLine, cartPart);

    expect(status.kind).toBe(kind);
    expect(statusText(status)).toBe(text);
    expect(isOrderable(status)).toBe(kind === 'ok' || kind === 'few-left');
  });
});
