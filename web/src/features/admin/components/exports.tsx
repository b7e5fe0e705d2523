import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { exportQuerySchema, type CsvExport, type ExportQuery } from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { fieldProps } from '@/lib/form-field';
import { validateAs } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadExport } from '../api/exports';
import { saveFile } from '../utils/save-file';

interface RangeValues {
  from: string;
  to: string;
}

/** The query of the range: an empty day is an open end. */
const toQuery = ({ from, to }: RangeValues): ExportQuery => ({
  ...(from && { from }),
  ...(to && { to }),
});

const files: { kind: CsvExport; title: string; what: string }[] = [
  {
    kind: 'orders',
    title: 'Orders',
    what: 'A row for each line of every order placed in the range: the order, its buyer, the line, the totals and refunds.',
  },
  {
    kind: 'stock-movements',
    title: 'Stock movements',
    what: 'Every change of stock in the range, with its reason, the units and the lots: the ledger.',
  },
  {
    kind: 'parts',
    title: 'Parts',
    what: 'The parts added in the range (every part when the range is empty), in the columns Import reads back.',
  },
];

/**
 * Exports (admins): a range of days and three CSV files of it, for the books or a spreadsheet.
 * The dates are UTC days, both included; an empty one is an open end.
 */
export function Exports() {
  const [downloading, setDownloading] = useState<CsvExport | null>(null);
  const formik = useFormik<RangeValues>({
    initialValues: { from: '', to: '' },
    validate: validateAs(exportQuerySchema, toQuery),
    onSubmit: () => undefined,
  });

  const download = async (kind: CsvExport) => {
    await formik.setTouched({ from: true, to: true });
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) return;
    setDownloading(kind);
    try {
      const file = await downloadExport(kind, toQuery(formik.values));
      saveFile(file);
      notifySuccess(`${file.filename} downloaded`);
    } catch (failure) {
      notifyError(failure);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="6">
      <title>Exports — moto-parts</title>
      <Heading as="h2" size="xl">
        Exports
      </Heading>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" maxW="xl">
            <TextField
              label="From"
              type="date"
              helperText="The first day, in UTC; empty for the very first."
              {...fieldProps(formik, 'from')}
            />
            <TextField
              label="To"
              type="date"
              helperText="The last day, included; empty for up to now."
              {...fieldProps(formik, 'to')}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {files.map(({ kind, title, what }) => (
              <Card.Root key={kind} variant="outline">
                <Card.Body gap="3">
                  <Heading as="h3" size="md">
                    {title}
                  </Heading>
                  <Text color="fg.muted" textStyle="sm" flex="1">
                    {what}
                  </Text>
                  <Button
                    type="button"
                    alignSelf="start"
                    loading={downloading === kind}
                    disabled={downloading !== null}
                    onClick={() => void download(kind)}
                  >
                    Download {title.toLowerCase()} CSV
                  </Button>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Text color="fg.muted" textStyle="sm">
            UTF-8 with dates in ISO 8601 and amounts in dollars. A cell that would start a formula
            (=, +, -, @) begins with an apostrophe, so spreadsheets show it as text.
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
