import { lazy } from 'react';

// Home's own sections, composed with the catalogue and reviews in app/routes/home.tsx.
export { HeroCarousel } from './components/hero-carousel';
export { StatsBand } from './components/stats-band';

// The two forms sit far below the first screen and bring formik and yup (~23 KB gzip):
// they load in their own chunk when Home renders them (see app/routes/home.tsx).
export const Newsletter = lazy(() =>
  import('./components/newsletter').then((module) => ({ default: module.Newsletter })),
);
export const ContactForm = lazy(() =>
  import('./components/contact-form').then((module) => ({ default: module.ContactForm })),
);
