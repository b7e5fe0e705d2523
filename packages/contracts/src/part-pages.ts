import type { Part } from './parts.ts';

// A part page's title and description: the server puts them in the page's HTML for search
// engines and link previews (functions/src/services/part-page-head.ts), and the SPA in the
// head when it shows the part, so the tab reads the same however the page came
// (docs/decisions/0038-links-that-last.md).

export const siteName = 'moto-parts';
/** A search result shows about this much of a description; a preview less. */
export const partPageDescriptionMaxLength = 160;

/** "Chain Guard · CG-520": the part's name and number; the name alone before it has one. */
export const partPageHeading = ({ name, sku }: Pick<Part, 'name' | 'sku'>) =>
  sku ? `${name} · ${sku}` : name;

/** "Chain Guard · CG-520 — moto-parts". */
export const partPageTitle = (part: Pick<Part, 'name' | 'sku'>) =>
  `${partPageHeading(part)} — ${siteName}`;

/**
 * The description on one line, at most `partPageDescriptionMaxLength` characters: cut at the
 * last word that fits, with "…".
 */
export function partPageDescription({ description }: Pick<Part, 'description'>) {
  const line = description.replace(/\s+/g, ' ').trim();
  if (line.length <= partPageDescriptionMaxLength) return line;
  const cut = line.slice(0, partPageDescriptionMaxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > partPageDescriptionMaxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
