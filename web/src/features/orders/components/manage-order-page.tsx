import { Link, Stack } from '@chakra-ui/react';
import { toShipStatuses } from '@moto-parts/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { OrderPage } from './order-page';
import { ReturnActions } from './return-actions';
import { ShipParcelForm } from './ship-parcel-form';

/** One order in Manage Order (admins): its packing slip, a parcel to ship, its parcels and history. */
export function ManageOrderPage() {
  return (
    <OrderPage
      reader="admin"
      back={{ href: paths.dashboard.manageOrder.getHref(), label: 'Manage Order' }}
      deliverLabel="Mark delivered"
      returnActions={(order, asked, changed) => (
        <ReturnActions order={order} asked={asked} onChanged={changed} />
      )}
      actions={(order, changed) =>
        toShipStatuses.includes(order.status) && (
          <Stack gap="4">
            <Link asChild variant="underline" alignSelf="flex-start">
              <RouterLink to={paths.dashboard.packingSlip.getHref(order._id)} target="_blank">
                Print the packing slip
              </RouterLink>
            </Link>
            {/* A fresh form after each parcel: what is left to ship has changed. */}
            <ShipParcelForm key={order.shipments.length} order={order} onShipped={changed} />
          </Stack>
        )
      }
    />
  );
}
