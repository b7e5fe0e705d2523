import { useLowStockCount } from '@/features/admin/api/admin';
import type {
  OverviewFigures,
  WaitingFigure,
} from '@/features/dashboard/components/admin-overview';
import type { WaitingCounts } from '@/features/dashboard/components/side-menu';
import { useOrderCounts, useReturnsWaitingCounts } from '@/features/orders/api/orders';
import type { QueryState } from '@/lib/use-api-query';
import { toShipStatuses } from '@moto-parts/contracts';

export interface AdminWaiting {
  /** For the menu's counts: only those known. */
  menu: WaitingCounts;
  /** For the overview: each count, or that it loads or failed (recalls: the overview's own). */
  figures: Omit<OverviewFigures, 'recallAnswers'>;
}

/** A query's figure for the overview. */
export function figureOf<T>(query: QueryState<T>, count: (data: T) => number): WaitingFigure {
  if (query.status === 'loading') return 'loading';
  if (query.status === 'error') return 'failed';
  return count(query.data);
}

const known = (figure: WaitingFigure) => (typeof figure === 'number' ? figure : undefined);

/**
 * What waits for the admins, each from the server's own counts (features do not import each
 * other, so the dashboard's route puts them together): orders to ship (`GET /order/counts`),
 * returns to decide and to receive (`GET /returns`, one order asked for, its
 * `X-Total-Count`) and parts low on stock (the same, of `GET /parts/low-stock`): one count
 * query each on the server. Asked when the dashboard opens, for an admin only (`enabled`).
 * Recalls are counted on the overview alone: `GET /recalls` reads each recall's orders.
 */
export function useAdminWaiting(enabled: boolean): AdminWaiting {
  const orders = useOrderCounts(enabled);
  const returns = useReturnsWaitingCounts(enabled);
  const lowStock = useLowStockCount(enabled);

  const figures = {
    toShip: figureOf(orders, (counts) =>
      toShipStatuses.reduce((sum, status) => sum + counts[status], 0),
    ),
    returnsToDecide: figureOf(returns, ({ toDecide }) => toDecide),
    returnsToReceive: figureOf(returns, ({ toReceive }) => toReceive),
    lowStock: figureOf(lowStock, (count) => count),
  };
  const toDecide = known(figures.returnsToDecide);
  const toReceive = known(figures.returnsToReceive);
  return {
    menu: {
      toShip: known(figures.toShip),
      returns: toDecide === undefined || toReceive === undefined ? undefined : toDecide + toReceive,
      lowStock: known(figures.lowStock),
    },
    figures,
  };
}
