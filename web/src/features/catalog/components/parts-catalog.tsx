import {
  Box,
  Button,
  Container,
  createIcon,
  EmptyState,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { partNameMaxLength } from '@moto-parts/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/notify';
import { useParts } from '../api/get-parts';
import { PartGrid } from './part-grid';

export const catalogPageSize = 12;
/** How long typing must pause before the search runs. */
export const searchDebounceMs = 300;

const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  // Chakra's icons take no size of their own; these sit in text and inputs.
  defaultProps: { boxSize: '1em' },
  d: 'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
});

/** The search as the URL holds it (`?q=`), cut to what the API accepts. */
function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim().slice(0, partNameMaxLength);
  const setQ = (next: string) =>
    // Typing replaces the entry: Back leaves the catalogue, not the last keystroke.
    setSearchParams(next ? { q: next } : {}, { replace: true });
  return [q, setQ] as const;
}

/**
 * The catalogue at /parts: search by name (kept in `?q=` so it can be shared), 12 parts a
 * page, paged with the API's `after` cursor.
 */
export function PartsCatalog() {
  const [q, setQ] = useSearchQuery();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The `after` cursor of every page before this one: Next pushes, Previous pops.
  const [cursors, setCursors] = useState<string[]>([]);
  const page = cursors.length + 1;
  const searchBox = useRef<HTMLInputElement>(null);
  // A new search (typed, or the URL changed under us: a footer link, Back): the box follows
  // it and the pages start again at 1.
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
    setCursors([]);
  }

  const parts = useParts({ limit: catalogPageSize, q, after: cursors.at(-1) });

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => setQ(next), searchDebounceMs);
    return () => clearTimeout(timer);
    // setQ is a new function each render; `text` and `q` are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q]);

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const clearSearch = () => {
    setText('');
    setQ('');
    // The button goes away with the empty state: keep focus where the next search starts.
    searchBox.current?.focus();
  };
  const turnPage = (nextCursors: string[]) => {
    setCursors(nextCursors);
    window.scrollTo({ top: 0 });
  };

  let results;
  if (parts.status === 'loading') {
    results = <PartGrid parts={undefined} placeholders={catalogPageSize} headingLevel="h2" />;
  } else if (parts.status === 'error') {
    results = (
      <ErrorState
        title="The parts could not be loaded"
        message={errorMessage(parts.error)}
        onRetry={parts.reload}
      />
    );
  } else if (parts.data.items.length === 0) {
    results = (
      <EmptyState.Root borderWidth="1px" rounded="l3" bg="bg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <SearchIcon />
          </EmptyState.Indicator>
          {q ? (
            <>
              <EmptyState.Title as="h2">No parts match “{q}”</EmptyState.Title>
              <EmptyState.Description>
                Check the spelling, or try a shorter word such as “brake”.
              </EmptyState.Description>
              <Button variant="outline" onClick={clearSearch}>
                Clear search
              </Button>
            </>
          ) : (
            <EmptyState.Title as="h2">The catalogue is empty for now</EmptyState.Title>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    const { items, total } = parts.data;
    const pages = Math.max(1, Math.ceil(total / catalogPageSize));
    const lastId = items[items.length - 1]._id;
    results = (
      <Stack gap="8">
        {/* The first row is in the first screen, and its largest picture is the page's. */}
        <PartGrid parts={items} headingLevel="h2" eagerCount={3} />
        <Flex as="nav" aria-label="Pages" justify="space-between" align="center" gap="4">
          <Button
            variant="outline"
            colorPalette="gray"
            disabled={page === 1}
            onClick={() => turnPage(cursors.slice(0, -1))}
          >
            Previous
          </Button>
          <Text aria-live="polite" fontWeight="medium">
            Page {page} of {pages}
          </Text>
          <Button
            variant="outline"
            colorPalette="gray"
            disabled={page >= pages}
            onClick={() => turnPage([...cursors, lastId])}
          >
            Next
          </Button>
        </Flex>
      </Stack>
    );
  }

  const total = parts.status === 'success' ? parts.data.total : null;

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            All parts
          </Heading>
          <Text color="fg.muted">Every part we make, sold direct from the workshop.</Text>
        </Stack>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', md: 'flex-end' }}
          gap="4"
        >
          <Box as="form" role="search" onSubmit={searchNow} width={{ base: 'full', md: 'sm' }}>
            <Field.Root>
              <Field.Label>Search parts by name</Field.Label>
              <InputGroup startElement={<SearchIcon />}>
                <Input
                  ref={searchBox}
                  type="search"
                  bg="bg"
                  value={text}
                  maxLength={partNameMaxLength}
                  placeholder="e.g. brake"
                  autoComplete="off"
                  onChange={(event) => setText(event.target.value)}
                />
              </InputGroup>
            </Field.Root>
          </Box>
          {/* Said aloud when a search or a page settles. */}
          <Text role="status" color="fg.muted" minH="6">
            {total === null
              ? ''
              : q
                ? `${total} ${total === 1 ? 'part matches' : 'parts match'} “${q}”`
                : `${total} ${total === 1 ? 'part' : 'parts'}`}
          </Text>
        </Flex>
        <Box>{results}</Box>
      </Stack>
    </Container>
  );
}
