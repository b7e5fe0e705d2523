import { Alert, Table, Text } from '@chakra-ui/react';
import { formatOrderNumber, toShipStatuses, type Order } from '@moto-parts/contracts';
import { useLocation } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { formatQuantity } from '@/lib/format';
import { errorMessage } from '@/lib/notify';
import { useOrdersOf } from '../api/orders';
import { pickLines, pickListOrderIds } from '../utils/pick-list';
import { PaperTitle, PrintPage, PrintTable, TickBox } from './print-page';

const count = (n: number, one: string, many: string) =>
  `${formatQuantity(n)} ${n === 1 ? one : many}`;

/** Each part once, with its units across `orders` and the orders it goes to. */
function Picks({ orders }: { orders: Order[] }) {
  const picks = pickLines(orders);
  const units = picks.reduce((sum, pick) => sum + pick.units, 0);
  return (
    <>
      <PaperTitle title="Pick list">
        <Text>
          {count(orders.length, 'order', 'orders')}, {count(units, 'unit', 'units')}
        </Text>
      </PaperTitle>
      <PrintTable
        label="Parts to pick"
        columns={['Part', 'Part number', 'Units', 'Orders', 'Picked']}
      >
        {picks.map((pick) => (
          <Table.Row key={pick.partId}>
            <Table.Cell>{pick.name}</Table.Cell>
            <Table.Cell>{pick.shelfNumber}</Table.Cell>
            <Table.Cell>{formatQuantity(pick.units)}</Table.Cell>
            <Table.Cell>{pick.orderNumbers.map(formatOrderNumber).join(', ')}</Table.Cell>
            <Table.Cell>
              <TickBox />
            </Table.Cell>
          </Table.Row>
        ))}
      </PrintTable>
    </>
  );
}

/** Pick list (admins): the parts to fetch from the shelves for the orders chosen in the URL. */
export function PickList() {
  const ids = pickListOrderIds(useLocation().search);
  const orders = useOrdersOf(ids);

  let content;
  if (ids.length === 0) {
    content = (
      <Text>No orders were chosen: tick them in Manage Order, then open the pick list.</Text>
    );
  } else if (orders.status === 'loading') {
    content = <PageSpinner />;
  } else if (orders.status === 'error') {
    content = (
      <ErrorState
        title="The orders could not be loaded"
        message={errorMessage(orders.error)}
        onRetry={orders.reload}
      />
    );
  } else {
    // An order shipped or refunded since it was ticked is not picked for again.
    const toShip = orders.data.filter((order) => toShipStatuses.includes(order.status));
    const leftOut = orders.data.filter((order) => !toShipStatuses.includes(order.status));
    content = (
      <>
        {leftOut.length > 0 && (
          <Alert.Root status="warning" _print={{ display: 'none' }}>
            <Alert.Indicator />
            <Alert.Title>
              Left out, not waiting to ship:{' '}
              {leftOut
                .map((order) => `${formatOrderNumber(order.orderNumber)} (${order.status})`)
                .join(', ')}
            </Alert.Title>
          </Alert.Root>
        )}
        <Picks orders={toShip} />
      </>
    );
  }
  return <PrintPage title="Pick list — moto-parts">{content}</PrintPage>;
}
