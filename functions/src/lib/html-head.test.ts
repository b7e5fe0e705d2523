import { describe, expect, it } from 'vitest';
import { withHeadTags } from './html-head.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shop's own description."
    />
    <title>moto-parts — motorcycle parts</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('withHeadTags', () => {
  it('when a shell has a title and a description, then the tags take the title’s place and the description goes', () => {
    const page = withHeadTags(
      shell,
      '<title>Pads</title>\n<meta name="description" content="Pads." />',
    );

    expect(page).toContain('<title>Pads</title>\n<meta name="description" content="Pads." />\n');
    expect(page).not.toContain('moto-parts — motorcycle parts');
    expect(page).not.toContain("The shop's own description.");
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(page).toContain('<body><div id="root"></div></body>');
  });

  it("when the tags hold $& or $', then they are inserted as text, not as replacement patterns", () => {
    const tags = "<title>Pads $& $' $` $1</title>";

    expect(withHeadTags(shell, tags)).toContain(tags);
  });

  it('when a shell has no title, then the tags go right before </head>', () => {
    const page = withHeadTags(
      '<html><head><meta charset="UTF-8"></head><body></body></html>',
      '<title>Pads</title>',
    );

    expect(page).toBe(
      '<html><head><meta charset="UTF-8"><title>Pads</title>\n</head><body></body></html>',
    );
  });

  it('when what came is not a document, then it throws rather than answer a broken page', () => {
    expect(() => withHeadTags('Service Unavailable', '<title>Pads</title>')).toThrow('</head>');
  });
});
