import { Heading } from '@chakra-ui/react';

// Placeholder: the screen itself comes with its own issue.
export function ManageProducts() {
  return (
    <Heading as="h2" size="xl">
      Manage Product
    </Heading>
  );
}
