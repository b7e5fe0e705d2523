import { partPageDescription, partPageTitle, type Part } from '@moto-parts/contracts';

/**
 * The part page's `<title>` and description when the SPA shows it (React hoists both into the
 * head): what the server sent in the HTML of `/parts/{id}` (docs/decisions/0038-links-that-last.md).
 */
export function PartPageMeta({ part }: { part: Pick<Part, 'name' | 'sku' | 'description'> }) {
  return (
    <>
      <title>{partPageTitle(part)}</title>
      <meta name="description" content={partPageDescription(part)} />
    </>
  );
}
