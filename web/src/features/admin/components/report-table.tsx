import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A column of figures: right-aligned, so that they line up (the table's digits are of one width). */
  numeric?: boolean;
  /** A column of names (parts, reasons) that may take two lines, where a phone is narrow. */
  wraps?: boolean;
}

interface ReportTableProps<Row> {
  /** The id of the section's heading, which names the table. */
  labelledBy: string;
  /** The first column names the row (a day, a part): screen readers say it with each figure. */
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** A long table (a year of days) scrolls in a box this high, its header kept in view. */
  maxH?: string;
}

/**
 * The figures of a report's chart, for screen readers and for reading exact amounts. On a
 * phone, a table wider than the screen scrolls sideways inside its own box.
 */
export function ReportTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  maxH,
}: ReportTableProps<Row>) {
  return (
    // Chakra's scroll area keeps every cell on one line; here, only the figures and days.
    // A box that scrolls (a long table, a wide one on a phone) holds nothing to focus: it
    // takes the focus itself, named as its table is, so a keyboard can scroll it.
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      bg="bg"
      maxH={maxH}
      whiteSpace="normal"
      tabIndex={0}
      // A group, not a region: the report's section is the region of that name already.
      role="group"
      aria-labelledby={labelledBy}
      focusVisibleRing="outside"
    >
      {/* The recipe comes with the screen, not the theme: Home's bundle does not carry it. */}
      <Table.Root
        recipe={tableSlotRecipe}
        size="sm"
        stickyHeader={maxH !== undefined}
        aria-labelledby={labelledBy}
      >
        <Table.Header>
          <Table.Row>
            {columns.map(({ header, numeric }) => (
              <Table.ColumnHeader key={header} textAlign={numeric ? 'end' : 'start'}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map(({ header, cell, numeric, wraps }, index) => (
                <Table.Cell
                  key={header}
                  {...(index === 0 && { as: 'th', scope: 'row', fontWeight: 'normal' })}
                  textAlign={numeric ? 'end' : 'start'}
                  whiteSpace={wraps ? 'normal' : 'nowrap'}
                >
                  {cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
