import { Stack, Text } from '@chakra-ui/react';
import {
  returnReasonLabel,
  type PartSales,
  type SalesFigures,
  type SalesReport,
} from '@moto-parts/contracts';
import { lazy } from 'react';
import { formatQuantity } from '@/lib/format';
import { orderStatusNames } from '@/lib/order-status-names';
import { formatCents, formatRate, shortDay } from '../utils/report-figures';
import { ReportSection } from './report-section';
import type { ReportColumn } from './report-table';

// The charts and recharts come in a chunk of their own, after the screen and its tables.
const charts = () => import('./report-charts');
const RevenueChart = lazy(() => charts().then((m) => ({ default: m.RevenueChart })));
const RankingChart = lazy(() => charts().then((m) => ({ default: m.RankingChart })));

/**
 * The money columns of a day or a week, after the column that names it: the orders last, so
 * that a phone shows the net before the table scrolls.
 */
const moneyColumns: ReportColumn<SalesFigures>[] = [
  { header: 'Sales', cell: (row) => formatCents(row.salesCents), numeric: true },
  { header: 'Refunds', cell: (row) => formatCents(row.refundedCents), numeric: true },
  { header: 'Net', cell: (row) => formatCents(row.netCents), numeric: true },
  { header: 'Orders', cell: (row) => formatQuantity(row.orders), numeric: true },
];

/** A part by its name, with its number under it when it has one. */
function PartName({ part }: { part: PartSales }) {
  return (
    <Stack gap="0">
      <Text>{part.name}</Text>
      {part.sku && (
        <Text color="fg.muted" textStyle="xs">
          {part.sku}
        </Text>
      )}
    </Stack>
  );
}

const partColumn: ReportColumn<PartSales> = {
  header: 'Part',
  cell: (part) => <PartName part={part} />,
  wraps: true,
};

/** The six reports of a range, each a chart and its table. */
export function ReportSections({ report }: { report: SalesReport }) {
  const { days, weeks, statuses, topParts, returnsByPart, returnsByReason, totals } = report;
  return (
    <>
      <ReportSection
        title="Revenue by day"
        chart={<RevenueChart points={days.map((day) => ({ ...day, label: shortDay(day.date) }))} />}
        columns={[{ header: 'Day', cell: (day) => day.date }, ...moneyColumns]}
        rows={days}
        rowKey={(day) => day.date}
      />
      <ReportSection
        title="Revenue by week"
        chart={
          <RevenueChart points={weeks.map((week) => ({ ...week, label: shortDay(week.weekOf) }))} />
        }
        columns={[{ header: 'Week of', cell: (week) => week.weekOf }, ...moneyColumns]}
        rows={weeks}
        rowKey={(week) => week.weekOf}
      />
      <ReportSection
        title="Orders by status"
        chart={
          <RankingChart
            points={statuses.map(({ status, orders }) => ({
              label: orderStatusNames[status],
              value: orders,
            }))}
            name="Orders"
            kind="count"
          />
        }
        columns={[
          { header: 'Status', cell: (row) => orderStatusNames[row.status] },
          { header: 'Orders', cell: (row) => formatQuantity(row.orders), numeric: true },
        ]}
        rows={statuses}
        rowKey={(row) => row.status}
      />
      <ReportSection
        title="Top 10 parts"
        chart={
          <RankingChart
            points={topParts.map((part) => ({ label: part.name, value: part.units }))}
            name="Units sold"
            kind="count"
          />
        }
        columns={[
          partColumn,
          { header: 'Units', cell: (part) => formatQuantity(part.units), numeric: true },
          { header: 'Revenue', cell: (part) => formatCents(part.salesCents), numeric: true },
        ]}
        rows={topParts}
        rowKey={(part) => part.partId}
        empty={topParts.length === 0 ? 'No part was sold in this range.' : undefined}
      />
      <ReportSection
        title="Return rate by part"
        chart={
          <RankingChart
            points={returnsByPart.map((part) => ({ label: part.name, value: part.returnRate }))}
            name="Return rate"
            kind="rate"
          />
        }
        columns={[
          partColumn,
          { header: 'Sold', cell: (part) => formatQuantity(part.units), numeric: true },
          { header: 'Returned', cell: (part) => formatQuantity(part.returnedUnits), numeric: true },
          { header: 'Return rate', cell: (part) => formatRate(part.returnRate), numeric: true },
        ]}
        rows={returnsByPart}
        rowKey={(part) => part.partId}
        empty={
          returnsByPart.length === 0
            ? 'No return of the parts sold in this range has been received.'
            : undefined
        }
      />
      <ReportSection
        title="Return rate by reason"
        chart={
          <RankingChart
            points={returnsByReason.map(({ reason, returnRate }) => ({
              label: returnReasonLabel(reason),
              value: returnRate,
            }))}
            name="Return rate"
            kind="rate"
          />
        }
        columns={[
          { header: 'Reason', cell: (row) => returnReasonLabel(row.reason), wraps: true },
          { header: 'Returned', cell: (row) => formatQuantity(row.returnedUnits), numeric: true },
          { header: 'Return rate', cell: (row) => formatRate(row.returnRate), numeric: true },
        ]}
        rows={returnsByReason}
        rowKey={(row) => row.reason}
        empty={
          totals.returnedUnits === 0
            ? 'No return of the parts sold in this range has been received.'
            : undefined
        }
      />
    </>
  );
}
