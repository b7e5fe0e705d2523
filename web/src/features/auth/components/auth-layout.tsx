import { Card, Container, Heading } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { demandSession } from '../api/session-demand';

/**
 * The centred card of the sign-in and sign-up screens. Showing one means Auth is about to be
 * used in this page: the session provider must follow it from now on (session-demand.ts).
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useEffect(demandSession, []);
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
