import { Box, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/notify';
import { useParts } from '../api/get-parts';
import { PartGrid } from './part-grid';

// Needed only when the API fails, so it stays out of Home's first load (its budget, 0011).
const ErrorState = lazy(() =>
  import('@/components/ui/error-state').then((m) => ({ default: m.ErrorState })),
);

/** docs/product.md §9: Home shows the first 6 parts. */
export const featuredPartsCount = 6;

/** Home's "Parts" section: the first parts of the catalogue and the way to all of them. */
export function FeaturedParts() {
  const parts = useParts({ limit: featuredPartsCount });
  const headingId = useId();

  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '12', md: '16' }}>
      <Container maxW="7xl">
        <Flex
          justify="space-between"
          align={{ base: 'flex-start', sm: 'flex-end' }}
          direction={{ base: 'column', sm: 'row' }}
          gap="3"
          mb={{ base: '8', md: '10' }}
        >
          <Stack gap="2">
            <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
              Parts
            </Heading>
            <Text color="fg.muted">Made in our workshop and sold at the maker’s price.</Text>
          </Stack>
          <Link asChild color="brand.fg" fontWeight="semibold" flexShrink="0">
            <RouterLink to={paths.catalogue.getHref()}>
              View all parts <span aria-hidden="true">→</span>
            </RouterLink>
          </Link>
        </Flex>
        {parts.status === 'loading' ? (
          <PartGrid parts={undefined} placeholders={featuredPartsCount} headingLevel="h3" />
        ) : parts.status === 'error' ? (
          <Suspense>
            <ErrorState
              title="The parts could not be loaded"
              message={errorMessage(parts.error)}
              onRetry={parts.reload}
            />
          </Suspense>
        ) : parts.data.items.length === 0 ? (
          <Text color="fg.muted">New parts are on their way. Check back soon.</Text>
        ) : (
          <PartGrid parts={parts.data.items} headingLevel="h3" />
        )}
      </Container>
    </Box>
  );
}
