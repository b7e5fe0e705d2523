import {
  AspectRatio,
  Box,
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Image,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { Part } from '@moto-parts/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatPrice, formatQuantity } from '@/lib/format';
import { standInCard } from '../utils/stand-in-part';
import { NumberMatchLine, PartNumberLine } from './part-number-line';

export type PartHeadingLevel = 'h2' | 'h3';

export interface PartCardProps {
  /** The part; without one, the card's shape with stand-in text, while the parts load. */
  part?: Part;
  /** The card's title level, one below the section's heading (h3 on Home, h2 on /parts). */
  headingLevel?: PartHeadingLevel;
  /** Load the picture at once: the card is in the first screen of its page. */
  eager?: boolean;
  /**
   * A line under the name: in the catalogue, the part's category or whether it fits the
   * rider's bike. A slot, so that Home's cards load none of that code.
   */
  note?: (part: Part) => ReactNode;
  /** A second button beside Purchase (the catalogue's Add to Cart): a slot, as `note` is. */
  action?: (part: Part) => ReactNode;
}

/**
 * A part in a grid: picture, name, price, part number (and in a search, how it matched), a
 * note (see `note`), stock, minimum order, description, Purchase. On a phone it is a row of a list, as parts shops draw their
 * results there: a small picture beside the name, price and stock, and no description, so
 * that a screen shows four parts rather than one (docs/decisions/0022-catalogue-first-screen.md).
 */
export function PartCard({
  part,
  headingLevel = 'h3',
  eager = false,
  note,
  action,
}: PartCardProps) {
  const loading = !part;
  const shown = part ?? standInCard;
  const { _id, name, image, description, price, minOrder, availableQuantity } = shown;
  // A colour of our own would outrank the skeleton's transparent text (a recipe's layer).
  const textColor = (color: string) => (loading ? undefined : color);

  return (
    <Card.Root
      variant="outline"
      bg="bg"
      overflow="hidden"
      height="full"
      flexDirection={{ base: 'row', sm: 'column' }}
    >
      <AspectRatio
        ratio={4 / 3}
        bg="gray.100"
        width={{ base: '28', sm: 'full' }}
        flexShrink="0"
        alignSelf="flex-start"
      >
        {loading ? (
          <Skeleton rounded="none" />
        ) : (
          <Image
            src={image}
            alt={name}
            htmlWidth={800}
            htmlHeight={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fit="cover"
          />
        )}
      </AspectRatio>
      <Stack gap="0" flex="1" minW="0">
        <Card.Body gap={{ base: '2', sm: '3' }} p={{ base: '3', sm: '5' }}>
          {/* On a phone the price goes under the name, which then has the row's width. */}
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ base: 'flex-start', sm: 'baseline' }}
            gap={{ base: '1', sm: '3' }}
          >
            <Skeleton asChild loading={loading}>
              <Heading as={headingLevel} size={{ base: 'sm', sm: 'md' }} lineClamp={1} maxW="full">
                {name}
              </Heading>
            </Skeleton>
            <Skeleton asChild loading={loading}>
              <Text
                fontSize={{ base: 'md', sm: 'lg' }}
                fontWeight="bold"
                color={textColor('brand.fg')}
                flexShrink="0"
              >
                {formatPrice(price)}
              </Text>
            </Skeleton>
          </Stack>
          {/* Only a search's answer marks a part: never a stand-in's. */}
          {part?.numberMatch && (
            <NumberMatchLine match={part.numberMatch} mt={{ base: '-1', sm: '-2' }} />
          )}
          <Skeleton asChild loading={loading}>
            <PartNumberLine part={shown} mt={{ base: '-1', sm: '-2' }} />
          </Skeleton>
          {note && (
            // One line of a set height, whatever it says: the card's height never depends on
            // the bike (the ✓ and ✕ come from a font with a taller line).
            <Skeleton asChild loading={loading}>
              <Box fontSize="sm" lineClamp={1} height="5">
                {part && note(part)}
              </Box>
            </Skeleton>
          )}
          <Skeleton asChild loading={loading}>
            <DataList.Root orientation="horizontal" size="sm" gap="1">
              {(
                [
                  ['Available quantity', availableQuantity],
                  ['Minimum order', minOrder],
                ] as const
              ).map(([label, quantity]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="semibold">
                    {formatQuantity(quantity)}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Skeleton>
          <Skeleton asChild loading={loading}>
            {/* Always three lines tall: the cards of a row line up and never jump. */}
            <Text
              color={textColor('fg.muted')}
              fontSize="sm"
              lineHeight="1.25rem"
              lineClamp={3}
              minH="3.75rem"
              hideBelow="sm"
            >
              {description}
            </Text>
          </Skeleton>
        </Card.Body>
        <Card.Footer px={{ base: '3', sm: '5' }} pb={{ base: '3', sm: '5' }}>
          {loading ? (
            // Purchase's height (44 px on a phone, md's 40 beyond): a shorter stand-in moved
            // the cards below it as the parts came.
            <Skeleton height={{ base: '11', sm: '10' }} width="full" />
          ) : (
            <HStack width="full" gap="2">
              {/* 44 px high on a phone, the size a thumb hits without care. */}
              <Button asChild flex="1" size={{ base: 'sm', sm: 'md' }} h={{ base: '11', sm: '10' }}>
                <RouterLink to={paths.part.getHref(_id)}>
                  Purchase <VisuallyHidden>{name}</VisuallyHidden>
                </RouterLink>
              </Button>
              {part && action?.(part)}
            </HStack>
          )}
        </Card.Footer>
      </Stack>
    </Card.Root>
  );
}
