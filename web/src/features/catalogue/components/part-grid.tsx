import { Box, SimpleGrid, VisuallyHidden } from '@chakra-ui/react';
import type { Part } from '@moto-parts/contracts';
import { PartCard, type PartCardProps, type PartHeadingLevel } from './part-card';

interface PartGridProps {
  /** The parts; undefined while they load, when `placeholders` stand-in cards hold their place. */
  parts: Part[] | undefined;
  placeholders?: number;
  headingLevel: PartHeadingLevel;
  /** How many cards, from the first, are in the page's first screen: their pictures load at once. */
  eagerCount?: number;
  /** A line on each card under its name (see PartCard). */
  note?: PartCardProps['note'];
  /** A button beside each card's Purchase (see PartCard). */
  action?: PartCardProps['action'];
}

/**
 * Parts as a list of cards, one to three a row. While they load, the same list holds stand-in
 * cards, hidden from screen readers, and each becomes a part's card in place when the parts
 * arrive: nothing moves, and the browser updates a few elements per card instead of
 * replacing a hundred (which was a long task on a phone).
 */
export function PartGrid({
  parts,
  placeholders = 0,
  headingLevel,
  eagerCount = 0,
  note,
  action,
}: PartGridProps) {
  const loading = parts === undefined;
  const cards = parts ?? Array.from({ length: placeholders }, () => undefined);
  return (
    <Box aria-busy={loading}>
      {loading && <VisuallyHidden role="status">Loading parts…</VisuallyHidden>}
      <SimpleGrid
        as="ul"
        // Safari drops the list role of a list without bullets.
        role="list"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap={{ base: '3', sm: '5', md: '6' }}
        data-testid={loading ? 'part-grid-skeleton' : undefined}
        // The stand-in cards pulse as one: with a pulse of its own, each of their six or
        // seven skeletons (84 on /parts) had the browser restyle ~160 elements many times a
        // second, often a long task on a phone, until the parts came (docs/decisions/0017-hydration-without-long-tasks.md).
        animation={loading ? 'pulse' : undefined}
        css={loading ? { '& .chakra-skeleton': { animation: 'none' } } : undefined}
      >
        {cards.map((part, index) => (
          // Keyed by place: a stand-in card becomes the card of the part that takes its place.
          <Box
            as="li"
            key={index}
            aria-hidden={loading || undefined}
            // The browser styles and lays out a card only near the screen: the other cards
            // of a page are skipped, holding about their place, until a scroll brings them
            // close (docs/decisions/0017-hydration-without-long-tasks.md). `auto` keeps a card's real height once it has had one.
            contentVisibility="auto"
            containIntrinsicSize={{ base: 'auto 12rem', sm: 'auto 35rem' }}
          >
            <PartCard
              part={part}
              headingLevel={headingLevel}
              eager={index < eagerCount}
              note={note}
              action={action}
            />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
