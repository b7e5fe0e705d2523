import { Button, Flex, Text } from '@chakra-ui/react';

interface CataloguePagesProps {
  page: number;
  pages: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** The catalogue's page navigation under its list: Previous, "Page n of m", Next. */
export function CataloguePages({ page, pages, onPrevious, onNext }: CataloguePagesProps) {
  return (
    <Flex as="nav" aria-label="Pages" justify="space-between" align="center" gap="4">
      <Button variant="outline" colorPalette="gray" disabled={page === 1} onClick={onPrevious}>
        Previous
      </Button>
      <Text aria-live="polite" fontWeight="medium">
        Page {page} of {pages}
      </Text>
      <Button variant="outline" colorPalette="gray" disabled={page >= pages} onClick={onNext}>
        Next
      </Button>
    </Flex>
  );
}
