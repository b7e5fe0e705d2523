import { describe, expect, it } from 'vitest';
import { searchRedirect, writtenSku } from './part-pages.ts';

describe('writtenSku', () => {
  it.each([
    ['15410-MFJ-D01', '15410-MFJ-D01'],
    ['15410%20mfj%20d01', '15410 mfj d01'],
    ['06455%2FMEL%2FD21', '06455/MEL/D21'],
    ['CR9EIA-9/', 'CR9EIA-9'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['', ''],
  ])('when the path after /p/ is %j, then the sku written is %j', (encoded, sku) => {
    expect(writtenSku(encoded)).toBe(sku);
  });
});

describe('searchRedirect', () => {
  it('when a number is searched, then it goes to the catalogue’s search for it, 302', () => {
    expect(searchRedirect('15410 MFJ D01')).toEqual({
      status: 302,
      cacheControl: 'public, max-age=0, s-maxage=60',
      location: '/parts?q=15410+MFJ+D01',
    });
  });

  it('when the text is longer than a search may be, then the search is its first 40 characters', () => {
    const { location } = searchRedirect('A'.repeat(500));

    expect(location).toBe(`/parts?q=${'A'.repeat(40)}`);
  });

  it('when the text holds control characters or markup, then the search is one line of it, escaped in the URL', () => {
    expect(searchRedirect('a\u0000b\r\nc <x>&').location).toBe('/parts?q=a+b+c+%3Cx%3E%26');
  });

  it('when nothing is left to search, then it goes to the catalogue', () => {
    expect(searchRedirect(' \n ').location).toBe('/parts');
  });
});
