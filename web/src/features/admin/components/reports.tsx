import { Box, Heading, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { SalesReport, SalesReportQuery } from '@moto-parts/contracts';
import { useSearchParams } from 'react-router';
import { EmptyList } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/notify';
import { useSalesReport } from '../api/reports';
import { rangeFromSearch } from '../utils/report-range';
import { ReportRangeForm } from './report-range-form';
import { ReportSections } from './report-sections';
import { ReportSummary } from './report-summary';

/** Whether nothing at all happened in the range: no order placed, none refunded. */
const isEmpty = ({ totals, statuses }: SalesReport) =>
  totals.orders === 0 && totals.refundedCents === 0 && statuses.every(({ orders }) => orders === 0);

/** Stand-ins for the figures and a chart while the report loads. */
function ReportSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">Loading the report…</VisuallyHidden>
      <Stack gap="5" aria-hidden="true">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="24" />
          ))}
        </SimpleGrid>
        <Skeleton height="6" width="40%" />
        <Skeleton height="64" />
      </Stack>
    </Box>
  );
}

function ReportOfRange({ range }: { range: SalesReportQuery }) {
  const report = useSalesReport(range);
  if (report.status === 'loading') return <ReportSkeleton />;
  if (report.status === 'error') {
    return (
      <ErrorState
        title="The report could not be loaded"
        message={errorMessage(report.error)}
        onRetry={report.reload}
      />
    );
  }
  if (isEmpty(report.data)) {
    return (
      <EmptyList headingLevel="h3" title="No sales in this range">
        <Text color="fg.muted" textStyle="sm">
          No order was placed or refunded from {range.from} to {range.to}. Choose other days.
        </Text>
      </EmptyList>
    );
  }
  return (
    <Stack gap="8">
      <ReportSummary {...report.data} />
      <ReportSections report={report.data} />
    </Stack>
  );
}

/**
 * Reports (admins): the sales of a range of days (docs/decisions/0041-sales-reports.md), as
 * figures, charts and tables. The range lives in the URL, so a report can be kept or sent.
 */
export function Reports() {
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search);
  return (
    <Stack gap="6">
      <title>Reports — moto-parts</title>
      <Heading as="h2" size="xl">
        Reports
      </Heading>
      <ReportRangeForm range={range} onChange={(chosen) => setSearch(chosen)} />
      <ReportOfRange range={range} />
    </Stack>
  );
}
