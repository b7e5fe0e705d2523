import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId, type ReactNode } from 'react';
import { ReportTable, type ReportColumn } from './report-table';

interface ReportSectionProps<Row> {
  title: string;
  /** The chart of the rows (a lazy one: a skeleton shows while its code loads). */
  chart: ReactNode;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Said instead of the chart and the table when there is nothing to draw. */
  empty?: string;
}

/** A table of more rows (a month of days) scrolls in a box about the chart's height. */
const rowsInView = 12;

/**
 * One report of the screen: its heading, its chart and, beside it (below on a phone), the
 * table of the same figures. The chart is hidden from screen readers, which read the table.
 */
export function ReportSection<Row>({
  title,
  chart,
  columns,
  rows,
  rowKey,
  empty,
}: ReportSectionProps<Row>) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" id={headingId} size="md">
        {title}
      </Heading>
      {empty ? (
        <Text color="fg.muted" textStyle="sm">
          {empty}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <Box aria-hidden="true" minW="0" borderWidth="1px" rounded="md" bg="bg" p="2">
            <Suspense fallback={<Skeleton height="64" />}>{chart}</Suspense>
          </Box>
          <ReportTable
            labelledBy={headingId}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            maxH={rows.length > rowsInView ? '96' : undefined}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
