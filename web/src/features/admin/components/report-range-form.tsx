import { Box, Button, Flex, Group, Stack, Text } from '@chakra-ui/react';
import {
  reportDaysMax,
  salesReportQuerySchema,
  type SalesReportQuery,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { TextField } from '@/components/ui/text-field';
import { fieldProps } from '@/lib/form-field';
import { validateAs } from '@/lib/form-validation';
import { lastDays, quickRangeDays } from '../utils/report-range';

interface ReportRangeFormProps {
  /** The range shown now. */
  range: SalesReportQuery;
  onChange: (range: SalesReportQuery) => void;
}

const sameRange = (a: SalesReportQuery, b: SalesReportQuery) => a.from === b.from && a.to === b.to;

/** Which days the reports cover: the last 7, 30 or 90 at a click, or any From and To. */
export function ReportRangeForm({ range, onChange }: ReportRangeFormProps) {
  const formik = useFormik<SalesReportQuery>({
    initialValues: range,
    // A quick range, or the browser's Back, changes the range: the fields show it.
    enableReinitialize: true,
    validate: validateAs(salesReportQuerySchema, (values: SalesReportQuery) => values),
    onSubmit: ({ from, to }) => onChange({ from: from.trim(), to: to.trim() }),
  });

  return (
    <form aria-label="Report range" noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="4">
        <Group role="group" aria-label="Quick ranges" flexWrap="wrap" gap="2">
          {quickRangeDays.map((days) => {
            const quick = lastDays(days);
            const current = sameRange(quick, range);
            return (
              <Button
                key={days}
                size="xs"
                variant={current ? 'solid' : 'outline'}
                aria-pressed={current}
                onClick={() => onChange(quick)}
              >
                Last {days} days
              </Button>
            );
          })}
        </Group>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Box flex={{ base: '1 1 9rem', sm: '0 0 12rem' }} minW="0">
            <TextField label="From" type="date" {...fieldProps(formik, 'from')} />
          </Box>
          <Box flex={{ base: '1 1 9rem', sm: '0 0 12rem' }} minW="0">
            <TextField label="To" type="date" {...fieldProps(formik, 'to')} />
          </Box>
          <Button type="submit" w={{ base: 'full', sm: 'auto' }}>
            Show report
          </Button>
        </Flex>
        <Text color="fg.muted" textStyle="sm">
          Days in UTC, both included; at most {reportDaysMax} days. A sale counts on the day its
          order was placed, a refund on the day it was made.
        </Text>
      </Stack>
    </form>
  );
}
