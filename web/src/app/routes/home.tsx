import { Heading } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { FeaturedParts } from '@/features/catalog';
import { ContactForm, HeroCarousel, Newsletter, StatsBand } from '@/features/home';

// Below the first screen: loaded in their own chunk, started as soon as Home renders.
const LatestReviews = lazy(() =>
  import('@/features/reviews').then((m) => ({ default: m.LatestReviews })),
);

/** Home at / and /home, in SPEC order (the footer comes with the layout). */
export function Component() {
  return (
    <>
      {/* The banners change every few seconds; the page's title does not. */}
      <Heading as="h1" srOnly>
        moto-parts: motorcycle parts, direct from the maker
      </Heading>
      <HeroCarousel />
      <FeaturedParts />
      <StatsBand />
      <Suspense>
        <Newsletter />
      </Suspense>
      {/* SPEC §9: Home shows the last 4 reviews. */}
      <Suspense>
        <LatestReviews limit={4} />
      </Suspense>
      <Suspense>
        <ContactForm />
      </Suspense>
    </>
  );
}
