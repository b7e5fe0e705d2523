import { describe, expect, it } from 'vitest';
import { withoutScripts } from './static-copies.ts';

// A static copy is the limit a page is held to: what it shows, nothing that runs.

describe('withoutScripts', () => {
  it('when a page is copied, then its scripts, their module preloads and its frames go, and its styles, text and fields stay', () => {
    const page = [
      '<!doctype html><html><head>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link as="script" rel="modulepreload" href="/assets/b.js">',
      '<style data-emotion="css">.big{color:red}</style>',
      '<script type="module" src="/assets/index.js"></script>',
      '</head><body><h1 class="big">Your Cart</h1><input value="10">',
      '<iframe src="https://js.stripe.com/card"><p>card</p></iframe>',
      '<script>\nwindow.started = true;\n</script></body></html>',
    ].join('');

    expect(withoutScripts(page)).toBe(
      '<!doctype html><html><head><style data-emotion="css">.big{color:red}</style></head>' +
        '<body><h1 class="big">Your Cart</h1><input value="10"></body></html>',
    );
  });
});
