import { Button, Heading, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Order } from '@moto-parts/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { removeMyOrder, useMyOrders } from '../api/orders';
import { NoOrders } from './no-orders';
import { OrderStatusBadge } from './order-status-badge';
import { DataTable, DataTableSkeleton } from '@/components/ui/data-table';
import { formatPrice } from '@/lib/format';

/** SPEC: a Paid badge, or a Pay button to the payment page; neither for an order of $0. */
function PaymentCell({ order }: { order: Order }) {
  if (!order.totalPrice) return null;
  if (order.paid) return <OrderStatusBadge status="paid" />;
  return (
    <Button asChild size="xs">
      <RouterLink to={paths.dashboard.payment.getHref(order._id)}>
        Pay <VisuallyHidden>for {order.name}</VisuallyHidden>
      </RouterLink>
    </Button>
  );
}

interface MyOrdersProps {
  /** The signed-in shopper's email, told by the app (features do not import auth). */
  email: string;
}

/** My Orders (customers): their live orders, to pay or remove. */
export function MyOrders({ email }: MyOrdersProps) {
  const orders = useMyOrders(email);
  const [toRemove, setToRemove] = useState<Order | null>(null);
  const headingId = useId();

  const removeChosen = async () => {
    if (!toRemove) return;
    await removeMyOrder(toRemove._id);
    notifySuccess('Order removed');
    orders.reload();
  };

  let content;
  if (orders.status === 'error') {
    content = (
      <ErrorState
        title="Your orders could not be loaded"
        message={errorMessage(orders.error)}
        onRetry={orders.reload}
      />
    );
  } else if (orders.status === 'loading') {
    content = <DataTableSkeleton label="Loading the orders…" />;
  } else {
    const shown = orders.data;
    content = (
      <>
        <Heading as="h2" id={headingId} size="xl">
          Added {shown.length} items
        </Heading>
        {shown.length === 0 ? (
          <NoOrders>
            <Button asChild variant="outline">
              <RouterLink to={paths.catalog.getHref()}>Browse the parts</RouterLink>
            </Button>
          </NoOrders>
        ) : (
          <DataTable
            labelledBy={headingId}
            columns={['Product Name', 'Price', 'Payment', 'Remove']}
          >
            {shown.map((order) => (
              <Table.Row key={order._id}>
                <Table.Cell>
                  {order.name}
                  <Text color="fg.muted" textStyle="xs">
                    {order.quantity} × {formatPrice(order.unitPrice)}
                  </Text>
                </Table.Cell>
                <Table.Cell>{formatPrice(order.totalPrice)}</Table.Cell>
                <Table.Cell>
                  <PaymentCell order={order} />
                </Table.Cell>
                <Table.Cell>
                  {order.paid ? (
                    <Text as="span" color="fg.muted" textStyle="xs">
                      Paid — cannot be removed
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setToRemove(order)}
                    >
                      Remove <VisuallyHidden>{order.name}</VisuallyHidden>
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
        {shown.some((order) => order.paid) && (
          <Text color="fg.muted" textStyle="sm">
            Paid orders cannot be removed — contact us to cancel.
          </Text>
        )}
      </>
    );
  }

  return (
    <Stack gap="5">
      <title>My Orders — moto-parts</title>
      {content}
      <ConfirmDialog
        open={toRemove !== null}
        onConfirm={removeChosen}
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}
