import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { badgeRecipe, cardSlotRecipe } from '@chakra-ui/react/theme';
import type { Order, Shipment, ShipmentLine } from '@moto-parts/contracts';
import { notifySuccess } from '@/lib/notify';
import { usePendingAction } from '@/lib/use-pending-action';
import { markParcelDelivered } from '../api/orders';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "4 × Drilled Brake Disc (lot B-07)": the lots a line took, when they were kept. */
const lineWords = (line: ShipmentLine) =>
  line.lots.length === 0
    ? `${line.quantity} × ${line.name}`
    : `${line.quantity} × ${line.name} (lot ${line.lots.map(({ code, quantity }) => (line.lots.length === 1 ? code : `${code} × ${quantity}`)).join(', ')})`;

interface ParcelListProps {
  order: Order;
  /** The button that says a parcel arrived: "It arrived" for the buyer, "Mark delivered" for admins. */
  deliverLabel: string;
  /** The order as the server answers it after a parcel arrived. */
  onChanged: (order: Order) => void;
}

function ParcelCard({
  order,
  parcel,
  deliverLabel,
  onChanged,
}: ParcelListProps & { parcel: Shipment }) {
  const { pending, run } = usePendingAction();
  const delivered = () =>
    run(async () => {
      onChanged(await markParcelDelivered(order._id, parcel.id));
      notifySuccess(`Parcel ${parcel.id} marked as arrived`);
    });
  return (
    <Card.Root recipe={cardSlotRecipe} size="sm" variant="outline" as="li">
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            Parcel {parcel.id} of {order.shipments.length}
          </Heading>
          {parcel.deliveredAt ? (
            <Badge recipe={badgeRecipe} colorPalette="green">
              Arrived {day.format(new Date(parcel.deliveredAt))}
            </Badge>
          ) : (
            <Badge recipe={badgeRecipe} colorPalette="blue">
              On its way since {day.format(new Date(parcel.shippedAt))}
            </Badge>
          )}
        </HStack>
        <Text textStyle="sm">{parcel.lines.map(lineWords).join(', ')}</Text>
        {parcel.trackingNumber ? (
          <Text textStyle="sm">
            {parcel.carrierName} · {parcel.trackingNumber}
            {parcel.trackingUrl && (
              <>
                {' · '}
                <Link
                  href={parcel.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="underline"
                >
                  Track parcel {parcel.id}
                </Link>
              </>
            )}
          </Text>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            Sent without a tracking number
          </Text>
        )}
        {!parcel.deliveredAt && (
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-start"
            loading={pending}
            onClick={() => void delivered()}
          >
            {deliverLabel} <VisuallyHidden>(parcel {parcel.id})</VisuallyHidden>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** An order's parcels, each with what is in it, its tracking link, and whether it arrived. */
export function ParcelList(props: ParcelListProps) {
  const { order } = props;
  return (
    <Stack as="section" aria-label="Parcels" gap="3">
      <Heading as="h2" size="md">
        Parcels
      </Heading>
      {order.shipments.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          Nothing has shipped yet.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {order.shipments.map((parcel) => (
            <ParcelCard key={parcel.id} {...props} parcel={parcel} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
