import { Card, Heading, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

const { dashboard } = paths;

/** A count of what waits: the number, or that it is loading or could not be counted. */
export type WaitingFigure = number | 'loading' | 'failed';

/** What the overview counts (each the server's own count: docs/decisions/0045-admin-on-phone-and-desktop.md). */
export interface OverviewFigures {
  /** Orders paid and not (wholly) shipped. */
  toShip: WaitingFigure;
  /** Orders with a return the shop has to approve or refuse. */
  returnsToDecide: WaitingFigure;
  /** Orders with an approved return the shop waits to receive. */
  returnsToReceive: WaitingFigure;
  /** Parts at or below their reorder point. */
  lowStock: WaitingFigure;
  /** Buyers who have not yet said they read a recall that reached them. */
  recallAnswers: WaitingFigure;
}

interface Tile {
  figure: keyof OverviewFigures;
  label: string;
  /** Where the admin handles it. */
  to: string;
  /** What a zero means, said plainly. */
  none: string;
}

const tiles: Tile[] = [
  {
    figure: 'toShip',
    label: 'Orders to ship',
    to: dashboard.manageOrder.getHref(),
    none: 'Every paid order has shipped.',
  },
  {
    figure: 'returnsToDecide',
    label: 'Returns to decide',
    to: dashboard.returns.getHref(),
    none: 'No return waits for an answer.',
  },
  {
    figure: 'returnsToReceive',
    label: 'Returns to receive',
    to: dashboard.returns.getHref(),
    none: 'No approved return is on its way.',
  },
  {
    figure: 'lowStock',
    label: 'Parts low on stock',
    to: `${dashboard.manageParts.getHref()}?stock=low`,
    none: 'Every part is above its reorder point.',
  },
  {
    figure: 'recallAnswers',
    label: 'Recall answers waiting',
    to: dashboard.recalls.getHref(),
    none: 'Every buyer a recall reached has answered.',
  },
];

function FigureText({ figure }: { figure: WaitingFigure }) {
  if (figure === 'loading') return <Skeleton height="9" width="12" />;
  if (figure === 'failed') {
    return (
      <Text textStyle="sm" color="fg.error">
        Could not be counted
      </Text>
    );
  }
  return (
    <Text textStyle="3xl" fontWeight="semibold" color={figure > 0 ? 'orange.fg' : 'fg.muted'}>
      {figure}
    </Text>
  );
}

/**
 * Where an admin lands (`/dashboard`): what waits for the shop, each with the screen that
 * handles it; what waits first, in the order the day's work goes (ship, then returns, then
 * stock and recalls). A customer lands on My Profile, as docs/product.md has it.
 */
export function AdminOverview({ figures }: { figures: OverviewFigures }) {
  const counted = Object.values(figures).filter((figure) => typeof figure === 'number');
  const nothingWaits = counted.length === tiles.length && counted.every((figure) => figure === 0);
  return (
    <>
      <title>Overview — moto-parts</title>
      <Heading as="h2" size="xl" mb="2">
        What waits
      </Heading>
      <Text color="fg.muted" mb="4">
        {nothingWaits ? 'Nothing waits for the shop right now.' : 'What the shop has to do next.'}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="3">
        {tiles.map((tile) => {
          const figure = figures[tile.figure];
          return (
            <Card.Root as="li" key={tile.figure} size="sm" variant="outline">
              <Card.Body gap="1">
                <Link asChild fontWeight="medium" variant="underline">
                  <RouterLink to={tile.to}>{tile.label}</RouterLink>
                </Link>
                <FigureText figure={figure} />
                {figure === 0 && (
                  <Text textStyle="sm" color="fg.muted">
                    {tile.none}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </>
  );
}
