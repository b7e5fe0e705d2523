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
 * A list in a table (orders, parts, users) that scrolls sideways on a phone, inside its
 * own box, not the page.
 */
export function DataTable({ labelledBy, columns, children }: DataTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
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

/** An empty list: what is missing, and what to do about it. */
export function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <EmptyState.Title as="h3">{title}</EmptyState.Title>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
