import { describe, expect, it } from 'vitest';
import { parseCatalogueFilters } from './parse-catalogue-filters';
import { catalogueSearch } from '@/lib/catalogue-filters';

const parse = (search: string) => parseCatalogueFilters(new URLSearchParams(search));

describe('parseCatalogueFilters', () => {
  it('reads every filter the catalogue takes', () => {
    expect(
      parse('q=brake&category=brakes&sort=price-asc&make=Honda&model=CB500X&year=2019'),
    ).toEqual({
      q: 'brake',
      category: 'brakes',
      sort: 'price-asc',
      bike: { make: 'Honda', model: 'CB500X', year: 2019 },
    });
  });

  it('leaves out what the shop does not know, keeping the bike as far as it is known', () => {
    expect(parse('category=tyres&sort=cheapest&q=%20%20')).toEqual({});
    expect(parse('make=Honda&model=MT-07')).toEqual({ bike: { make: 'Honda' } });
    expect(parse('make=Honda&model=CB500X&year=1999')).toEqual({
      bike: { make: 'Honda', model: 'CB500X' },
    });
    expect(parse('make=Honda&model=CB500X&year=2019abc')).toEqual({
      bike: { make: 'Honda', model: 'CB500X' },
    });
    expect(parse('model=CB500X&year=2019')).toEqual({});
  });

  it('cuts a search to what the API accepts', () => {
    expect(parse(`q=${'x'.repeat(50)}`).q).toHaveLength(40);
  });
});

describe('catalogueSearch', () => {
  it('writes the filters back so that they read the same', () => {
    const filters = {
      q: 'brake disc',
      category: 'brakes' as const,
      sort: 'price-desc' as const,
      bike: { make: 'Royal Enfield', model: 'Classic 350', year: 2015 },
    };
    const search = catalogueSearch(filters);

    expect(search).toBe(
      '?q=brake+disc&category=brakes&make=Royal+Enfield&model=Classic+350&year=2015&sort=price-desc',
    );
    expect(parse(search.slice(1))).toEqual(filters);
  });

  it('leaves the defaults out', () => {
    expect(catalogueSearch({})).toBe('');
    expect(catalogueSearch({ sort: 'newest' })).toBe('');
  });
});
