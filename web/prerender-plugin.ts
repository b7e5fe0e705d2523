import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderedStyleAttributes } from './src/app/prerendered-styles.ts';

/** What src/entry-prerender.tsx exports. */
interface PrerenderEntry {
  renderPage: (location: string) => Promise<string>;
}

const entry = 'src/entry-prerender.tsx';
/** What src/main.tsx imports once the page has painted. */
const bootModule = 'src/boot.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of the app's boot chunk and everything it imports statically. */
async function bootChunks(outDir: string, base: string) {
  const manifest = JSON.parse(
    await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(base + chunk.file)) return;
    files.add(base + chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(bootModule);
  return files;
}

/**
 * The boot chunks as `modulepreload` links: fetched while the page parses, as a static import
 * would be, but run only when src/main.tsx imports them. (Vite preloads the static imports of
 * the entry; the boot chunk is a dynamic one.)
 */
function withModulePreloads(html: string, files: Set<string>) {
  const present = new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
  const links = [...files]
    .filter((file) => !present.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('\n    ');
  return html.replace('</head>', () => `    ${links}\n  </head>`);
}

/** The elements React puts first when it renders a page alone: they belong in <head>. */
const leadingHeadElements = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;

// Lazy up to the first closing tag: a rule may hold a `<` (a `content` string), never `</style>`.
const emotionStyle = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion renders each component's styles as a <style> beside it, and Chakra's global CSS as
 * two more. Here they move out of the page's body into <head>, in two sheets that the app
 * adopts as they are (src/app/prerendered-styles.ts): the global CSS, and every component rule
 * with their Emotion ids. Left to Emotion, the browser would get them moved again, restyling
 * the whole page in one long task.
 */
function splitEmotionStyles(page: string) {
  let globalCss = '';
  const ids: string[] = [];
  let rules = '';
  const body = page.replace(emotionStyle, (_tag, keys: string, css: string) => {
    const [key = '', ...names] = keys.split(' ');
    if (key.endsWith('-global')) globalCss += css;
    else {
      ids.push(...names);
      rules += css;
    }
    return '';
  });
  const componentStyles = `<style ${prerenderedStyleAttributes.components}="${ids.join(' ')}">${rules}</style>`;
  return { globalCss, componentStyles, body };
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
        const page = await renderPage(route);
        const head = leadingHeadElements.exec(page)?.[0] ?? '';
        rendered.push({ route, file, head, ...splitEmotionStyles(page.slice(head.length)) });
      }
      // Chakra's global CSS comes from the theme alone: every page, and the empty shell too,
      // carries the same.
      const globalCss = rendered[0]?.globalCss ?? '';
      const other = rendered.find((page) => page.globalCss !== globalCss);
      if (other) throw new Error(`${other.route} has other global CSS than the first page`);

      const template = intoHead(
        withModulePreloads(
          await readFile(path.join(outDir, 'index.html'), 'utf8'),
          await bootChunks(outDir, config.base),
        ),
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
