import { Heading } from '@chakra-ui/react';

// Placeholder: the screen itself comes with its own issue.
export function Users() {
  return (
    <Heading as="h2" size="xl">
      Users
    </Heading>
  );
}
