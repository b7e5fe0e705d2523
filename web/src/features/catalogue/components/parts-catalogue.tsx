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
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  knownBikeChoice,
  partCategories,
  searchMaxLength,
  type BikeChoice,
  type CatalogueSort,
  type Part,
  type PartCategory,
} from '@moto-parts/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { SelectField } from '@/components/ui/select-field';
import { catalogueSearch, type CatalogueFilters } from '@/lib/catalogue-filters';
import { errorMessage } from '@/lib/notify';
import { useHydrated } from '@/lib/hydration';
import { useParts } from '../api/get-parts';
import { rememberBike, useMyBike } from '@/lib/my-bike';
import { bikeShortName } from '../utils/bike-names';
import { categoryName } from '../utils/category-names';
import { parseCatalogueFilters } from '../utils/parse-catalogue-filters';
import { CatalogueNote } from './catalogue-note';
import { CataloguePages } from './catalogue-pages';
import { PartGrid } from './part-grid';
import { ShopByBike } from './shop-by-bike';

export const cataloguePageSize = 12;
/** How long typing must pause before the search runs. */
export const searchDebounceMs = 300;

const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  // Chakra's icons take no size of their own; these sit in text and inputs.
  defaultProps: { boxSize: '1em' },
  d: 'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
});

const sortOptions: { value: CatalogueSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

const sameBike = (a: BikeChoice, b: BikeChoice | null) =>
  a.make === b?.make && a.model === b.model && a.year === b.year;

/**
 * The catalogue's filters as the URL holds them (docs/decisions/0021-categories-and-fitment.md). A change of category,
 * sort or bike is a new history entry, so Back returns to the previous list; typing in the
 * search replaces the entry, so Back leaves the catalogue rather than the last keystroke.
 * The bike and the device agree: a bike in the URL (chosen, or from a shared link) is
 * remembered, and a URL without one gets the remembered bike.
 */
function useCatalogueFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered /parts is built without filters, whatever URL it is served for: until the
  // page has hydrated, it renders as it was built.
  const hydrated = useHydrated();
  const filters = hydrated ? parseCatalogueFilters(searchParams) : {};
  const myBike = useMyBike();
  const setFilters = (next: CatalogueFilters, { replace = false } = {}) =>
    setSearchParams(catalogueSearch(next), { replace });

  const urlBike = filters.bike;
  useEffect(() => {
    if (!hydrated || myBike === undefined) return;
    if (urlBike && !sameBike(urlBike, myBike)) rememberBike(urlBike);
    if (urlBike || !myBike) return;
    // A bike remembered before a model left the shop's list is forgotten, not filtered by.
    const known = knownBikeChoice(myBike);
    if (known && sameBike(known, myBike))
      setFilters({ ...filters, bike: known }, { replace: true });
    else rememberBike(null);
    // `filters` and `setFilters` follow searchParams, which is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, myBike, searchParams]);

  // The list is known once the URL names a bike, or the device has none to add to it.
  const settled = hydrated && (urlBike !== undefined || myBike === null);
  return { filters, setFilters, settled };
}

/**
 * The catalogue at /parts: shop by bike, a category, a search by name and an order, all in
 * the URL so a list can be shared; 12 parts a page, paged with the API's `after` cursor.
 */
interface PartsCatalogueProps {
  /** A button beside each card's Purchase: the app's Add to Cart (features do not import each other). */
  cardAction?: (part: Part) => ReactNode;
}

export function PartsCatalogue({ cardAction }: PartsCatalogueProps = {}) {
  const { filters, setFilters, settled } = useCatalogueFilters();
  const { q = '', category, sort = 'newest', bike } = filters;
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The `after` cursor of every page before this one: Next pushes, Previous pops.
  const [cursors, setCursors] = useState<string[]>([]);
  const page = cursors.length + 1;
  const searchBox = useRef<HTMLInputElement>(null);
  const listKey = catalogueSearch(filters);
  const [shownList, setShownList] = useState(listKey);
  // Another list (a filter chosen, or the URL changed under us: a footer link, Back): the
  // search box follows the URL and the pages start again at 1.
  if (listKey !== shownList) {
    setShownList(listKey);
    setCursors([]);
  }
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }

  const parts = useParts(
    settled ? { limit: cataloguePageSize, ...filters, after: cursors.at(-1) } : null,
  );
  const setQ = (next: string) => setFilters({ ...filters, q: next }, { replace: true });

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
    setFilters({ ...filters, q: undefined, category: undefined });
    // The button goes away with the empty state: keep focus where the next search starts.
    searchBox.current?.focus();
  };
  const turnPage = (nextCursors: string[]) => {
    setCursors(nextCursors);
    window.scrollTo({ top: 0 });
  };

  // Under each name: whether the part fits the bike, else its category. The stand-in cards
  // hold the line too, so nothing moves when the parts arrive.
  const note = (part: Part) => <CatalogueNote part={part} bike={bike} />;

  // The parts' grid, or its stand-ins while they load, always the first child of one Stack:
  // React then updates each stand-in card into a part's card in place (PartGrid) rather than
  // replacing a dozen cards, a long task on a phone. The first row is in the first screen,
  // and its largest picture is the page's.
  const grid = (items?: Part[]) => (
    <PartGrid
      parts={items}
      placeholders={cataloguePageSize}
      headingLevel="h2"
      eagerCount={3}
      note={note}
      action={cardAction}
    />
  );

  let results;
  if (parts.status === 'loading' || !settled) {
    results = <Stack gap="8">{grid(undefined)}</Stack>;
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
          {q || category ? (
            <>
              <EmptyState.Title as="h2">
                {q && !category ? `No parts match “${q}”` : 'No parts match these filters'}
              </EmptyState.Title>
              <EmptyState.Description>
                Check the spelling, or try a shorter word such as “brake” or another category.
              </EmptyState.Description>
              <Button variant="outline" onClick={clearSearch}>
                {category ? 'Clear search and category' : 'Clear search'}
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
    const pages = Math.max(1, Math.ceil(total / cataloguePageSize));
    const lastId = items[items.length - 1]._id;
    results = (
      <Stack gap="8">
        {grid(items)}
        <CataloguePages
          page={page}
          pages={pages}
          onPrevious={() => turnPage(cursors.slice(0, -1))}
          onNext={() => turnPage([...cursors, lastId])}
        />
      </Stack>
    );
  }

  const total = parts.status === 'success' ? parts.data.total : null;

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {category ? categoryName(category) : 'All parts'}
          </Heading>
          <Text color="fg.muted">Every part we make, sold direct from the workshop.</Text>
        </Stack>
        <ShopByBike
          bike={settled ? (bike ?? null) : undefined}
          onChoose={(chosen) => setFilters({ ...filters, bike: chosen ?? undefined })}
        />
        <Stack gap="3">
          <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} gap="4">
            <Box as="form" role="search" onSubmit={searchNow} flex="1">
              <Field.Root>
                <Field.Label>Search parts by name or part number</Field.Label>
                <InputGroup startElement={<SearchIcon />}>
                  <Input
                    ref={searchBox}
                    type="search"
                    bg="bg"
                    value={text}
                    maxLength={searchMaxLength}
                    placeholder="e.g. brake, or 15410-MFJ-D01"
                    autoComplete="off"
                    onChange={(event) => setText(event.target.value)}
                  />
                </InputGroup>
              </Field.Root>
            </Box>
            {/* Side by side even on a phone: the parts start higher on the first screen. */}
            <SimpleGrid columns={2} gap="3" width={{ md: 'md' }} flexShrink="0">
              <SelectField
                label="Category"
                placeholder="All categories"
                value={category ?? ''}
                options={partCategories.map(({ id, name }) => ({ value: id, label: name }))}
                onChange={(event) =>
                  setFilters({
                    ...filters,
                    category: (event.target.value || undefined) as PartCategory | undefined,
                  })
                }
              />
              <SelectField
                label="Sort by"
                value={sort}
                options={sortOptions}
                onChange={(event) =>
                  setFilters({ ...filters, sort: event.target.value as CatalogueSort })
                }
              />
            </SimpleGrid>
          </Flex>
          {/* Said aloud when a search or a page settles. */}
          <Text role="status" color="fg.muted" minH="6">
            {total === null ? '' : countText(total, q, bike)}
          </Text>
        </Stack>
        <Box>{results}</Box>
      </Stack>
    </Container>
  );
}

/** "12 parts", "1 part matches “disc”", "8 parts match “brake” and fit your CB500X". */
function countText(total: number, q: string, bike?: BikeChoice) {
  const one = total === 1;
  const parts = `${total} ${one ? 'part' : 'parts'}`;
  const fit = bike && `${one ? 'fits' : 'fit'} your ${bikeShortName(bike)}`;
  if (q) return `${parts} ${one ? 'matches' : 'match'} “${q}”${fit ? ` and ${fit}` : ''}`;
  return fit ? `${parts} ${fit}` : parts;
}
