import { Button, Separator, Stack } from '@chakra-ui/react';
import { formatOrderNumber, type Order, type OrderReturn } from '@moto-parts/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { errorMessage } from '@/lib/notify';
import { useOrderWithHistory } from '../api/orders';
import { OrderHistory } from './order-history';
import { OrderOverview } from './order-overview';
import { ParcelList } from './parcel-list';
import { RecallAlerts } from './recall-alerts';
import { ReturnList } from './return-list';

interface OrderPageProps {
  reader: 'buyer' | 'admin';
  /** Where the page's back link leads, and its words. */
  back: { href: string; label: string };
  /** The parcel button's words. */
  deliverLabel: string;
  /**
   * What the reader may do to the order beyond its parcels: the admins' shipping form, the
   * buyer's return form.
   */
  actions?: (order: Order, changed: () => void) => ReactNode;
  /** What the reader may do about each return (the admins' decisions). */
  returnActions?: (order: Order, asked: OrderReturn, changed: () => void) => ReactNode;
}

/**
 * One order's page, for its buyer (My Orders) or an admin (Manage Order): what it holds, where
 * it goes, its parcels with their tracking, and its history.
 */
export function OrderPage({ reader, back, deliverLabel, actions, returnActions }: OrderPageProps) {
  const { id = '' } = useParams();
  const found = useOrderWithHistory(id);

  if (found.status === 'loading') return <PageSpinner />;
  if (found.status === 'error') {
    return (
      <ErrorState
        title="The order could not be loaded"
        message={errorMessage(found.error)}
        onRetry={found.reload}
      />
    );
  }
  const { order, history } = found.data;
  return (
    <Stack gap="6" maxW="4xl">
      <title>{`Order ${formatOrderNumber(order.orderNumber)} — moto-parts`}</title>
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
        <RouterLink to={back.href}>← {back.label}</RouterLink>
      </Button>
      <RecallAlerts order={order} reader={reader} onChanged={found.reload} />
      <OrderOverview order={order} />
      {actions?.(order, found.reload)}
      <Separator />
      <ParcelList order={order} deliverLabel={deliverLabel} onChanged={found.reload} />
      <ReturnList
        order={order}
        actions={returnActions && ((asked) => returnActions(order, asked, found.reload))}
      />
      <Separator />
      <OrderHistory events={history} reader={reader} />
    </Stack>
  );
}
