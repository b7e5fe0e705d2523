import { Heading } from '@chakra-ui/react';

// Placeholder: the screen itself comes with its own issue.
export function ManageOrders() {
  return (
    <Heading as="h2" size="xl">
      Manage Order
    </Heading>
  );
}
