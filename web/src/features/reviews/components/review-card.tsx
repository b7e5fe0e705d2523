import { Card, HStack, Heading, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import type { Review } from '@moto-parts/contracts';
import { formatReviewDate } from '../utils/format-review-date';
import { ReviewerAvatar } from './reviewer-avatar';
import { StarRating } from './star-rating';

// Cards and their skeletons share one fixed height, so nothing below moves when the reviews
// arrive; a long review is cut after a few lines (a screen reader still reads all of it).
export const reviewCardHeight = '20rem';
const reviewLines = 6;

/** One client review, as an item of a list: photo, name, date, stars and the plain text. */
export function ReviewCard({ review }: { review: Review }) {
  const date = formatReviewDate(review.createdAt);
  return (
    <Card.Root as="li" height={reviewCardHeight} bg="bg" overflow="hidden">
      <Card.Body gap="4">
        <HStack gap="3">
          <ReviewerAvatar name={review.name} picture={review.picture} />
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" truncate>
              {review.name}
            </Heading>
            {date && (
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={review.createdAt}>{date}</time>
              </Text>
            )}
          </Stack>
        </HStack>
        <StarRating value={review.rating} />
        <Text as="blockquote" lineClamp={reviewLines} color="fg" lineHeight="tall">
          {review.review}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** A placeholder of the same size as a ReviewCard, shown while the reviews load. */
export function ReviewCardSkeleton() {
  return (
    <Card.Root height={reviewCardHeight} bg="bg" aria-hidden="true" data-testid="review-skeleton">
      <Card.Body gap="4">
        <HStack gap="3">
          <SkeletonCircle size="14" />
          <Stack gap="2" flex="1">
            <Skeleton height="5" width="70%" />
            <Skeleton height="4" width="40%" />
          </Stack>
        </HStack>
        <Skeleton height="5" width="7.5rem" />
        <Stack gap="2.5">
          <Skeleton height="4" />
          <Skeleton height="4" />
          <Skeleton height="4" width="85%" />
          <Skeleton height="4" width="60%" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
