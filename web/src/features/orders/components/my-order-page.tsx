import { paths } from '@/config/paths';
import { OrderPage } from './order-page';

/** A buyer's own order (My Orders): its parcels to follow, and to say when one arrived. */
export function MyOrderPage() {
  return (
    <OrderPage
      reader="buyer"
      back={{ href: paths.dashboard.myOrders.getHref(), label: 'My Orders' }}
      deliverLabel="It arrived"
    />
  );
}
