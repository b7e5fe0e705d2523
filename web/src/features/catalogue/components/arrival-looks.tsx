import type { BikeChoice, Part } from '@moto-parts/contracts';
import { standInPart } from '../utils/stand-in-part';
import { CatalogueNote } from './catalogue-note';
import { CataloguePages } from './catalogue-pages';
import type { PartCardProps } from './part-card';
import { PartGrid } from './part-grid';

const bike: BikeChoice = { make: 'Honda', model: 'CB500X', year: 2019 };
const fitsNoBike: Part = { ...standInPart, fitsAllBikes: false, fitment: [] };
const noTurn = () => {};

/**
 * What Home's and the catalogue's stand-ins become when the parts have come, rendered by the
 * prerender only for their styles (src/prerender/entry-prerender.tsx): a part's card in each
 * look it takes (Home's; the catalogue's with a category, with a bike it fits and one it does
 * not) and the catalogue's page navigation. A page of stand-ins carries these rules too, so
 * that when its parts arrive Emotion compiles no rule and the page's stylesheets stay as they
 * are: compiling and inserting rules then was a long task on a phone, and inserting them had
 * the browser restyle the whole page (docs/decisions/0017-hydration-without-long-tasks.md).
 */
export function HomeArrivalLooks() {
  return <PartGrid parts={[standInPart]} headingLevel="h3" />;
}

/** `cardAction`: the button the catalogue's cards carry beside Purchase (the app's). */
export function CatalogueArrivalLooks({ cardAction }: { cardAction?: PartCardProps['action'] }) {
  return (
    <>
      <PartGrid
        parts={[standInPart]}
        headingLevel="h2"
        note={(part) => <CatalogueNote part={part} />}
        action={cardAction}
      />
      <PartGrid
        parts={[standInPart, fitsNoBike]}
        headingLevel="h2"
        note={(part) => <CatalogueNote part={part} bike={bike} />}
        action={cardAction}
      />
      <CataloguePages page={1} pages={1} onPrevious={noTurn} onNext={noTurn} />
    </>
  );
}
