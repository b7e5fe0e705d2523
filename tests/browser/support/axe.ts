import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Markup on the shop's pages that is not the shop's, and the axe rules it breaks that the
 * shop cannot mend from outside (docs/decisions/0046-errors-returns-and-axe.md). Every other
 * rule still runs on it.
 */
const thirdParty = [
  {
    // Scalar's drawing of the API document (/api-reference). Its colours are the shop's
    // (scalar-theme.ts), so colour contrast is checked in it like anywhere else.
    selector: '[data-third-party="scalar"]',
    breaks: [
      // The copy button of each code block: an icon without a name.
      'button-name',
      // Scalar draws its own <main> inside the shop's.
      'landmark-main-is-top-level',
      // Every call's "Example Responses" is a region of that one name.
      'landmark-unique',
      // Its list of a tag's calls scrolls, and takes no focus.
      'scrollable-region-focusable',
      // A response's schema picker is named "Schema" whatever variant its text shows.
      'label-content-name-mismatch',
    ],
    // Of those, a rule of the whole page, which names the shop's <main> as the second one.
    breaksPageWide: ['landmark-no-duplicate-main'],
  },
];

// While a modal dialog is open, it is the screen: the page beneath is hidden from screen
// readers (aria-hidden, set by Chakra's dialog) and out of the keyboard's reach (the dialog
// keeps the focus), and is checked where a journey shows it without the dialog. Axe's
// page-wide rules (one main landmark, one h1, nothing focusable under aria-hidden) would
// still count it.
const modalDialog = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** One violation as a line a person can act on: the rule, what it asks, and where. */
function describeViolation({ id, help, nodes }: Violation) {
  const where = nodes.map(({ target }) => target.map(String).join(' > ')).slice(0, 5);
  const more = nodes.length > where.length ? ` and ${nodes.length - where.length} more` : '';
  return `${id}: ${help} (${where.join(', ')}${more})`;
}

const isOnPage = async (page: Page, selector: string) => (await page.locator(selector).count()) > 0;

/**
 * Runs axe (the rules it runs by default: WCAG 2.0–2.2 A and AA, and its best practices) on
 * the page as it is, at the width its browser has, and fails with each violation found.
 * `screenshot()` calls it on every screen a journey shows.
 */
export async function expectNoAxeViolations(page: Page, name: string) {
  const violations: Violation[] = [];
  if (await isOnPage(page, modalDialog)) {
    violations.push(...(await new AxeBuilder({ page }).include(modalDialog).analyze()).violations);
  } else {
    const present = [];
    for (const party of thirdParty) if (await isOnPage(page, party.selector)) present.push(party);
    let shops = new AxeBuilder({ page });
    for (const party of present) {
      shops = shops.exclude(party.selector).disableRules(party.breaksPageWide);
    }
    violations.push(...(await shops.analyze()).violations);
    for (const party of present) {
      const theirs = new AxeBuilder({ page })
        .include(party.selector)
        .disableRules([...party.breaks, ...party.breaksPageWide]);
      violations.push(...(await theirs.analyze()).violations);
    }
  }
  if (violations.length > 0) {
    throw new Error(`axe on ${name}:\n${violations.map(describeViolation).join('\n')}`);
  }
}
