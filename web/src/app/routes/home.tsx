import { Heading } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FeaturedParts } from '@/features/catalog';
import { ContactForm, HeroCarousel, Newsletter, StatsBand } from '@/features/home';
import { LatestReviews } from '@/features/reviews';

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
      <LatestReviews limit={4} />
      <Suspense>
        <ContactForm />
      </Suspense>
    </>
  );
}
