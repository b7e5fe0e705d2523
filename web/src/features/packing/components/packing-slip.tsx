import { Alert, Box, DataList, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { formatOrderNumber, toShipStatuses, unitsToShip, type Order } from '@moto-parts/contracts';
import JsBarcode from 'jsbarcode';
import { useEffect, useId, useRef } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { formatQuantity } from '@/lib/format';
import { errorMessage } from '@/lib/notify';
import { useOrder } from '../api/orders';
import { shipToLines } from '../utils/ship-to';
import { shelfNumberOf } from '../utils/pick-list';
import { PaperTitle, PrintPage, PrintTable, TickBox } from './print-page';

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The order's id as a Code 128 barcode, for the shop's scanner at dispatch: a machine's name
 * for it, which opens its page with no search (docs/decisions/0043-order-numbers-and-thank-you.md).
 */
function OrderBarcode({ orderId }: { orderId: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    // JsBarcode draws into the element itself; React renders it empty and leaves it be.
    if (svg.current) {
      JsBarcode(svg.current, orderId, {
        format: 'CODE128',
        displayValue: true,
        height: 48,
        margin: 0,
      });
    }
  }, [orderId]);
  return <svg ref={svg} role="img" aria-label={`Barcode of order ${orderId}`} />;
}

/** What goes in the parcel, and where it goes: no prices, the parcel is not the invoice. */
function Slip({ order }: { order: Order }) {
  const shipToId = useId();
  return (
    <>
      <HStack justify="space-between" align="flex-start" gap="6" wrap="wrap">
        <PaperTitle title="Packing slip" />
        <OrderBarcode orderId={order._id} />
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        {[
          ['Order number', formatOrderNumber(order.orderNumber)],
          ['Order date', orderDate.format(new Date(order.createdAt))],
          ['Buyer', order.customerName],
          ['Shipping', order.shippingMethod.name],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel color="black">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Box as="section" aria-labelledby={shipToId}>
        <Heading as="h2" id={shipToId} size="md" mb="1">
          Ship to
        </Heading>
        <Text whiteSpace="pre-line">{shipToLines(order).join('\n')}</Text>
        <Text>Phone: {order.phone}</Text>
      </Box>
      <PrintTable label="Parts to pack" columns={['Part', 'Part number', 'Quantity', 'Packed']}>
        {order.lines
          .filter((line) => unitsToShip(line) > 0)
          .map((line) => (
            <Table.Row key={line.partId}>
              <Table.Cell>{line.name}</Table.Cell>
              <Table.Cell>{shelfNumberOf(line)}</Table.Cell>
              <Table.Cell>{formatQuantity(unitsToShip(line))}</Table.Cell>
              <Table.Cell>
                <TickBox />
              </Table.Cell>
            </Table.Row>
          ))}
      </PrintTable>
    </>
  );
}

/** Packing slip (admins): one order's slip, to print and put in its parcel. */
export function PackingSlip() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  let content;
  if (order.status === 'loading') {
    content = <PageSpinner />;
  } else if (order.status === 'error') {
    content = (
      <ErrorState
        title="The order could not be loaded"
        message={errorMessage(order.error)}
        onRetry={order.reload}
      />
    );
  } else if (!toShipStatuses.includes(order.data.status)) {
    // Packing an order that is unpaid, refunded or gone already would ship what nobody pays for.
    content = (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          Order {formatOrderNumber(order.data.orderNumber)} is {order.data.status}: only a paid
          order waiting to ship is packed.
        </Alert.Title>
      </Alert.Root>
    );
  } else {
    content = <Slip order={order.data} />;
  }
  const named = order.status === 'success' ? ` ${formatOrderNumber(order.data.orderNumber)}` : '';
  return <PrintPage title={`Packing slip${named} — moto-parts`}>{content}</PrintPage>;
}
