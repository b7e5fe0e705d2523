import { Button, Container, Heading, Image, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/**
 * docs/product.md: any unknown path shows the not-found image. The picture says "Page not
 * found" in its own letters; the page's h1 (every screen has one) says it to screen readers,
 * for whom the picture is then decoration.
 */
export function NotFound() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack align="center" gap="8">
        <VisuallyHidden asChild>
          <Heading as="h1">Page not found</Heading>
        </VisuallyHidden>
        <Image src="/images/not-found.svg" alt="" width="full" maxW="xl" />
        <Button asChild size="lg">
          <RouterLink to={paths.home.getHref()}>Back to the shop</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
