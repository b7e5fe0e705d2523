import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';

/**
 * The HTML of the page at `location`, as the browser's first render would make it (the API's
 * data still loading, the visitor not yet known), with Emotion's styles inline. Waits for every
 * lazy part of the page, so the footer and the sections below the fold are in it too.
 */
export async function renderPage(location: string): Promise<string> {
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(<App Router={AtLocation} />, {
    // One document, every boundary in place: no streaming scripts (which the CSP would block).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails here would be rendered by the browser instead: fail the build.
    onError(error) {
      throw error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
