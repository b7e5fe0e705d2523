import { Box, EmptyState, Skeleton, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: string[];
  /** One `Table.Row` an item. */
  children: ReactNode;
}

/**
 * On a phone, each row a stack: its first cell across the top, then each other cell on a line
 * of its own under its column's name, so that a row's status, total and actions are in view
 * without a sideways scroll (as the catalogue's cards become rows there). The names come from
 * `columns`, so a screen's rows need not know the layout.
 */
function stackedOnPhone(columns: string[]) {
  const labels = Object.fromEntries(
    columns
      .slice(1)
      .map((column, index) => [
        `& td:nth-of-type(${index + 2})::before`,
        { content: JSON.stringify(column), color: 'fg.muted', fontSize: 'xs', flexShrink: 0 },
      ]),
  );
  return {
    mdDown: {
      '& thead': { display: 'none' },
      '& table, & tbody, & tr': { display: 'block', width: 'full' },
      '& tr': { borderBottomWidth: '1px', py: '2' },
      '& td': {
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: '3',
        borderBottomWidth: '0',
        py: '1',
        // Table.ScrollArea keeps a table's lines whole (nowrap) so that it scrolls; stacked,
        // a long value ("Expired at 05:30: the parts went back to stock") wraps instead.
        whiteSpace: 'normal',
        textAlign: 'end',
      },
      '& td:first-of-type': { display: 'block', fontWeight: 'semibold', textAlign: 'start' },
      // A cell with nothing in it (no action for this row) takes no line.
      '& td:empty': { display: 'none' },
      ...labels,
    },
  };
}

/**
 * A list in a table (orders, parts, users): on a phone, each row a stack (`stackedOnPhone`);
 * from a tablet up, a table that scrolls sideways inside its own box if it must.
 */
export function DataTable({ labelledBy, columns, children }: DataTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" css={stackedOnPhone(columns)}>
      {/* The recipe comes with the screen, not the theme: Home's bundle does not carry it. */}
      <Table.Root recipe={tableSlotRecipe} size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Table-shaped placeholders while a list loads; `label` is said to screen readers. */
export function DataTableSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Stack gap="3" aria-hidden="true">
        <Skeleton height="8" width="40%" />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="10" />
        ))}
      </Stack>
    </Box>
  );
}

interface EmptyListProps {
  title: string;
  /**
   * The title's level: one below the heading of the list it stands in for (a dashboard
   * screen's h2, a section's h3). Said at each use, since the levels of a page skip none.
   */
  headingLevel: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}

/** An empty list: what is missing, and what to do about it. */
export function EmptyList({ title, headingLevel, children }: EmptyListProps) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <EmptyState.Title as={headingLevel}>{title}</EmptyState.Title>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
