import { Box, Button, Checkbox, HStack, Link, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import {
  adminStatusChanges,
  defaultAdminOrderView,
  toShipStatuses,
  type AdminOrderView,
  type Order,
  type OrderStatus,
} from '@moto-parts/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ordersPageSize, setOrderStatus, useOrderCounts, useOrders } from '../api/orders';
import { OrderItemCell } from './order-item-cell';
import { OrderSearchForm } from './order-search-form';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusFilter } from './order-status-filter';
import { DisputeNote } from './dispute-note';
import { RefundNote } from './refund-note';

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What an admin may do to an order now (a shipped order has left the shop). */
const can = (order: Order, change: 'shipped' | 'cancelled') =>
  adminStatusChanges[order.status].includes(change);

/** Opens the pick list of the orders ticked, in a tab of its own to print; off until one is. */
function PickListButton({ orderIds }: { orderIds: string[] }) {
  const label = `Pick list (${orderIds.length})`;
  if (orderIds.length === 0) {
    return (
      <Button size="sm" variant="outline" alignSelf="flex-start" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <RouterLink to={paths.dashboard.pickList.getHref(orderIds)} target="_blank">
        {label}
      </RouterLink>
    </Button>
  );
}

/**
 * Manage Order (admins): the orders of one status at a time (what needs shipping first) or
 * all, newest first, or those a search finds among all; a page at a time; to ship, cancel or
 * refund.
 */
export function ManageOrders() {
  const [view, setView] = useState<AdminOrderView>(defaultAdminOrderView);
  // The search shown, as the shared schema accepted it; empty for none.
  const [search, setSearch] = useState('');
  // A new form (its text cleared) when a view replaces the search.
  const [searchForm, setSearchForm] = useState(0);
  // The `after` cursor of each page before this one: Previous goes back one.
  const [cursors, setCursors] = useState<string[]>([]);
  const orders = useOrders({ view, search }, cursors.at(-1));
  const counts = useOrderCounts();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);
  // The orders ticked for a pick list, in the paid (to ship) view.
  const [ticked, setTicked] = useState<string[]>([]);
  const toShip = search === '' && toShipStatuses.includes(view as OrderStatus);
  // Only the ticked orders in view: not those of another page, nor one shipped since.
  const picked =
    toShip && orders.status === 'success'
      ? orders.data.items.filter((order) => ticked.includes(order._id)).map((order) => order._id)
      : [];

  const reload = () => {
    orders.reload();
    counts.reload();
  };

  const tick = (id: string, checked: boolean) =>
    setTicked((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));

  const show = (next: AdminOrderView) => {
    setView(next);
    if (search !== '') {
      setSearch('');
      setSearchForm((form) => form + 1);
    }
    setCursors([]);
  };

  const find = (next: string) => {
    setSearch(next);
    setCursors([]);
  };

  const markShipped = async (order: Order) => {
    setShipping(order._id);
    try {
      await setOrderStatus(order._id, 'shipped');
      notifySuccess('Order marked as shipped');
      reload();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setShipping(null);
    }
  };

  const cancelChosen = async () => {
    if (!toCancel) return;
    const changed = await setOrderStatus(toCancel._id, 'cancelled');
    notifySuccess(changed.status === 'refunded' ? 'Order refunded' : 'Order cancelled');
    reload();
  };

  return (
    <ListScreen
      title="Manage Order — moto-parts"
      list={orders}
      loadingLabel="Loading the orders…"
      errorTitle="The orders could not be loaded"
      heading={({ total }) => `Total Order : ${total}`}
      toolbar={
        <>
          <OrderSearchForm key={searchForm} value={search} onSearch={find} />
          <OrderStatusFilter
            value={search === '' ? view : null}
            onChange={show}
            counts={counts.status === 'success' ? counts.data : undefined}
          />
          {toShip && <PickListButton orderIds={picked} />}
        </>
      }
      // The date sits under the buyer: six columns did not fit beside the menu at 1280 px.
      columns={['Product Name', 'Buyer', 'Status', 'Price', 'Remove']}
      empty={
        <EmptyList
          headingLevel="h3"
          title={search === '' ? 'No orders here' : `No order matches “${search}”`}
        >
          {search !== '' && (
            <Text color="fg.muted" textStyle="sm">
              An order number finds its order; an email, its buyer’s orders; other text, the buyers
              whose name starts with it.
            </Text>
          )}
        </EmptyList>
      }
      row={(order) => (
        // Chakra's table scroll area keeps text on one line: an order's cells may wrap, so that
        // the table fits beside the menu at 1280 px; its price may not.
        <Table.Row key={order._id} whiteSpace="normal">
          <OrderItemCell order={order} href={paths.dashboard.manageOneOrder.getHref(order._id)} />
          <Table.Cell>
            <Box>
              {order.customerName}
              <Text color="fg.muted" textStyle="xs" overflowWrap="anywhere">
                {order.email}
              </Text>
              <Text color="fg.muted" textStyle="xs">
                <time dateTime={order.createdAt}>
                  {orderDate.format(new Date(order.createdAt))}
                </time>
              </Text>
            </Box>
          </Table.Cell>
          <Table.Cell>
            <HStack gap="2" wrap="wrap">
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
            {toShip && (
              <HStack gap="3" mt="2" wrap="wrap">
                <Checkbox.Root
                  recipe={checkboxSlotRecipe}
                  size="sm"
                  checked={ticked.includes(order._id)}
                  onCheckedChange={({ checked }) => tick(order._id, checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    Select <VisuallyHidden>{order.name}</VisuallyHidden>
                  </Checkbox.Label>
                </Checkbox.Root>
                <Link asChild textStyle="sm" variant="underline">
                  <RouterLink to={paths.dashboard.packingSlip.getHref(order._id)} target="_blank">
                    Packing slip <VisuallyHidden>{order.name}</VisuallyHidden>
                  </RouterLink>
                </Link>
              </HStack>
            )}
            <RefundNote order={order} />
            <DisputeNote order={order} />
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" textAlign={{ md: 'end' }}>
            {formatPrice(order.totalPrice)}
          </Table.Cell>
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
      )}
      footer={({ items, total }) =>
        (cursors.length > 0 || items.length === ordersPageSize) && (
          <HStack gap="3">
            <Button
              size="sm"
              variant="outline"
              disabled={cursors.length === 0}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              Previous page
            </Button>
            <Text textStyle="sm" color="fg.muted">
              Page {cursors.length + 1} of {Math.max(1, Math.ceil(total / ordersPageSize))}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={(cursors.length + 1) * ordersPageSize >= total}
              onClick={() => setCursors([...cursors, items.at(-1)?._id ?? ''])}
            >
              Next page
            </Button>
          </HStack>
        )
      }
    >
      {/* Removing an order cancels it (its stock comes back); a paid one is refunded too. */}
      <ConfirmDialog
        open={toCancel !== null}
        onConfirm={cancelChosen}
        onClose={() => setToCancel(null)}
      >
        {toCancel?.paid && 'This order is paid: the payment will be refunded through Stripe.'}
      </ConfirmDialog>
    </ListScreen>
  );
}
