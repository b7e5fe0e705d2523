import type { Order, OrderEvent } from '@moto-parts/contracts';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { stubRoutes } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { ManageOrderPage } from '../components/manage-order-page';
import { MyOrderPage } from '../components/my-order-page';

/**
 * An order's page as its buyer (My Orders) or an admin (Manage Order) opens it, with the API
 * answering `order` and its `history`, and `answers` for the calls the test makes.
 */
export function renderOrderPage(
  reader: 'buyer' | 'admin',
  order: Order,
  {
    history = [],
    answers = {},
  }: { history?: OrderEvent[]; answers?: Record<string, () => Response> } = {},
) {
  const fetchMock = stubRoutes({
    [`GET /api/order/${order._id}`]: () => json(order),
    [`GET /api/order/${order._id}/history`]: () => json(history),
    ...answers,
  });
  const [element, route] =
    reader === 'buyer'
      ? [<MyOrderPage key="buyer" />, paths.dashboard.myOrder]
      : [<ManageOrderPage key="admin" />, paths.dashboard.manageOneOrder];
  renderWithProviders(element, { at: route.getHref(order._id), path: route.path });
  return { user: userEvent.setup(), fetchMock };
}
