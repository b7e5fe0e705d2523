import { Heading } from '@chakra-ui/react';
import { lazy } from 'react';
import { FeaturedParts, HomeShopBy } from '@/features/catalogue';
import { ContactForm, HeroCarousel, Newsletter, StatsBand } from '@/features/home';
import { HydrateWhenVisible } from '@/lib/hydration';

// Below the first screen: loaded in their own chunk when Home renders them.
const LatestReviews = lazy(() =>
  import('@/features/reviews').then((m) => ({ default: m.LatestReviews })),
);

/**
 * Home at / and /home, in docs/product.md order (the footer comes with the layout), with shop
 * by bike and the categories under the banners (docs/decisions/0021-categories-and-fitment.md). The stats, the
 * newsletter, the reviews and the contact form are below the first screen: on the
 * prerendered page they load and hydrate as the visitor scrolls towards them.
 */
export function Component() {
  return (
    <>
      {/* The banners change every few seconds; the page's title does not. */}
      <Heading as="h1" srOnly>
        moto-parts: motorcycle parts, direct from the maker
      </Heading>
      <HeroCarousel />
      <HydrateWhenVisible id="shop-by">
        <HomeShopBy />
      </HydrateWhenVisible>
      <FeaturedParts />
      <HydrateWhenVisible id="stats">
        <StatsBand />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="newsletter">
        <Newsletter />
      </HydrateWhenVisible>
      {/* docs/product.md §9: Home shows the last 4 reviews. */}
      <HydrateWhenVisible id="latest-reviews">
        <LatestReviews limit={4} />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="contact-us">
        <ContactForm />
      </HydrateWhenVisible>
    </>
  );
}
