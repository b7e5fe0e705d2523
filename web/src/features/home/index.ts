// Home's own sections, composed with the catalogue and reviews in app/routes/home.tsx.
export { ContactForm } from './components/contact-form';
export { HeroCarousel } from './components/hero-carousel';
export { Newsletter } from './components/newsletter';
export { StatsBand } from './components/stats-band';
