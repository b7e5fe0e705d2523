import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { errorMessage } from '@/lib/notify';
import { openApiDocumentUrl, useOpenApiDocument } from '../api/get-openapi-document';

// The renderer is nearly all of this page's code (docs/decisions/0025-api-reference-page.md): a chunk of its own.
const loadRenderer = () => import('./openapi-renderer');
const OpenApiRenderer = lazy(() =>
  loadRenderer().then((module) => ({ default: module.OpenApiRenderer })),
);

/**
 * The API reference (everyone): how to use the OpenAPI document, and the document drawn by
 * the renderer.
 */
export function ApiReference() {
  const openApiDocument = useOpenApiDocument();
  // The renderer's chunk downloads while the document does, not after it. A failure is
  // reported when the page renders the renderer, through the route's error boundary.
  useEffect(() => {
    loadRenderer().catch(() => undefined);
  }, []);

  // Where a generator run elsewhere reads the document: this site's address for it.
  const documentAddress = new URL(openApiDocumentUrl, window.location.origin).href;

  let reference;
  if (openApiDocument.status === 'loading') {
    reference = <PageSpinner />;
  } else if (openApiDocument.status === 'error') {
    reference = (
      <Container maxW="7xl" py="8">
        <ErrorState
          title="The API reference could not be loaded"
          message={errorMessage(openApiDocument.error)}
          onRetry={openApiDocument.reload}
        />
      </Container>
    );
  } else {
    reference = (
      <Suspense fallback={<PageSpinner />}>
        <OpenApiRenderer openApiDocument={openApiDocument.data} />
      </Suspense>
    );
  }

  return (
    <>
      <title>API reference — moto-parts</title>
      <Container maxW="7xl" py={{ base: '8', md: '10' }}>
        <Stack gap="3" maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            API reference
          </Heading>
          <Text>
            Every call of the shop&apos;s API, drawn from its OpenAPI 3.1 document at{' '}
            <Link href={openApiDocumentUrl} color="brand.fg" textDecoration="underline">
              {openApiDocumentUrl}
            </Link>
            .
          </Text>
          <Text>
            To call the API from your own code, generate a client from that document with any
            OpenAPI 3.1 generator; for TypeScript types, for example:
          </Text>
          <Box
            as="pre"
            // Focusable, so a keyboard user can scroll the long line into view; a named group,
            // as aria-label is not allowed on a plain <pre>.
            tabIndex={0}
            role="group"
            aria-label="Generate TypeScript types"
            bg="charcoal.900"
            color="gray.100"
            px="4"
            py="3"
            rounded="md"
            overflowX="auto"
            fontSize="sm"
            focusVisibleRing="outside"
          >
            <code>{`npx openapi-typescript ${documentAddress} -o moto-parts-api.d.ts`}</code>
          </Box>
        </Stack>
      </Container>
      <Box borderTopWidth="1px">{reference}</Box>
    </>
  );
}
