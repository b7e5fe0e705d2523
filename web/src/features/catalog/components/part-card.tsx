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
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { Part } from '@moto-parts/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatPrice, formatQuantity } from '@/lib/format';

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
}

// The skeleton is the same card drawn with stand-in text, so the two are the same size and
// nothing moves when the parts arrive.
const standIn: Part = {
  _id: '',
  name: 'Part name',
  image: '',
  description: 'Description '.repeat(30),
  price: 100,
  minOrder: 1,
  availableQuantity: 100,
  category: 'brakes',
  fitment: [],
  fitsAllBikes: true,
};

/** A part in a grid: picture, name, price, a note (see `note`), stock, minimum order, description, Purchase. */
export function PartCard({ part, headingLevel = 'h3', eager = false, note }: PartCardProps) {
  const loading = !part;
  const { _id, name, image, description, price, minOrder, availableQuantity } = part ?? standIn;
  // A colour of our own would outrank the skeleton's transparent text (a recipe's layer).
  const textColor = (color: string) => (loading ? undefined : color);

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" height="full">
      <AspectRatio ratio={4 / 3} bg="gray.100">
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
      <Card.Body gap="3" p="5">
        <HStack justify="space-between" align="baseline" gap="3">
          <Skeleton asChild loading={loading}>
            <Heading as={headingLevel} size="md" lineClamp={1}>
              {name}
            </Heading>
          </Skeleton>
          <Skeleton asChild loading={loading}>
            <Text fontSize="lg" fontWeight="bold" color={textColor('brand.fg')} flexShrink="0">
              {formatPrice(price)}
            </Text>
          </Skeleton>
        </HStack>
        {note && (
          // One line, whatever it says: the card's height never depends on the bike.
          <Skeleton asChild loading={loading}>
            <Box fontSize="sm" lineClamp={1} minH="5">
              {part && note(part)}
            </Box>
          </Skeleton>
        )}
        <Skeleton asChild loading={loading}>
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            <DataList.Item>
              <DataList.ItemLabel>Available quantity</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">
                {formatQuantity(availableQuantity)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Minimum order</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">
                {formatQuantity(minOrder)}
              </DataList.ItemValue>
            </DataList.Item>
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
          >
            {description}
          </Text>
        </Skeleton>
      </Card.Body>
      <Card.Footer px="5" pb="5">
        {loading ? (
          <Skeleton height="10" width="full" />
        ) : (
          <Button asChild width="full">
            <RouterLink to={paths.parts.getHref(_id)}>
              Purchase <VisuallyHidden>{name}</VisuallyHidden>
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
