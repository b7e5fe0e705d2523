import { describe, expect, it } from 'vitest';
import { isPublicHttpsUrl } from './image-url.ts';

describe('isPublicHttpsUrl', () => {
  it.each([
    'https://example.com/rider.jpg',
    'https://images.moto-parts.example/reviews/1.webp?w=200',
  ])('when the picture is %s, then it is accepted', (url) => {
    expect(isPublicHttpsUrl(url)).toBe(true);
  });

  it.each([
    ['plain http', 'http://example.com/rider.jpg'],
    ['a router on the visitor’s network', 'https://192.168.0.1/admin.png'],
    ['loopback', 'https://127.0.0.1:9099/x.png'],
    ['an IPv6 address', 'https://[::1]/x.png'],
    ['localhost', 'https://localhost/x.png'],
    ['an intranet name', 'https://printer.local/x.png'],
    ['a single-label host', 'https://intranet/x.png'],
    ['credentials in the URL', 'https://user:pass@example.com/x.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['not a URL', 'my photo'],
  ])('when the picture is %s, then it is refused', (_what, url) => {
    expect(isPublicHttpsUrl(url)).toBe(false);
  });
});
