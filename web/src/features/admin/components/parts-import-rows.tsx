import { Badge, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type {
  PartImportError,
  PartImportRow,
  PartImportValue,
  PartsImportReport,
} from '@moto-parts/contracts';
import { DataTable } from '@/components/ui/data-table';

/** A value as a row shows it: empty is a dash. */
const shown = (value: PartImportValue) =>
  value === null || value === '' ? '—' : typeof value === 'boolean' ? String(value) : `${value}`;

/** Where an error is: `price` in row 3, or the row itself. */
const placeOf = ({ column }: PartImportError) => (column ? `${column}: ` : '');

const actions = {
  create: { label: 'New', palette: 'green' },
  update: { label: 'Change', palette: 'blue' },
  unchanged: { label: 'Unchanged', palette: 'gray' },
} as const;

/** The rows an import did not write: why, in a word. */
const notWritten = {
  conflict: { label: 'Conflict', palette: 'red' },
  skipped: { label: 'Not imported', palette: 'orange' },
} as const;

function badgeOf({ action, outcome }: PartImportRow) {
  if (outcome === 'conflict' || outcome === 'skipped') return notWritten[outcome];
  return action ? actions[action] : { label: 'Error', palette: 'red' };
}

function ActionBadge({ row }: { row: PartImportRow }) {
  const { label, palette } = badgeOf(row);
  return (
    <Badge recipe={badgeRecipe} colorPalette={palette} size="sm">
      {label}
    </Badge>
  );
}

/** What a row does, a line each: its errors, or each field before and after and its stock. */
function RowDetails({ row }: { row: PartImportRow }) {
  if (row.errors.length > 0) {
    return (
      <List.Root gap="1" ps="4" color="fg.error">
        {row.errors.map((error) => (
          <List.Item key={`${error.column}-${error.message}`}>
            {placeOf(error)}
            {error.message}
          </List.Item>
        ))}
      </List.Root>
    );
  }
  return (
    <List.Root gap="1" ps="4">
      {row.changes
        // A new part's number is the row's Part number already.
        .filter(({ column }) => row.action !== 'create' || column !== 'sku')
        .map(({ column, before, after }) => (
          <List.Item key={column}>
            {column}:{' '}
            {row.action === 'create' ? shown(after) : `${shown(before)} → ${shown(after)}`}
          </List.Item>
        ))}
      {row.stock && (
        <List.Item>
          stock: {row.stock.before} → {row.stock.after}
          {row.stock.lotCode && ` (lot ${row.stock.lotCode})`}
        </List.Item>
      )}
    </List.Root>
  );
}

/** The errors of a file refused as a whole, or of an import refused: each where it is. */
export function ImportErrors({ errors }: { errors: PartImportError[] }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md" id="import-errors">
        Errors
      </Heading>
      <DataTable labelledBy="import-errors" columns={['Row', 'Column', 'Message']}>
        {errors.map((error) => (
          <Table.Row key={`${error.row}-${error.column}-${error.message}`}>
            <Table.Cell>{error.row}</Table.Cell>
            <Table.Cell>{error.column ?? '—'}</Table.Cell>
            <Table.Cell>{error.message}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}

/** Rows by number, as a person reads them: `row 7`, `rows 7, 9 and 12`, or `40 rows`. */
function rowNumbers(rows: readonly PartImportRow[]) {
  if (rows.length > 10) return `${rows.length} rows`;
  const numbers = rows.map(({ row }) => String(row));
  const last = numbers.pop();
  return numbers.length === 0 ? `row ${last}` : `rows ${numbers.join(', ')} and ${last}`;
}

/**
 * A dry run's or an import's rows: how many of each kind, then each row that changes a part or
 * cannot be imported, in the file's order (the unchanged ones are only counted). An import's
 * rows are what it did: each row written, and each it did not write and why.
 */
export function ImportReport({ report }: { report: PartsImportReport }) {
  const { create, update, unchanged, invalid } = report.counts;
  const shownRows = report.rows.filter(({ action }) => action !== 'unchanged');
  const importedBefore = report.rows.filter(({ importedAt }) => importedAt !== null).length;
  const notImported = report.rows.filter(
    ({ outcome }) => outcome === 'conflict' || outcome === 'skipped',
  );
  return (
    <Stack gap="3">
      <Heading as="h3" size="md" id="import-rows">
        {report.dryRun ? 'Preview' : notImported.length > 0 ? 'Imported in part' : 'Imported'}
      </Heading>
      <Text>
        {create} new, {update} changed, {unchanged} unchanged, {invalid}{' '}
        {report.dryRun ? 'with errors' : 'not imported'}
      </Text>
      {importedBefore > 0 && (
        <Text color="fg.muted">
          {importedBefore} of the unchanged {importedBefore === 1 ? 'was' : 'were'} imported before
          from this same file: a row is never imported twice.
        </Text>
      )}
      {notImported.length > 0 && (
        <Text color="fg.error">
          The import wrote every other row, but not {rowNumbers(notImported)}: each says why.
          Preview the file again, and import it again once those rows can be: it writes only the
          rows not imported yet.
        </Text>
      )}
      {shownRows.length > 0 && (
        <DataTable labelledBy="import-rows" columns={['Row', 'Part number', 'Action', 'What']}>
          {shownRows.map((row) => (
            <Table.Row key={row.row}>
              <Table.Cell>{row.row}</Table.Cell>
              <Table.Cell>{row.sku || '—'}</Table.Cell>
              <Table.Cell>
                <ActionBadge row={row} />
              </Table.Cell>
              <Table.Cell>
                <RowDetails row={row} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
