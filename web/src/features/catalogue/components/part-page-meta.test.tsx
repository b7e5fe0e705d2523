import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartPageMeta } from './part-page-meta';

describe('PartPageMeta', () => {
  it('when a part is shown, then the document’s title and description are the part’s', () => {
    const { unmount } = render(
      <PartPageMeta
        part={{ name: '"Pads" <&>', sku: 'SBP-0451', description: 'Sintered.\nFront caliper.' }}
      />,
    );

    expect(document.title).toBe('"Pads" <&> · SBP-0451 — moto-parts');
    const description = document.head.querySelector('meta[name="description"]');
    expect(description).toHaveAttribute('content', 'Sintered. Front caliper.');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
