/** How long a page may take to come: the shell is one small file from the CDN. */
const fetchHtmlTimeoutMs = 3000;

/**
 * The HTML document at `url`. Throws when it does not answer 200 with HTML within
 * `timeoutMs`, or redirects: a caller serves something else rather than a broken page.
 */
export async function fetchHtml(url: string, timeoutMs = fetchHtmlTimeoutMs): Promise<string> {
  const response = await fetch(url, {
    headers: { accept: 'text/html' },
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) throw new Error(`${url} answered ${type}, not HTML`);
  return response.text();
}
