import { Card, Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred card of the sign-in and sign-up screens. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Card.Root variant="elevated" borderTopWidth="4px" borderTopColor="brand.solid">
        <Card.Header>
          <Heading as="h1" size="2xl" textAlign="center">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}
