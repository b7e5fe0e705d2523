import { Box, Skeleton, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

interface OrdersTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: string[];
  /** One `Table.Row` an order. */
  children: ReactNode;
}

/** Orders in a table that scrolls sideways on a phone, inside its own box, not the page. */
export function OrdersTable({ labelledBy, columns, children }: OrdersTableProps) {
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

/** Table-shaped placeholders while the orders load. */
export function OrdersTableSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">Loading the orders…</VisuallyHidden>
      <Stack gap="3" aria-hidden="true">
        <Skeleton height="8" width="40%" />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height="10" />
        ))}
      </Stack>
    </Box>
  );
}
