import { describe, expect, it } from 'vitest';
import { partPageDescription, partPageTitle } from './part-pages.ts';

describe('partPageTitle and partPageDescription', () => {
  it('when a part has a number, then the title names the part, its number and the shop', () => {
    expect(partPageTitle({ name: 'Sintered Brake Pads', sku: 'SBP-0451' })).toBe(
      'Sintered Brake Pads · SBP-0451 — moto-parts',
    );
  });

  it('when a part has no number yet, then the title names the part and the shop', () => {
    expect(partPageTitle({ name: 'Chain Guard', sku: '' })).toBe('Chain Guard — moto-parts');
  });

  it('when a description runs over lines, then it is one line', () => {
    expect(
      partPageDescription({ description: 'Sintered pads for the front caliper.\nWet or dry.' }),
    ).toBe('Sintered pads for the front caliper. Wet or dry.');
  });

  it('when a description is longer than 160 characters, then it is cut after a whole word, with …', () => {
    const cut = partPageDescription({ description: `${'word '.repeat(40)}end` });

    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^(word )+word…$/);
  });

  it('when a long description has no space to cut at, then it is cut at 159 characters, with …', () => {
    expect(partPageDescription({ description: 'x'.repeat(400) })).toBe(`${'x'.repeat(159)}…`);
  });
});
