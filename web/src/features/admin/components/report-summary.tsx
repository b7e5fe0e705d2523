import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { SalesReport } from '@moto-parts/contracts';
import { formatQuantity } from '@/lib/format';
import { formatCents, formatRate } from '../utils/report-figures';

/**
 * The range's figures at a glance, above the reports, named by the days the server reported
 * on: while another range loads, the figures on screen still say whose they are.
 */
export function ReportSummary({ from, to, totals }: Pick<SalesReport, 'from' | 'to' | 'totals'>) {
  const figures = [
    {
      label: 'Net revenue',
      value: formatCents(totals.netCents),
      help: `${formatCents(totals.salesCents)} sales, ${formatCents(totals.refundedCents)} refunded`,
    },
    {
      label: 'Orders',
      value: formatQuantity(totals.orders),
      help: `Paid, ${formatQuantity(totals.units)} units`,
    },
    {
      label: 'Average order',
      value: formatCents(totals.averageOrderCents),
      help: 'Sales per paid order',
    },
    {
      label: 'Return rate',
      value: formatRate(totals.returnRate),
      help: `${formatQuantity(totals.returnedUnits)} of ${formatQuantity(totals.units)} units back`,
    },
  ];
  return (
    <SimpleGrid
      role="group"
      aria-label={`${from} to ${to} at a glance`}
      columns={{ base: 2, md: 4 }}
      gap="3"
    >
      {figures.map(({ label, value, help }) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" bg="bg" p="4" minW="0">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText textStyle={{ base: 'xl', md: '2xl' }}>{value}</Stat.ValueText>
          {/* A list of terms holds only terms and their descriptions: this is one more. */}
          <Stat.HelpText as="dd">{help}</Stat.HelpText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
