import { string } from 'yup';

/** Host names that only mean something inside a network: a picture must not point there. */
const privateHostSuffixes = [
  'localhost',
  '.localhost',
  '.local',
  '.internal',
  '.lan',
  '.home.arpa',
];

/**
 * Whether `value` is an https URL on a named public host. A picture over plain http would be
 * fetched in the clear (and the CSP allows only https images); one on an IP address or an
 * intranet name would make every visitor's browser knock on a machine of their own network,
 * such as a router at `192.168.0.1`.
 */
export function isPublicHttpsUrl(value: string | undefined): boolean {
  // https, a host of letters, digits, dots and dashes (so no credentials, no IPv6 literal),
  // an optional port, then a path, query or fragment without spaces.
  const match = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i.exec(value ?? '');
  const hostname = match?.[1]?.toLowerCase();
  if (!hostname) return false;
  const ipAddress = /^[\d.]+$/.test(hostname);
  const privateName = privateHostSuffixes.some((suffix) => hostname.endsWith(suffix));
  const named = hostname.split('.').length > 1 && !hostname.split('.').includes('');
  return named && !ipAddress && !privateName;
}

/** A picture's URL (a part's image, a reviewer's picture): https, on a named public host. */
export const imageUrlSchema = (label: string) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(2048, `${label} URL is too long`)
    .test('public-https', `${label} must be an https URL on a public host`, isPublicHttpsUrl);
