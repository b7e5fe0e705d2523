import { paths } from '@/config/paths';

export interface HeroSlide {
  /** A 1600×640 banner whose left side is calm enough to carry the text. */
  image: string;
  alt: string;
  headline: string;
  subline: string;
  action: { label: string; href: string };
  /** Which part of the banner stays in view on narrow screens, where it is cropped. */
  focus: string;
}

export const heroSlides: HeroSlide[] = [
  {
    image: '/images/hero/dusk-ride.svg',
    alt: 'A motorcycle riding along a road at dusk',
    headline: 'Motorcycle parts, built in our own workshop',
    subline:
      'Brakes, engine, drivetrain, lighting and riding gear, made by the people who design them and shipped from the factory floor.',
    action: { label: 'Shop all parts', href: paths.catalogue.getHref() },
    focus: '80% center',
  },
  {
    image: '/images/hero/workshop-shelf.svg',
    alt: 'A workshop wall stocked with motorcycle parts',
    headline: 'Straight from our shelves to your garage',
    subline:
      'Every part in the catalogue is in stock at the factory. Order from the minimum quantity up and we pack it the same week.',
    action: { label: 'Browse the catalogue', href: paths.catalogue.getHref() },
    focus: '70% center',
  },
  {
    image: '/images/hero/race-track.svg',
    alt: 'A motorcycle leaning through a race-track corner',
    headline: 'Tested on the track, priced for the road',
    subline:
      'Discs, pads and pistons proven at race pace, sold at the maker’s price with no dealer in between.',
    action: { label: 'Find brake parts', href: paths.catalogue.getHref({ category: 'brakes' }) },
    focus: '75% center',
  },
];
