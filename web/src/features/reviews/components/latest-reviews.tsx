import {
  Box,
  Button,
  Container,
  createIcon,
  EmptyState,
  Heading,
  Link,
  SimpleGrid,
  type SimpleGridProps,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/notify';
import { useLatestReviews } from '../api/get-reviews';
import { ReviewCard, ReviewCardSkeleton, reviewCardHeight } from './review-card';

const gridProps: SimpleGridProps = {
  columns: { base: 1, sm: 2, lg: 4 },
  gap: { base: '4', md: '6' },
};

const StarIcon = createIcon({
  displayName: 'StarIcon',
  // Chakra's icons take no size of their own; these sit in text and inputs.
  defaultProps: { boxSize: '1em' },
  path: (
    <path
      d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  ),
});

/** Home's "What our clients say": the newest `limit` reviews (docs/product.md: Home shows the last 4). */
export function LatestReviews({ limit }: { limit: number }) {
  const reviews = useLatestReviews(limit);
  const headingId = useId();

  let content;
  if (reviews.status === 'loading') {
    content = (
      <Box aria-busy="true">
        <VisuallyHidden role="status">Loading reviews…</VisuallyHidden>
        <SimpleGrid {...gridProps}>
          {Array.from({ length: limit }, (_, index) => (
            <ReviewCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      </Box>
    );
  } else if (reviews.status === 'error') {
    content = (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>The reviews could not be loaded</EmptyState.Title>
          <EmptyState.Description>{errorMessage(reviews.error)}</EmptyState.Description>
          <Button variant="outline" onClick={reviews.reload}>
            Try again
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (reviews.data.length === 0) {
    content = (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.fg">
            <StarIcon />
          </EmptyState.Indicator>
          <EmptyState.Description color="fg">
            No reviews yet — be the first to write one.
          </EmptyState.Description>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.dashboard.addReview.getHref()}>Write a review</RouterLink>
          </Link>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    content = (
      // role="list": Safari drops the list role of a list without bullets.
      <SimpleGrid as="ul" role="list" listStyleType="none" {...gridProps}>
        {reviews.data.map((review) => (
          <ReviewCard key={review._id} review={review} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '12', md: '16' }}>
      <Container maxW="7xl">
        <Heading
          as="h2"
          id={headingId}
          size={{ base: '2xl', md: '3xl' }}
          textAlign="center"
          mb={{ base: '8', md: '10' }}
        >
          What our clients say
        </Heading>
        {/* One card's height in every state, so the page below moves as little as it can. */}
        <Box minH={reviewCardHeight}>{content}</Box>
      </Container>
    </Box>
  );
}
