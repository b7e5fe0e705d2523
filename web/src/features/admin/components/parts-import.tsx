import { Button, Field, HStack, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  partsImportCsvMaxLength,
  partsImportInputSchema,
  partsImportRowsMax,
  type PartImportError,
  type PartsImportReport,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { shownError } from '@/lib/form-field';
import { validateAs } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { importParts, previewPartsImport } from '../api/imports';
import { ImportErrors, ImportReport } from './parts-import-rows';

interface ImportValues {
  csv: string;
}

/** What the shop said of a file: its dry run or its import, or the errors that refused it. */
type Outcome = { csv: string } & (
  { report: PartsImportReport; errors?: never } | { errors: PartImportError[]; report?: never }
);

/** A refusal with errors by row and column becomes the outcome; any other failure a toast. */
function refusalOf(csv: string, failure: unknown): Outcome | null {
  if (failure instanceof ApiError && failure.rows.length > 0) return { csv, errors: failure.rows };
  notifyError(failure);
  return null;
}

/** A chosen file's text, read as UTF-8 (a byte order mark is dropped). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`${file.name} could not be read`));
    reader.readAsText(file, 'utf-8');
  });

const rowsMax = partsImportRowsMax.toLocaleString('en-US');

const partsWord = (count: number) => `${count} part${count === 1 ? '' : 's'}`;

/**
 * Import (admins): a CSV file of parts in the parts export's columns, chosen or pasted, first
 * previewed (each row's change, or its errors by row and column), then imported: new parts by
 * their number, the others changed (docs/decisions/0040-csv-export-and-import.md).
 */
export function PartsImport() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [importing, setImporting] = useState(false);
  const formik = useFormik<ImportValues>({
    initialValues: { csv: '' },
    validate: validateAs(partsImportInputSchema, (values) => values),
    onSubmit: async ({ csv }) => {
      try {
        setOutcome({ csv, report: await previewPartsImport(csv) });
      } catch (failure) {
        setOutcome(refusalOf(csv, failure));
      }
    },
  });
  const { csv } = formik.values;

  /** A new text is a new file: its preview is to come. */
  const takeText = async (text: string) => {
    setOutcome(null);
    await formik.setFieldValue('csv', text);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // A UTF-8 file holds no more characters than bytes: a larger one is refused unread.
    if (file.size > partsImportCsvMaxLength) {
      notifyError(`${file.name} is over 1 MB: split it into files of at most ${rowsMax} parts`);
      return;
    }
    await formik.setFieldTouched('csv', true, false);
    await takeText(await textOf(file));
  };

  const report = outcome?.csv === csv ? outcome.report : undefined;
  const toImport = report?.dryRun ? report.counts.create + report.counts.update : 0;
  const importable = toImport > 0 && report?.counts.invalid === 0;

  const runImport = async () => {
    setImporting(true);
    try {
      const done = await importParts(csv);
      setOutcome({ csv, report: done });
      const written = partsWord(done.counts.create + done.counts.update);
      // The rows the import did not write (their part changed meanwhile) are its `invalid`.
      if (done.counts.invalid === 0) notifySuccess(`${written} imported`);
      else notifyError(`${written} imported, ${done.counts.invalid} not: see why on each row`);
    } catch (failure) {
      setOutcome(refusalOf(csv, failure));
    } finally {
      setImporting(false);
    }
  };

  const csvError = shownError(formik, 'csv');
  return (
    <Stack gap="6">
      <title>Import — moto-parts</title>
      <Heading as="h2" size="xl">
        Import
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        A CSV file of parts in the columns of the parts export (Exports), sku first: a row whose
        part number no part has adds a part, as Add Product does; any other changes that part. An
        empty cell keeps a part&apos;s value, but the bikes, the numbers it replaces and the reorder
        point, which it empties. To change a stock, add a newQuantity column (the count) beside
        availableQuantity (the stock the file saw), and lotCode and lotMadeOn for units added. At
        most {rowsMax} parts, 1 MB. Nothing is imported while a row has an error; then the rows are
        written 20 at a time, and a row whose part changes meanwhile is not: the result says which
        rows were imported, and the same file imported again writes only the others.
      </Text>
      <form noValidate onSubmit={formik.handleSubmit}>
        <Stack gap="4" maxW="3xl">
          <Field.Root>
            <Field.Label>CSV file</Field.Label>
            <Input
              type="file"
              accept=".csv,text/csv"
              p="1"
              onChange={(event) => void chooseFile(event)}
            />
          </Field.Root>
          <Field.Root invalid={Boolean(csvError)}>
            <Field.Label>Or paste the CSV</Field.Label>
            <Textarea
              bg="bg"
              rows={8}
              fontFamily="mono"
              textStyle="sm"
              // A row of the file is a line: it scrolls sideways rather than wraps.
              wrap="off"
              name="csv"
              value={csv}
              onBlur={formik.handleBlur}
              onChange={(event) => void takeText(event.target.value)}
            />
            <Field.ErrorText>{csvError}</Field.ErrorText>
          </Field.Root>
          <HStack gap="3" wrap="wrap">
            <Button
              type="submit"
              variant="outline"
              loading={formik.isSubmitting}
              disabled={importing}
            >
              Preview
            </Button>
            {importable && (
              <Button
                type="button"
                loading={importing}
                disabled={formik.isSubmitting}
                onClick={() => void runImport()}
              >
                Import {partsWord(toImport)}
              </Button>
            )}
          </HStack>
          {report && report.counts.invalid > 0 && (
            <Text color="fg.error">
              Correct the rows with errors and preview again: no row is imported while any row has
              an error.
            </Text>
          )}
        </Stack>
      </form>
      {outcome?.csv === csv && outcome.errors && <ImportErrors errors={outcome.errors} />}
      {report && <ImportReport report={report} />}
    </Stack>
  );
}
