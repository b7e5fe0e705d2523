import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderedStyleAttributes } from './src/prerender/prerendered-styles.ts';
import type { PrerenderedPage } from './src/prerender/entry-prerender.tsx';

/** What src/prerender/entry-prerender.tsx exports. */
interface PrerenderEntry {
  renderPage: (location: string) => Promise<PrerenderedPage>;
}

const entry = 'src/prerender/entry-prerender.tsx';
/** The elements React puts first when it renders a page alone: they belong in <head>. */
const leadingHeadElements = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;

/**
 * Every Emotion class in `html` must have its rule in the page: a missing one would be
 * inserted when the app starts, restyling the page (and moving it, if the rule positions
 * something).
 */
function assertStyled(route: string, html: string, ids: string[]) {
  const styled = new Set(ids);
  const unstyled = [...html.matchAll(/ class="([^"]*)"/g)]
    .flatMap((match) => [...match[1].matchAll(/\bcss-([a-z0-9]+)\b/g)].map((id) => id[1]))
    .filter((id) => !styled.has(id));
  if (unstyled.length > 0) throw new Error(`${route} has classes without rules: ${unstyled}`);
}

/** `html` with `elements` at the end of its <head>. */
const intoHead = (html: string, elements: string) =>
  html.replace('</head>', () => `${elements}</head>`);

/** The page's HTML placed into the built index.html: its head elements in <head>, the rest in #root. */
function fillTemplate(template: string, head: string, body: string) {
  let html = template;
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  // Before the scripts: the first banner (Home's largest paint) is then fetched first.
  const scripts = html.indexOf('<script');
  const at = scripts === -1 ? html.indexOf('</head>') : scripts;
  // A function, not a string, as the replacement: the page's own `$` signs (code samples)
  // must not be read as replacement patterns.
  return `${html.slice(0, at)}${head}${html.slice(at)}`.replace(
    '<div id="root"></div>',
    () => `<div id="root">${body}</div>`,
  );
}

/**
 * After the browser build, renders the public pages to static HTML (`pages`: route → file in
 * the output folder), so that a phone paints them before any JavaScript has run; the SPA
 * then hydrates them (src/main.tsx). Every other route gets `app.html`, the empty shell, which
 * firebase.json serves for them. See docs/decisions/0016-prerendered-public-pages.md.
 */
export function prerender(pages: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'moto-parts:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The server build below loads this same config: it must not prerender again.
      if (config.build.ssr) return;
      const serverDir = path.join(config.cacheDir, 'prerender');
      await build({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: entry, outDir: serverDir, emptyOutDir: true, manifest: false },
      });
      const { renderPage } = (await import(
        pathToFileURL(path.join(serverDir, 'entry-prerender.js')).href
      )) as PrerenderEntry;

      const outDir = path.resolve(config.root, config.build.outDir);
      const rendered = [];
      for (const [route, file] of Object.entries(pages)) {
        const { html, globalCss, components } = await renderPage(route);
        assertStyled(route, html, components.ids);
        const head = leadingHeadElements.exec(html)?.[0] ?? '';
        // The page's component rules go into <head>, with their ids, in one sheet that the app
        // adopts as it is (src/prerender/prerendered-styles.ts).
        const componentStyles = `<style ${prerenderedStyleAttributes.components}="${components.ids.join(' ')}">${components.css}</style>`;
        rendered.push({
          route,
          file,
          head,
          body: html.slice(head.length),
          globalCss,
          componentStyles,
        });
      }
      // Chakra's global CSS comes from the theme alone: every page, and the empty shell too,
      // carries the same.
      const globalCss = rendered[0]?.globalCss ?? '';
      const other = rendered.find((page) => page.globalCss !== globalCss);
      if (other) throw new Error(`${other.route} has other global CSS than the first page`);

      // No modulepreload of the app's chunks: src/main.tsx loads them after the first paint,
      // and fetched before it they held back the paint and the hero picture on a slow link
      // (docs/decisions/0022-catalogue-first-screen.md).
      const template = intoHead(
        await readFile(path.join(outDir, 'index.html'), 'utf8'),
        `<style ${prerenderedStyleAttributes.global}>${globalCss}</style>`,
      );
      await writeFile(path.join(outDir, 'index.html'), template);
      await writeFile(path.join(outDir, 'app.html'), template);
      for (const { file, head, componentStyles, body } of rendered) {
        const html = intoHead(fillTemplate(template, head, body), componentStyles);
        await writeFile(path.join(outDir, file), html);
      }
    },
  };
}
