import { Container, Heading } from '@chakra-ui/react';

// Placeholder: the screen itself comes with its own issue.
export function Purchase() {
  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1" size="2xl">
        Purchase
      </Heading>
    </Container>
  );
}
