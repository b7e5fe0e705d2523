import { Button, Container, Heading, Image, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/**
 * docs/product.md: any unknown path shows the not-found image. The page's heading says it in
 * words (every screen has its h1), so the picture itself is decoration.
 */
export function NotFound() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack align="center" gap="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} textAlign="center">
          Page not found
        </Heading>
        <Image src="/images/not-found.svg" alt="" width="full" maxW="xl" />
        <Button asChild size="lg">
          <RouterLink to={paths.home.getHref()}>Back to the shop</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
