import { EmptyState } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The empty list: 'No orders yet', and what to do about it. */
export function NoOrders({ children }: { children?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <EmptyState.Title as="h3">No orders yet</EmptyState.Title>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
