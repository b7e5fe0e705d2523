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

function ActionBadge({ row }: { row: PartImportRow }) {
  const { label, palette } = row.action ? actions[row.action] : { label: 'Error', palette: 'red' };
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

/**
 * A dry run's or an import's rows: how many of each kind, then each row that changes a part or
 * cannot be imported, in the file's order (the unchanged ones are only counted).
 */
export function ImportReport({ report }: { report: PartsImportReport }) {
  const { create, update, unchanged, invalid } = report.counts;
  const shownRows = report.rows.filter(({ action }) => action !== 'unchanged');
  return (
    <Stack gap="3">
      <Heading as="h3" size="md" id="import-rows">
        {report.applied ? 'Imported' : 'Preview'}
      </Heading>
      <Text>
        {create} new, {update} changed, {unchanged} unchanged, {invalid} with errors
      </Text>
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
