import { Button, Table, VisuallyHidden } from '@chakra-ui/react';
import type { Part } from '@moto-parts/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { paths } from '@/config/paths';
import { formatPrice, formatQuantity } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { removePart, useAllParts } from '../api/admin';
import { EditPart } from './edit-part';

/** Manage Product (admins): every part, to restock, reprice or remove. */
export function ManageParts() {
  const parts = useAllParts();
  const [toRemove, setToRemove] = useState<Part | null>(null);

  const removeChosen = async () => {
    if (!toRemove) return;
    await removePart(toRemove._id);
    notifySuccess(`${toRemove.name} removed`);
    parts.reload();
  };

  return (
    <ListScreen
      title="Manage Product — moto-parts"
      list={parts}
      loadingLabel="Loading the products…"
      errorTitle="The products could not be loaded"
      heading={({ total }) => `Total Items : ${total}`}
      columns={['Product Name', 'Price', 'Available Quantity', 'Edit', 'Remove']}
      empty={
        <EmptyList title="No products yet">
          <Button asChild variant="outline">
            <RouterLink to={paths.dashboard.addPart.getHref()}>Add A Product</RouterLink>
          </Button>
        </EmptyList>
      }
      row={(part) => (
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
      )}
    >
      {/* Paid orders of a removed part stay, to be shipped; unpaid ones can no longer be paid. */}
      <ConfirmDialog
        open={toRemove !== null}
        onConfirm={removeChosen}
        onClose={() => setToRemove(null)}
      >
        Its unpaid orders are cancelled.
      </ConfirmDialog>
    </ListScreen>
  );
}
