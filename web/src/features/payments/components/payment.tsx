import { Heading } from '@chakra-ui/react';

// Placeholder: the screen itself comes with its own issue.
export function Payment() {
  return (
    <Heading as="h2" size="xl">
      Payment
    </Heading>
  );
}
