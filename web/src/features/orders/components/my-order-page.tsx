import { paths } from '@/config/paths';
import { returnableLines } from '../utils/returnable';
import { OrderPage } from './order-page';
import { ReturnRequestForm } from './return-request-form';

/**
 * A buyer's own order (My Orders): its parcels to follow, to say when one arrived, and within
 * the return window, parts to send back.
 */
export function MyOrderPage() {
  return (
    <OrderPage
      reader="buyer"
      back={{ href: paths.dashboard.myOrders.getHref(), label: 'My Orders' }}
      deliverLabel="It arrived"
      actions={(order, changed) => {
        const lines = returnableLines(order, new Date());
        return (
          lines.length > 0 && (
            // A fresh form after each return: what can go back has changed.
            <ReturnRequestForm
              key={order.returns.length}
              order={order}
              lines={lines}
              onRequested={changed}
            />
          )
        );
      }}
    />
  );
}
