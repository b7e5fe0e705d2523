import { Badge, Button, HStack, Table, VisuallyHidden } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { Part } from '@moto-parts/contracts';
import { lazy, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList } from '@/components/ui/data-table';
import { ListScreen } from '@/components/ui/list-screen';
import { paths } from '@/config/paths';
import { formatPrice, formatQuantity } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { removePart, useAllParts, useLowStockParts } from '../api/admin';
import { PartActionDialog } from './part-action-dialog';

// The rows' forms (formik, yup, the parts' schemas and fields) load when an admin first opens
// one: the list paints without them, under its first-load budget
// (docs/decisions/0049-money-path-budgets.md).
const EditPartForm = lazy(() => import('./edit-part').then((m) => ({ default: m.EditPartForm })));
const StocktakeForm = lazy(() =>
  import('./stocktake-part').then((m) => ({ default: m.StocktakeForm })),
);

/** The search of Manage Product's low-stock view (the admins' low-stock email links to it). */
const lowStockView = 'low';

/** A part at or below its reorder point. */
function LowStockBadge() {
  return (
    // The recipe comes with the screen, not the theme: Home's bundle does not carry it.
    <Badge recipe={badgeRecipe} colorPalette="orange" size="sm">
      Low stock
    </Badge>
  );
}

/**
 * Manage Product (admins): every part, or only those low on stock (`?stock=low`, the server's
 * list: docs/decisions/0039-low-stock-and-stocktakes.md), to restock, count, reprice or remove.
 */
export function ManageParts() {
  const [search, setSearch] = useSearchParams();
  const lowOnly = search.get('stock') === lowStockView;
  const all = useAllParts(!lowOnly);
  const low = useLowStockParts(lowOnly);
  const parts = lowOnly ? low : all;
  const [toRemove, setToRemove] = useState<Part | null>(null);

  const show = (lowStock: boolean) => setSearch(lowStock ? { stock: lowStockView } : {});

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
      heading={({ total }) => (lowOnly ? `Low stock : ${total}` : `Total Items : ${total}`)}
      toolbar={
        <HStack gap="2">
          <Button
            size="sm"
            variant={lowOnly ? 'outline' : 'solid'}
            aria-pressed={!lowOnly}
            onClick={() => show(false)}
          >
            All products
          </Button>
          <Button
            size="sm"
            variant={lowOnly ? 'solid' : 'outline'}
            aria-pressed={lowOnly}
            onClick={() => show(true)}
          >
            Low stock
          </Button>
        </HStack>
      }
      columns={['Product Name', 'Price', 'Available Quantity', 'Edit', 'Stocktake', 'Remove']}
      empty={
        lowOnly ? (
          <EmptyList headingLevel="h3" title="No product is low on stock" />
        ) : (
          <EmptyList headingLevel="h3" title="No products yet">
            <Button asChild variant="outline">
              <RouterLink to={paths.dashboard.addPart.getHref()}>Add A Product</RouterLink>
            </Button>
          </EmptyList>
        )
      }
      row={(part) => (
        <Table.Row key={part._id}>
          <Table.Cell>{part.name}</Table.Cell>
          <Table.Cell>{formatPrice(part.price)}</Table.Cell>
          <Table.Cell>
            <HStack gap="2" wrap="wrap">
              <span>{formatQuantity(part.availableQuantity)}</span>
              {part.lowStock && <LowStockBadge />}
            </HStack>
          </Table.Cell>
          <Table.Cell>
            <PartActionDialog action="Edit" partName={part.name} onSaved={parts.reload}>
              {(saved) => <EditPartForm part={part} onStale={parts.reload} onUpdated={saved} />}
            </PartActionDialog>
          </Table.Cell>
          <Table.Cell>
            <PartActionDialog action="Stocktake" partName={part.name} onSaved={parts.reload}>
              {(saved) => <StocktakeForm part={part} onStale={parts.reload} onCounted={saved} />}
            </PartActionDialog>
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
