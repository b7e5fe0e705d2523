import { Button, Container, Image, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** docs/product.md: any unknown path shows the not-found image. */
export function NotFound() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <Stack align="center" gap="8">
        <Image src="/images/not-found.svg" alt="Page not found" width="full" maxW="xl" />
        <Button asChild size="lg">
          <RouterLink to={paths.home.getHref()}>Back to the shop</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
