// Puts a page's own head tags into an HTML document made for every page (the SPA's shell).

/** The document's `<title>` element. */
const titlePattern = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
/** Its `<meta name="description">` elements, with the line they end. */
const descriptionPattern = /<meta\s[^>]*\bname\s*=\s*["']?description\b["']?[^>]*>[^\S\n]*\n?/gi;
const headEndPattern = /<\/head\s*>/i;

/**
 * `html` with `tags` (HTML, already escaped) in place of its `<title>` and without its
 * `<meta name="description">`, so that the page has one of each: the tags go where the title
 * was, else right before `</head>`. Throws when `html` has no `</head>` (not a document).
 */
export function withHeadTags(html: string, tags: string): string {
  if (!headEndPattern.test(html)) throw new Error('The document has no </head>');
  const withoutDescription = html.replace(descriptionPattern, '');
  // A function, not a replacement string: `$&` or `$'` in a part's name is text, not a pattern.
  if (titlePattern.test(withoutDescription)) {
    return withoutDescription.replace(titlePattern, () => tags);
  }
  return withoutDescription.replace(headEndPattern, (headEnd) => `${tags}\n${headEnd}`);
}
