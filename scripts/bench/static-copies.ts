// Static copies of the shop's pages, the limits the bench holds them to: the same HTML,
// styles, images and text, without any script. They are written into the web build, where the
// emulators' Hosting serves them beside the pages themselves (`/{name}`, its clean URLs).
import { rmSync, writeFileSync } from 'node:fs';

const web = new URL('../../web/dist/', import.meta.url);

/**
 * `html` without what runs: its scripts, the modules preloaded for them, and frames, whose
 * pages are scripts' (Stripe's card field).
 */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<iframe\b[^>]*>[\s\S]*?<\/iframe>/g, '');

/** Writes the static copy `name` of a page whose HTML is `html`; answers the path it is served at. */
export function writeStaticCopy(name: string, html: string) {
  writeFileSync(new URL(`${name}.html`, web), withoutScripts(html));
  return `/${name}`;
}

export function removeStaticCopy(name: string) {
  rmSync(new URL(`${name}.html`, web), { force: true });
}
