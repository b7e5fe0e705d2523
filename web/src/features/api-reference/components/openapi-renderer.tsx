import { ApiReferenceReact } from '@scalar/api-reference-react';
// As text, which the <style> below puts on the page while it is open. A stylesheet linked by
// the chunk would stay in the document after the page is left, and Scalar's stylesheet sets
// `body`'s background in a cascade layer that outranks Chakra's.
import scalarStyles from '@scalar/api-reference-react/style.css?inline';
import { useMemo, type ComponentProps, type CSSProperties } from 'react';
import type { OpenApiDocument } from '../api/get-openapi-document';
import { shopScalarCss } from './scalar-theme';

type ScalarConfiguration = ComponentProps<typeof ApiReferenceReact>['configuration'];

/**
 * Scalar reads the document and nothing else: each option here turns off something that
 * would reach past the shop's origin or its Content-Security-Policy (docs/decisions/0025-api-reference-page.md).
 */
const readOnly = {
  // Its default fonts come from fonts.scalar.com; font-src allows the shop's own only.
  withDefaultFonts: false,
  // No "try it" client, so no requests through Scalar's proxy or to the API from here.
  hideClientButton: true,
  hideTestRequestButton: true,
  // "Ask AI" (api.scalar.com), "Generate MCP", the toolbar of Scalar's hosted services, and
  // its telemetry.
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  telemetry: false,
  // The page links the document itself.
  documentDownloadType: 'none',
  // The shop has one, light, colour scheme, in colours that read (scalar-theme.ts).
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  customCss: shopScalarCss,
} satisfies ScalarConfiguration;

/** The document drawn by Scalar: the sections, the calls, their schemas and examples. */
export function OpenApiRenderer({ openApiDocument }: { openApiDocument: OpenApiDocument }) {
  // Scalar takes its configuration again whenever the object changes: one per document.
  const configuration = useMemo(
    // Every tag open: the sidebar lists every call, not only the first tag's.
    () => ({ ...readOnly, defaultOpenAllTags: true, content: openApiDocument }),
    [openApiDocument],
  );
  return (
    // Scalar's sticky sidebar and its scrolling to a section keep clear of the shop's sticky
    // navbar (4rem high). A plain element: Chakra in this chunk would split the chunks that
    // Home shares with it, and Home's first load would grow.
    // Marked as Scalar's: the browser suite's axe check knows its markup is not the shop's
    // (tests/browser/support/axe.ts).
    <div
      data-third-party="scalar"
      style={{ '--scalar-custom-header-height': '4rem' } as CSSProperties}
    >
      <style>{scalarStyles}</style>
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
