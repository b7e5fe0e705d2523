/**
 * The shop's own origin, with no trailing slash: the `SHOP_URL` of functions/.env
 * (`.env.<project>` on the emulators), else the project's default Hosting site. Where the
 * emails' links lead, where the part pages' canonical and Open Graph URLs point, and where
 * the `pages` function fetches the app's shell (docs/decisions/0038-links-that-last.md).
 */
export const shopUrl = () =>
  (process.env.SHOP_URL || `https://${process.env.GCLOUD_PROJECT ?? 'moto-parts'}.web.app`).replace(
    /\/+$/,
    '',
  );
