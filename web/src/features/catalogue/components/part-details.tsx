import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Container,
  DataList,
  EmptyState,
  Heading,
  HStack,
  Image,
  List,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { Part } from '@moto-parts/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import { usePart } from '../api/get-part';
import { useMyBike } from '@/lib/my-bike';
import { yearRange } from '../utils/bike-names';
import { minimumOrderWords } from '../utils/minimum-order-words';
import { BikeFit } from './bike-fit';
import { GarageFit } from './garage-fit';
import { PartPageMeta } from './part-page-meta';
import { formatPrice, formatQuantity } from '@/lib/format';

interface PartDetailsProps {
  /**
   * Buying, under the part: the app fills it with the cart's Add to Cart and Buy Now, given
   * the loaded part and a way to load it again.
   */
  renderOrder?: (part: Part, reload: () => void) => ReactNode;
  /** The signed-in rider's id, told by the app (features do not import auth): their garage. */
  uid?: string;
}

/** The bikes a part fits, as the purchase page lists them. */
function FitsList({ part }: { part: Part }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        Fits
      </Heading>
      {part.fitsAllBikes ? (
        <Text>Every bike</Text>
      ) : part.fitment.length === 0 ? (
        // A part from before fitment, until an admin lists its bikes.
        <Text color="fg.muted">No bikes listed yet</Text>
      ) : (
        <List.Root gap="1" ps="5">
          {part.fitment.map((line) => (
            <List.Item key={`${line.make}|${line.model}`}>
              {line.make} {line.model}, {yearRange(line)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** The other makers' numbers the part replaces, when it lists any. */
function ReplacesList({ part }: { part: Part }) {
  if (part.crossReferences.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        Replaces
      </Heading>
      <List.Root ps="5">
        {part.crossReferences.map(({ brand, number }) => (
          <List.Item key={`${brand} ${number}`}>
            {brand} {number}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function PartView({ part, order, uid }: { part: Part; order: ReactNode; uid?: string }) {
  const bike = useMyBike();
  const soldIn = minimumOrderWords(part.minOrder);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }} alignItems="start">
      <PartPageMeta part={part} />
      <AspectRatio ratio={4 / 3} bg="gray.100" rounded="l3" overflow="hidden">
        <Image
          src={part.image}
          alt={part.name}
          htmlWidth={800}
          htmlHeight={600}
          // The page's largest picture: fetch it first.
          loading="eager"
          fetchPriority="high"
          decoding="async"
          fit="cover"
        />
      </AspectRatio>
      <Stack gap="5">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {part.name}
        </Heading>
        <HStack gap="3" wrap="wrap" align="baseline">
          <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
            {formatPrice(part.price)}
            <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
              {' '}
              per piece
            </Text>
          </Text>
          {soldIn && (
            <Badge recipe={badgeRecipe} size="lg" variant="subtle" colorPalette="brand">
              {soldIn}
            </Badge>
          )}
        </HStack>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Part number</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">{part.sku}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Available quantity</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">
              {formatQuantity(part.availableQuantity)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Minimum order</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold">
              {formatQuantity(part.minOrder)}
            </DataList.ItemValue>
          </DataList.Item>
          {/* Only a limit below the stock bounds what a buyer can order. */}
          {part.maxPerOrder < part.availableQuantity && (
            <DataList.Item>
              <DataList.ItemLabel>Most per order</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">
                {formatQuantity(part.maxPerOrder)}
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
        {bike && <BikeFit part={part} bike={bike} />}
        <Text color="fg.muted" whiteSpace="pre-line">
          {part.description}
        </Text>
        <FitsList part={part} />
        <ReplacesList part={part} />
        {uid && <GarageFit part={part} uid={uid} />}
        {order}
      </Stack>
    </SimpleGrid>
  );
}

function PartSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">Loading the part…</VisuallyHidden>
      <SimpleGrid
        columns={{ base: 1, md: 2 }}
        gap={{ base: '6', md: '10' }}
        alignItems="start"
        aria-hidden="true"
      >
        <AspectRatio ratio={4 / 3}>
          <Skeleton rounded="l3" />
        </AspectRatio>
        <Stack gap="5">
          <Skeleton height="10" width="70%" />
          <Skeleton height="8" width="30%" />
          <SkeletonText noOfLines={2} width="50%" />
          <SkeletonText noOfLines={4} />
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

/**
 * A part's page at /parts/:id, public as a shop's part pages are: what it is, what it costs,
 * how many are left and what it fits. Buying it asks for an account later, at checkout.
 */
export function PartDetails({ renderOrder, uid }: PartDetailsProps) {
  const { id = '' } = useParams();
  const part = usePart(id);
  let content;
  if (part.status === 'loading') {
    content = <PartSkeleton />;
  } else if (part.status === 'success') {
    content = <PartView part={part.data} order={renderOrder?.(part.data, part.reload)} uid={uid} />;
  } else if (part.error instanceof ApiError && part.error.status === 404) {
    content = (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title as="h1" textStyle="2xl">
            This part does not exist
          </EmptyState.Title>
          <EmptyState.Description>
            It may have been taken out of the catalogue, or the link is mistyped.
          </EmptyState.Description>
          <Button asChild>
            <RouterLink to={paths.catalogue.getHref()}>See all parts</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    content = (
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Purchase
        </Heading>
        <ErrorState
          title="The part could not be loaded"
          message={errorMessage(part.error)}
          onRetry={part.reload}
        />
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      {content}
    </Container>
  );
}
