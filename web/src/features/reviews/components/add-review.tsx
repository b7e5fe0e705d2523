import { Heading } from '@chakra-ui/react';

// Placeholder: the screen itself comes with its own issue.
export function AddReview() {
  return (
    <Heading as="h2" size="xl">
      Add A Review
    </Heading>
  );
}
