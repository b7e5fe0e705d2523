import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { Page } from '@/lib/api-client';
import { errorMessage } from '@/lib/notify';
import type { QueryState } from '@/lib/use-api-query';
import { DataTable, DataTableSkeleton } from './data-table';
import { ErrorState } from './error-state';

interface ListScreenProps<T> {
  /** The browser tab's title, e.g. "My Orders — moto-parts". */
  title: string;
  /** The list as `useApiQuery` loads it: a page of items and how many there are in all. */
  list: QueryState<Page<T>> & { reload: () => void };
  /** Said while it loads ("Loading the orders…") and when it fails ("… could not be loaded"). */
  loadingLabel: string;
  errorTitle: string;
  /** The heading over the table, from the items shown and the total: "Total Order : 3". */
  heading: (page: Page<T>) => string;
  columns: string[];
  row: (item: T) => ReactNode;
  /** What shows instead of an empty table (an EmptyList, with what to do next). */
  empty: ReactNode;
  /** Above the list in every state (a filter). */
  toolbar?: ReactNode;
  /** Under the table (notes, paging), given what is shown. */
  footer?: (page: Page<T>) => ReactNode;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

/**
 * The one shape of the dashboard's lists (My Orders, Manage Order, Manage Product, Users):
 * skeleton while loading, an error with Try again, then a heading with the total and the
 * table, or the empty state.
 */
export function ListScreen<T>({
  title,
  list,
  loadingLabel,
  errorTitle,
  heading,
  columns,
  row,
  empty,
  toolbar,
  footer,
  children,
}: ListScreenProps<T>) {
  const headingId = useId();
  let content;
  if (list.status === 'error') {
    content = (
      <ErrorState title={errorTitle} message={errorMessage(list.error)} onRetry={list.reload} />
    );
  } else if (list.status === 'loading') {
    content = <DataTableSkeleton label={loadingLabel} />;
  } else {
    content = (
      <>
        <Heading as="h2" id={headingId} size="xl">
          {heading(list.data)}
        </Heading>
        {list.data.items.length === 0 ? (
          empty
        ) : (
          <DataTable labelledBy={headingId} columns={columns}>
            {list.data.items.map(row)}
          </DataTable>
        )}
        {footer?.(list.data)}
      </>
    );
  }
  return (
    <Stack gap="5">
      <title>{title}</title>
      {toolbar}
      {content}
      {children}
    </Stack>
  );
}
