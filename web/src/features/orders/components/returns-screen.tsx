import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import {
  defaultReturnWindowDays,
  returnReasonLabel,
  returnSettingsInputSchema,
  waitingReturnStatuses,
  type ReturnSettings,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { EmptyList } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { toNumber, validateAs, type NumberValue } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  saveReturnSettings,
  useReturnSettings,
  useWaitingReturns,
  useWrongFitReturns,
} from '../api/orders';
import { OrderItemCell } from './order-item-cell';

const toSettings = ({ windowDays }: { windowDays: NumberValue }) => ({
  windowDays: toNumber(windowDays),
});

/** The return window, in days after delivery (admins). */
function ReturnWindowForm({ settings }: { settings: ReturnSettings }) {
  const formik = useFormik<{ windowDays: NumberValue }>({
    initialValues: { windowDays: settings.windowDays },
    validate: validateAs(returnSettingsInputSchema, toSettings),
    onSubmit: async (values) => {
      try {
        await saveReturnSettings({ windowDays: Number(values.windowDays) });
        notifySuccess('Return window saved');
      } catch (failure) {
        notifyError(failure);
      }
    },
  });
  return (
    <HStack asChild align="flex-end" gap="3">
      <form aria-label="Return window" onSubmit={formik.handleSubmit} noValidate>
        <TextField
          label="Days to return, after delivery"
          type="number"
          min={0}
          inputMode="numeric"
          helperText={`0 takes no returns; ${defaultReturnWindowDays} until set`}
          {...formik.getFieldProps('windowDays')}
          error={formik.errors.windowDays}
        />
        <Button type="submit" loading={formik.isSubmitting}>
          Save
        </Button>
      </form>
    </HStack>
  );
}

/** Which parts come back as the wrong part for which bike: fitments for the maker to check. */
function WrongFitReport() {
  const report = useWrongFitReturns();
  if (report.status !== 'success') return null;
  return (
    <Stack as="section" aria-label="Wrong fits" gap="2">
      <Heading as="h2" size="md">
        Returned as the wrong part for the bike
      </Heading>
      {report.data.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No part has come back for not fitting.
        </Text>
      ) : (
        <Table.Root recipe={tableSlotRecipe} size="sm" aria-label="Wrong-fit returns">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Part</Table.ColumnHeader>
              <Table.ColumnHeader>Bike</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Returns</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Units</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.data.map((row) => (
              <Table.Row key={`${row.partId}-${row.make}-${row.model}-${row.year}`}>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>
                  {row.make} {row.model} {row.year}
                </Table.Cell>
                <Table.Cell textAlign="end">{row.returns}</Table.Cell>
                <Table.Cell textAlign="end">{row.units}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

/**
 * Returns (admins): the orders whose returns wait for the shop (a decision, or the parcel to
 * come back), the return window, and which fitments cause returns.
 */
export function ReturnsScreen() {
  const waiting = useWaitingReturns();
  const settings = useReturnSettings();
  return (
    <Stack gap="8">
      <ListScreen
        title="Returns — moto-parts"
        list={waiting}
        loadingLabel="Loading the returns…"
        errorTitle="The returns could not be loaded"
        heading={({ total }) => `Returns to handle: ${total} orders`}
        columns={['Order', 'Buyer', 'Returns waiting']}
        empty={<EmptyList headingLevel="h3" title="No returns wait for the shop" />}
        row={(order) => (
          <Table.Row key={order._id}>
            <OrderItemCell order={order} href={paths.dashboard.manageOneOrder.getHref(order._id)} />
            <Table.Cell>{order.customerName}</Table.Cell>
            <Table.Cell>
              {order.returns
                .filter(({ status }) => waitingReturnStatuses.includes(status))
                .map((asked) => (
                  <Text key={asked.id} textStyle="sm">
                    {asked.quantity} × {asked.name}: {returnReasonLabel(asked.reason)} (
                    {asked.status === 'requested' ? 'to decide' : 'to receive'})
                  </Text>
                ))}
            </Table.Cell>
          </Table.Row>
        )}
      />
      {settings.status === 'success' && <ReturnWindowForm settings={settings.data} />}
      <WrongFitReport />
    </Stack>
  );
}
