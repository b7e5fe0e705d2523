import { Button, Heading, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import type { Part } from '@moto-parts/contracts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { formatPrice, formatQuantity } from '@/lib/format';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { removePart, useAllParts } from '../api/admin';
import { DataTable, DataTableSkeleton, EmptyList } from '@/components/ui/data-table';
import { EditPart } from './edit-part';

/** Manage Product (admins): every part, to restock, reprice or remove. */
export function ManageProducts() {
  const parts = useAllParts();
  const [toRemove, setToRemove] = useState<Part | null>(null);
  const headingId = useId();

  const removeChosen = async () => {
    if (!toRemove) return;
    await removePart(toRemove._id);
    notifySuccess(`${toRemove.name} removed`);
    parts.reload();
  };

  let content;
  if (parts.status === 'error') {
    content = (
      <ErrorState
        title="The products could not be loaded"
        message={errorMessage(parts.error)}
        onRetry={parts.reload}
      />
    );
  } else if (parts.status === 'loading') {
    content = <DataTableSkeleton label="Loading the products…" />;
  } else {
    const { items, total } = parts.data;
    content = (
      <>
        <Heading as="h2" id={headingId} size="xl">
          Total Items : {total}
        </Heading>
        {items.length === 0 ? (
          <EmptyList title="No products yet">
            <Button asChild variant="outline">
              <RouterLink to={paths.dashboard.addProduct.getHref()}>Add A Product</RouterLink>
            </Button>
          </EmptyList>
        ) : (
          <DataTable
            labelledBy={headingId}
            columns={['Product Name', 'Price', 'Available Quantity', 'Edit', 'Remove']}
          >
            {items.map((part) => (
              <Table.Row key={part._id}>
                <Table.Cell>{part.name}</Table.Cell>
                <Table.Cell>{formatPrice(part.price)}</Table.Cell>
                <Table.Cell>{formatQuantity(part.availableQuantity)}</Table.Cell>
                <Table.Cell>
                  <EditPart part={part} onUpdated={parts.reload} />
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setToRemove(part)}
                  >
                    Remove <VisuallyHidden>{part.name}</VisuallyHidden>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </>
    );
  }

  return (
    <Stack gap="5">
      <title>Manage Product — moto-parts</title>
      {content}
      {/* Paid orders of a removed part stay, to be shipped; unpaid ones can no longer be paid. */}
      <ConfirmDialog
        open={toRemove !== null}
        onConfirm={removeChosen}
        onClose={() => setToRemove(null)}
      >
        Its unpaid orders are cancelled.
      </ConfirmDialog>
    </Stack>
  );
}
