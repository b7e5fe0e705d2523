import { Box, SimpleGrid, VisuallyHidden, type SimpleGridProps } from '@chakra-ui/react';
import type { Part } from '@moto-parts/contracts';
import { PartCard, PartCardSkeleton, type PartHeadingLevel } from './part-card';

const gridProps: SimpleGridProps = {
  columns: { base: 1, sm: 2, lg: 3 },
  gap: { base: '5', md: '6' },
};

interface PartGridProps {
  parts: Part[];
  headingLevel: PartHeadingLevel;
  /** How many cards, from the first, are in the page's first screen: their pictures load at once. */
  eagerCount?: number;
}

/** Parts as a list of cards, one to three a row. */
export function PartGrid({ parts, headingLevel, eagerCount = 0 }: PartGridProps) {
  return (
    // role="list": Safari drops the list role of a list without bullets.
    <SimpleGrid as="ul" role="list" listStyleType="none" {...gridProps}>
      {parts.map((part, index) => (
        <Box as="li" key={part._id}>
          <PartCard part={part} headingLevel={headingLevel} eager={index < eagerCount} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** `count` card-sized placeholders while the parts load. */
export function PartGridSkeleton({ count }: { count: number }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">Loading parts…</VisuallyHidden>
      <SimpleGrid {...gridProps} data-testid="part-grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <PartCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
