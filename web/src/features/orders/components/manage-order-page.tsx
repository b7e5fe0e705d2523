import { Link, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { toShipStatuses } from '@moto-parts/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { OrderPage } from './order-page';
import { ReturnActions } from './return-actions';

// The shipping form (formik, yup, the carriers' tracking-number rules) is most of the page's
// code: a chunk of its own, so that the order paints without it, under its first-load budget
// (docs/decisions/0049-money-path-budgets.md). It is asked for as the page opens, so that it
// comes while the order does.
const shipParcelForm = () => import('./ship-parcel-form');
const ShipParcelForm = lazy(() => shipParcelForm().then((m) => ({ default: m.ShipParcelForm })));

/** The shipping form's place while its code loads. */
function ShipParcelFormLoading() {
  return (
    <Stack gap="3" role="status">
      <VisuallyHidden>Loading the shipping form…</VisuallyHidden>
      <Skeleton height="6" width="40%" />
      <Skeleton height="40" />
    </Stack>
  );
}

/** One order in Manage Order (admins): its packing slip, a parcel to ship, its parcels and history. */
export function ManageOrderPage() {
  useEffect(() => {
    // A failure here is the form's to report, when it asks for the chunk again.
    shipParcelForm().catch(() => undefined);
  }, []);
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
            <Suspense fallback={<ShipParcelFormLoading />}>
              {/* A fresh form after each parcel: what is left to ship has changed. */}
              <ShipParcelForm key={order.shipments.length} order={order} onShipped={changed} />
            </Suspense>
          </Stack>
        )
      }
    />
  );
}
