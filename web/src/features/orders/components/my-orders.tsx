import { Button, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { isPayable, type Order } from '@moto-parts/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { removeMyOrder, useMyOrders } from '../api/orders';
import { HoldDeadline } from './hold-deadline';
import { OrderItemCell } from './order-item-cell';
import { OrderStatusBadge } from './order-status-badge';

/**
 * docs/product.md: a Paid badge, or a Pay button to the payment page while the order can still be paid
 * (with its deadline); neither for an order of $0.
 */
function PaymentCell({ order }: { order: Order }) {
  if (!order.totalPrice) return null;
  if (order.paid && order.status !== 'refunded') return <OrderStatusBadge status="paid" />;
  if (!isPayable(order, new Date())) return <HoldDeadline order={order} />;
  return (
    <Stack gap="1" align="flex-start">
      <Button asChild size="xs">
        <RouterLink to={paths.dashboard.payment.getHref(order._id)}>
          Pay <VisuallyHidden>for {order.name}</VisuallyHidden>
        </RouterLink>
      </Button>
      <HoldDeadline order={order} />
    </Stack>
  );
}

/** Why an order has no Remove button, if it has none. */
function RemoveCell({ order, onRemove }: { order: Order; onRemove: () => void }) {
  if (isPayable(order, new Date())) {
    return (
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
        Remove <VisuallyHidden>{order.name}</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Text as="span" color="fg.muted" textStyle="xs">
      {order.paid && order.status !== 'refunded' ? 'Paid — cannot be removed' : '—'}
    </Text>
  );
}

interface MyOrdersProps {
  /** The signed-in shopper's email, told by the app (features do not import auth). */
  email: string;
  /** Above the list: the app's word on the shopper's order emails (an unverified address). */
  notice?: ReactNode;
}

/** My Orders (customers): their orders, to pay or remove while their hold lasts. */
export function MyOrders({ email, notice }: MyOrdersProps) {
  const orders = useMyOrders(email);
  const [toRemove, setToRemove] = useState<Order | null>(null);

  const removeChosen = async () => {
    if (!toRemove) return;
    await removeMyOrder(toRemove._id);
    notifySuccess('Order removed');
    orders.reload();
  };

  return (
    <ListScreen
      title="My Orders — moto-parts"
      list={orders}
      loadingLabel="Loading the orders…"
      errorTitle="Your orders could not be loaded"
      toolbar={notice}
      heading={({ items }) => `Added ${items.length} items`}
      columns={['Product Name', 'Price', 'Status', 'Payment', 'Remove']}
      empty={
        <EmptyList headingLevel="h3" title="No orders yet">
          <Button asChild variant="outline">
            <RouterLink to={paths.catalogue.getHref()}>Browse the parts</RouterLink>
          </Button>
        </EmptyList>
      }
      row={(order) => (
        <Table.Row key={order._id}>
          <OrderItemCell order={order} href={paths.dashboard.myOrder.getHref(order._id)} />
          <Table.Cell>{formatPrice(order.totalPrice)}</Table.Cell>
          <Table.Cell>
            <OrderStatusBadge status={order.status} />
          </Table.Cell>
          <Table.Cell>
            <PaymentCell order={order} />
          </Table.Cell>
          <Table.Cell>
            <RemoveCell order={order} onRemove={() => setToRemove(order)} />
          </Table.Cell>
        </Table.Row>
      )}
      footer={({ items, total }) => (
        <>
          {items.some((order) => order.status === 'paid') && (
            <Text color="fg.muted" textStyle="sm">
              Paid orders cannot be removed — contact us to cancel.
            </Text>
          )}
          {/* GET /my-order answers a page: the newest orders, and how many there are. */}
          {items.length < total && (
            <Text color="fg.muted" textStyle="sm">
              Your newest {items.length} of {total} orders are shown.
            </Text>
          )}
        </>
      )}
    >
      <ConfirmDialog
        open={toRemove !== null}
        onConfirm={removeChosen}
        onClose={() => setToRemove(null)}
      />
    </ListScreen>
  );
}
