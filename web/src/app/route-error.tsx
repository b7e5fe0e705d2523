import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { FallbackProps } from 'react-error-boundary';

/**
 * Shown when a screen fails to render or its code fails to load (often a deploy replaced
 * the chunk this page was built against): reloading fetches the current build.
 */
export function RouteError({ error }: FallbackProps) {
  console.error(error);

  return (
    <Container maxW="lg" py="20">
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted">The page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
