import type { BikeChoice, Part } from '@moto-parts/contracts';
import { standInPart } from '../utils/stand-in-part';
import { CatalogNote } from './catalog-note';
import { PartGrid } from './part-grid';

const bike: BikeChoice = { make: 'Honda', model: 'CB500X', year: 2019 };
const fitsNoBike: Part = { ...standInPart, fitsAllBikes: false, fitment: [] };

/**
 * A part's card in each look it takes once the parts have come (Home's; the catalogue's with
 * a category, with a bike it fits and one it does not), rendered by the prerender only for
 * their styles (src/prerender/entry-prerender.tsx). A page of stand-in cards carries these
 * rules too, so that when its parts arrive Emotion compiles no rule and the page's stylesheets
 * stay as they are: inserting rules then had the browser restyle the whole page in one long
 * task on a phone (decision 0017).
 */
export function PartCardLooks() {
  return (
    <>
      <PartGrid parts={[standInPart]} headingLevel="h3" />
      <PartGrid
        parts={[standInPart]}
        headingLevel="h2"
        note={(part) => <CatalogNote part={part} />}
      />
      <PartGrid
        parts={[standInPart, fitsNoBike]}
        headingLevel="h2"
        note={(part) => <CatalogNote part={part} bike={bike} />}
      />
    </>
  );
}
