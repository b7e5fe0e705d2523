import { Button, Heading, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { adminStatusChanges, type Order } from '@moto-parts/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { setOrderStatus, useAllOrders } from '../api/orders';
import { NoOrders } from './no-orders';
import { OrderStatusBadge } from './order-status-badge';
import { DataTable, DataTableSkeleton } from '@/components/ui/data-table';
import { formatPrice } from '@/lib/format';

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What an admin may do to an order now (a shipped order has left the shop). */
const can = (order: Order, change: 'shipped' | 'cancelled') =>
  adminStatusChanges[order.status].includes(change);

/** Manage Order (admins): every order, newest first, to ship or cancel. */
export function ManageOrders() {
  const orders = useAllOrders();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);
  const headingId = useId();

  const markShipped = async (order: Order) => {
    setShipping(order._id);
    try {
      await setOrderStatus(order._id, 'shipped');
      notifySuccess('Order marked as shipped');
      orders.reload();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setShipping(null);
    }
  };

  const cancelChosen = async () => {
    if (!toCancel) return;
    await setOrderStatus(toCancel._id, 'cancelled');
    notifySuccess('Order cancelled');
    orders.reload();
  };

  let content;
  if (orders.status === 'error') {
    content = (
      <ErrorState
        title="The orders could not be loaded"
        message={errorMessage(orders.error)}
        onRetry={orders.reload}
      />
    );
  } else if (orders.status === 'loading') {
    content = <DataTableSkeleton label="Loading the orders…" />;
  } else {
    const { items, total } = orders.data;
    content = (
      <>
        <Heading as="h2" id={headingId} size="xl">
          Total Order : {total}
        </Heading>
        {items.length === 0 ? (
          <NoOrders />
        ) : (
          <DataTable
            labelledBy={headingId}
            columns={['Product Name', 'Buyer', 'Date', 'Status', 'Price', 'Remove']}
          >
            {items.map((order) => (
              <Table.Row key={order._id}>
                <Table.Cell>
                  {order.name}
                  <Text color="fg.muted" textStyle="xs">
                    {order.quantity} × {formatPrice(order.unitPrice)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {order.customerName}
                  <Text color="fg.muted" textStyle="xs">
                    {order.email}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <time dateTime={order.createdAt}>
                    {orderDate.format(new Date(order.createdAt))}
                  </time>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <OrderStatusBadge status={order.status} />
                    {can(order, 'shipped') && (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={shipping === order._id}
                        disabled={shipping !== null}
                        onClick={() => void markShipped(order)}
                      >
                        Mark shipped <VisuallyHidden>{order.name}</VisuallyHidden>
                      </Button>
                    )}
                  </HStack>
                  {order.refundDueTransactionId && (
                    <Text color="fg.error" textStyle="xs">
                      Paid after removal: refund {order.refundDueTransactionId} in Stripe
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{formatPrice(order.totalPrice)}</Table.Cell>
                <Table.Cell>
                  {can(order, 'cancelled') && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setToCancel(order)}
                    >
                      Remove <VisuallyHidden>{order.name}</VisuallyHidden>
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
        {items.length < total && (
          <Text color="fg.muted" textStyle="sm">
            The newest {items.length} orders are shown.
          </Text>
        )}
      </>
    );
  }

  return (
    <Stack gap="5">
      <title>Manage Order — moto-parts</title>
      {content}
      {/* Removing an order cancels it: the customer keeps its record, the stock gets it back. */}
      <ConfirmDialog
        open={toCancel !== null}
        onConfirm={cancelChosen}
        onClose={() => setToCancel(null)}
      >
        {toCancel?.paid &&
          'This order is paid: after cancelling it, refund the payment in the Stripe dashboard.'}
      </ConfirmDialog>
    </Stack>
  );
}
