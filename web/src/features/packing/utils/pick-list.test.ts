import type { OrderLine } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { pickLines, pickListOrderIds, shelfNumberOf } from './pick-list';

const line = (partId: string, name: string, quantity: number): OrderLine => ({
  partId,
  name,
  sku: `MP-${partId.toUpperCase()}`,
  quantity,
  unitPrice: 10,
  lineTotal: 10 * quantity,
  shippedQuantity: 0,
});

describe('shelfNumberOf', () => {
  it('is the line’s part number, or the part’s id on an order placed before part numbers', () => {
    expect(shelfNumberOf({ partId: 'disc', sku: 'MP-BD-3207' })).toBe('MP-BD-3207');
    expect(shelfNumberOf({ partId: 'disc', sku: null })).toBe('disc');
  });
});

describe('pickLines', () => {
  it('when two orders hold the same part, then it is listed once with their units summed and both orders', () => {
    const picks = pickLines([
      {
        orderNumber: 1001,
        lines: [line('disc', 'Drilled Brake Disc', 4), line('chain', 'Chain Kit', 1)],
      },
      { orderNumber: 1002, lines: [line('disc', 'Drilled Brake Disc', 2)] },
    ]);

    expect(picks).toEqual([
      {
        partId: 'chain',
        name: 'Chain Kit',
        shelfNumber: 'MP-CHAIN',
        units: 1,
        orderNumbers: [1001],
      },
      {
        partId: 'disc',
        name: 'Drilled Brake Disc',
        shelfNumber: 'MP-DISC',
        units: 6,
        orderNumbers: [1001, 1002],
      },
    ]);
  });

  it('when an order has shipped part of its units, then only what is left is picked, and a line fully shipped not at all', () => {
    const picks = pickLines([
      {
        orderNumber: 1001,
        lines: [
          { ...line('disc', 'Drilled Brake Disc', 4), shippedQuantity: 3 },
          { ...line('chain', 'Chain Kit', 1), shippedQuantity: 1 },
        ],
      },
    ]);

    expect(picks).toEqual([
      {
        partId: 'disc',
        name: 'Drilled Brake Disc',
        shelfNumber: 'MP-DISC',
        units: 1,
        orderNumbers: [1001],
      },
    ]);
  });

  it('when parts are listed, then they go by name A to Z whatever the case, then by id', () => {
    const picks = pickLines([
      {
        orderNumber: 1001,
        lines: [
          line('z-2', 'fork seal', 1),
          line('b', 'Brake Lever', 1),
          line('z-1', 'fork seal', 1),
          line('a', 'Air Filter', 1),
        ],
      },
    ]);

    expect(picks.map(({ partId }) => partId)).toEqual(['a', 'b', 'z-1', 'z-2']);
  });

  it('when there are no orders, then there is nothing to pick', () => {
    expect(pickLines([])).toEqual([]);
  });
});

describe('pickListOrderIds', () => {
  it('when the URL comes from the pick list’s link, then the ids come back as they were, even with commas', () => {
    const ids = ['order-1', 'a,b', 'c d&e=f', 'é%'];
    const href = paths.dashboard.pickList.getHref(ids);

    expect(pickListOrderIds(href.slice(href.indexOf('?')))).toEqual(ids);
  });

  it('when an id is repeated or the list has empty places, then each id comes once', () => {
    expect(pickListOrderIds('?sort=x&orders=order-1,,order-2,order-1')).toEqual([
      'order-1',
      'order-2',
    ]);
  });

  it('when the URL names no orders, or a stray %, then it has no ids, or that id as written', () => {
    expect(pickListOrderIds('')).toEqual([]);
    expect(pickListOrderIds('?orders=')).toEqual([]);
    expect(pickListOrderIds('?orders=50%')).toEqual(['50%']);
  });
});
