import { Box, Container, Heading, Link, List, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BulletItem, BulletList, CodeBlock, InlineCode, Paragraph } from './prose';

interface Post {
  /** The article's anchor, linked from the list of questions. */
  id: string;
  question: string;
  answer: ReactNode;
}

const posts: Post[] = [
  {
    id: 'performance',
    question: 'How can you improve the performance of a React application built with a UI library?',
    answer: (
      <>
        <Paragraph>
          Measure before changing anything. Lighthouse and the Core Web Vitals — Largest Contentful
          Paint, Interaction to Next Paint (which replaced First Input Delay in 2024) and Cumulative
          Layout Shift — tell you what a shopper feels; the React DevTools Profiler tells you which
          components re-render, and why. Then, roughly in order of payoff:
        </Paragraph>
        <BulletList>
          <BulletItem>
            <strong>Ship less JavaScript.</strong> Split the bundle by route, so a visitor to the
            home page never downloads the admin dashboard, and import UI components by name so the
            bundler can drop the ones you never use.
          </BulletItem>
          <BulletItem>
            <strong>Render less.</strong> Keep state next to the components that use it, so a
            keystroke in a form does not re-render the whole page. The React Compiler (stable since
            late 2025) memoises components and values for you; without it, add{' '}
            <InlineCode>memo</InlineCode>, <InlineCode>useMemo</InlineCode> and{' '}
            <InlineCode>useCallback</InlineCode> where the Profiler shows wasted renders, not
            everywhere.
          </BulletItem>
          <BulletItem>
            <strong>Keep interactions responsive.</strong> Mark non-urgent updates, such as
            filtering a long list, with <InlineCode>startTransition</InlineCode> or{' '}
            <InlineCode>useDeferredValue</InlineCode>, and virtualise lists of hundreds of rows.
          </BulletItem>
          <BulletItem>
            <strong>Respect the library&apos;s runtime.</strong> CSS-in-JS libraries such as Chakra
            UI (built on Emotion) work out styles while rendering: use the theme&apos;s tokens and
            recipes, and avoid building fresh style objects inside large loops.
          </BulletItem>
          <BulletItem>
            <strong>Load images and data with care.</strong> Give every image a width and height so
            nothing shifts, lazy-load what is below the fold, serve AVIF or WebP, and fetch data in
            parallel instead of in a waterfall of nested components.
          </BulletItem>
        </BulletList>
        <Paragraph>This shop loads each screen only when it is first visited:</Paragraph>
        <CodeBlock label="Example: a lazily loaded route">
          {`
const Blogs = lazy(() =>
  import('./blogs').then((m) => ({ default: m.Blogs })),
);

<Suspense fallback={<PageSpinner />}>
  <Routes>
    <Route path="/blogs" element={<Blogs />} />
  </Routes>
</Suspense>`}
        </CodeBlock>
      </>
    ),
  },
  {
    id: 'state-management',
    question: 'What are the different ways to manage state in a React application?',
    answer: (
      <>
        <Paragraph>
          Start by asking what kind of state it is: each kind has a natural home, and most bugs come
          from keeping one kind in another&apos;s place.
        </Paragraph>
        <BulletList>
          <BulletItem>
            <strong>Local UI state</strong> — whether a menu is open, what is typed in a field —
            lives in <InlineCode>useState</InlineCode>, or <InlineCode>useReducer</InlineCode> when
            several values change together. Lift it to the nearest common parent when two components
            need it.
          </BulletItem>
          <BulletItem>
            <strong>Derived values are not state.</strong> Compute an order total from quantity and
            price during render instead of storing a second copy that can drift.
          </BulletItem>
          <BulletItem>
            <strong>Shared, rarely changing values</strong> — theme, signed-in user, language — suit
            React Context. Every consumer re-renders when the value changes, so Context is a poor
            fit for data that changes many times a second.
          </BulletItem>
          <BulletItem>
            <strong>Server state</strong> — parts, orders, reviews — is a cache of data someone else
            owns. TanStack Query, SWR, RTK Query or a router&apos;s loaders handle loading, errors,
            caching and refetching; copying it into a global store by hand leads to stale screens.
          </BulletItem>
          <BulletItem>
            <strong>URL state</strong> — a search term, filters, the page number — belongs in the
            route and its query string, so it survives a reload and can be shared as a link.
          </BulletItem>
          <BulletItem>
            <strong>Form state</strong> has its own tools: Formik (used here) or React Hook Form,
            with a schema library such as yup or Zod. React 19 adds{' '}
            <InlineCode>useActionState</InlineCode> and <InlineCode>useOptimistic</InlineCode>.
          </BulletItem>
          <BulletItem>
            <strong>Global client state</strong> that distant components change is where a store
            pays off: Zustand or Redux Toolkit for one store, Jotai for atoms, XState for flows with
            explicit steps.
          </BulletItem>
        </BulletList>
        <CodeBlock label="Example: state that changes together, in a reducer">
          {`
function quantityReducer(quantity: number, action: 'plus' | 'minus') {
  return action === 'plus' ? quantity + 1 : Math.max(1, quantity - 1);
}

const [quantity, dispatch] = useReducer(quantityReducer, 1);`}
        </CodeBlock>
      </>
    ),
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work in JavaScript?',
    answer: (
      <>
        <Paragraph>
          Every JavaScript object has a hidden link, called its prototype, to another object or to{' '}
          <InlineCode>null</InlineCode>. When you read a property the object does not have itself,
          the engine follows that link and looks there, then in that object&apos;s prototype, and so
          on until it finds the property or reaches <InlineCode>null</InlineCode>. This is the
          prototype chain, and it is how methods are shared: every array finds{' '}
          <InlineCode>map</InlineCode> on <InlineCode>Array.prototype</InlineCode> instead of
          carrying its own copy.
        </Paragraph>
        <CodeBlock label="Example: an object that inherits from another">
          {`
const part = {
  describe() {
    return \`\${this.name}: $\${this.price}\`;
  },
};

const pads = Object.create(part); // pads → part → Object.prototype → null
pads.name = 'Sintered pads';
pads.price = 39;

pads.describe();                      // 'Sintered pads: $39', found on part
Object.hasOwn(pads, 'describe');      // false
Object.getPrototypeOf(pads) === part; // true`}
        </CodeBlock>
        <Paragraph>
          Writing is not like reading: assigning a property creates it on the object itself, which
          then shadows the inherited one rather than changing the prototype (unless the prototype
          defines a setter for it).
        </Paragraph>
        <Paragraph>
          A constructor called with <InlineCode>new</InlineCode> sets the link for you: the new
          object&apos;s prototype is the constructor&apos;s <InlineCode>prototype</InlineCode>{' '}
          property. <InlineCode>class</InlineCode> is clearer syntax for exactly that: methods are
          stored on <InlineCode>Part.prototype</InlineCode>, and{' '}
          <InlineCode>class BrakePart extends Part</InlineCode> links{' '}
          <InlineCode>BrakePart.prototype</InlineCode> to <InlineCode>Part.prototype</InlineCode>{' '}
          (and <InlineCode>BrakePart</InlineCode> to <InlineCode>Part</InlineCode>, so static
          methods are inherited too). <InlineCode>instanceof</InlineCode> simply checks whether a
          constructor&apos;s prototype is on the chain.
        </Paragraph>
        <Paragraph>
          Two cautions. Changing the prototype of an existing object with{' '}
          <InlineCode>Object.setPrototypeOf</InlineCode> makes engines drop their optimisations. And
          merging untrusted JSON into an object can reach <InlineCode>Object.prototype</InlineCode>{' '}
          through a <InlineCode>__proto__</InlineCode> key — prototype pollution — so validate keys,
          or keep dictionaries in a <InlineCode>Map</InlineCode> or{' '}
          <InlineCode>Object.create(null)</InlineCode>.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'search-by-name',
    question: 'How would you search products by name in a catalogue?',
    answer: (
      <>
        <Paragraph>
          In SQL this is a <InlineCode>LIKE &apos;%disc%&apos;</InlineCode> query. Firestore, where
          our catalogue lives, has no full-text or substring search: it matches equal values, ranges
          and members of an array. So the work is to store something that turns &ldquo;the name
          contains this text&rdquo; into one of those.
        </Paragraph>
        <BulletList>
          <BulletItem>
            <strong>Prefix search.</strong> Store a lower-case copy of the name and query the range
            from <InlineCode>&apos;dis&apos;</InlineCode> to{' '}
            <InlineCode>&apos;dis\uf8ff&apos;</InlineCode>. Cheap, but it only finds names that
            start with the text.
          </BulletItem>
          <BulletItem>
            <strong>An index inside the document.</strong> When the server writes a part, it also
            writes an array of search terms, and the search becomes one{' '}
            <InlineCode>array-contains</InlineCode> query. moto-parts stores every substring of the
            normalised name (trimmed, lower case, single spaces): names are at most 20 characters,
            so there are at most 210 terms, small enough for one field. Only the server writes the
            terms, and the query keeps the catalogue&apos;s order and paging.
          </BulletItem>
          <BulletItem>
            <strong>A search service.</strong> For typo tolerance, ranking, synonyms
            (&ldquo;pad&rdquo; finding &ldquo;brake pads&rdquo;) or searching descriptions too, copy
            each product into Algolia, Typesense, Meilisearch or Elasticsearch from a Cloud Function
            that runs on every write, and query that service instead.
          </BulletItem>
        </BulletList>
        <CodeBlock label="Example: a substring index and its query">
          {`
// When the server saves a part: every substring of its name.
const name = part.name.trim().toLowerCase().replace(/\\s+/g, ' ');
const searchTerms = new Set<string>();
for (let start = 0; start < name.length; start++)
  for (let end = start + 1; end <= name.length; end++)
    searchTerms.add(name.slice(start, end));

// When a shopper searches for "disc":
db.collection('parts')
  .where('searchTerms', 'array-contains', 'disc')
  .orderBy('createdAt')
  .limit(12);`}
        </CodeBlock>
        <Paragraph>
          In the browser, wait about 250 ms after the last keystroke before asking, ignore answers
          to outdated searches, keep the search text in the URL so it can be shared, and say clearly
          when nothing matched.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'unit-tests',
    question: 'What are unit tests and why should you write them?',
    answer: (
      <>
        <Paragraph>
          A unit test is a small automated check of one unit of code — a function, a hook, a
          component — run apart from the network, the database and the clock. It arranges an input,
          acts by calling the code and asserts on the result, all within milliseconds, so hundreds
          of them run on every save and on every push.
        </Paragraph>
        <CodeBlock label="Example: a unit test with Vitest">
          {`
import { expect, it } from 'vitest';
import { orderTotalCents } from './order-total';

it('when 3 parts at $19.99 are ordered, then the total is 5997 cents', () => {
  expect(orderTotalCents(3, 1999)).toBe(5997);
});`}
        </CodeBlock>
        <Paragraph>Why write them:</Paragraph>
        <BulletList>
          <BulletItem>
            <strong>They catch regressions</strong> on your machine, not in a customer&apos;s order.
          </BulletItem>
          <BulletItem>
            <strong>They make refactoring safe:</strong> with the behaviour pinned down, you can
            restructure the code freely.
          </BulletItem>
          <BulletItem>
            <strong>They document behaviour.</strong> A test named &ldquo;when the quantity is below
            the minimum order, then no order is sent&rdquo; is a specification that cannot go out of
            date.
          </BulletItem>
          <BulletItem>
            <strong>They improve design:</strong> code that is hard to test usually does too much or
            hides its dependencies.
          </BulletItem>
        </BulletList>
        <Paragraph>
          Good tests check behaviour, not implementation: query a component the way a user finds it
          (Testing Library&apos;s <InlineCode>getByRole</InlineCode>), mock only the boundaries such
          as <InlineCode>fetch</InlineCode>, and watch each test fail once so you know it can. Unit
          tests cannot show that the pieces work together, so pair them with integration tests —
          this shop runs its API and Firestore rules against the Firebase emulators — and a few
          end-to-end tests in a real browser. Vitest, Jest and Node&apos;s built-in test runner are
          the usual tools in 2026.
        </Paragraph>
      </>
    ),
  },
];

/** docs/product.md: the static Blogs page, five developer interview questions and their answers. */
export function Blogs() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      <title>Blogs — moto-parts</title>
      <Stack gap={{ base: '8', md: '10' }}>
        <Stack as="header" gap="4">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            Blogs
          </Heading>
          <Paragraph color="fg.muted">
            Five questions we are often asked about building a shop like this one, answered by the
            team that built it.
          </Paragraph>
          <Box as="nav" aria-label="Questions">
            <List.Root as="ol" ps="5" gap="1.5" fontSize={{ base: 'md', md: 'lg' }}>
              {posts.map((post) => (
                <List.Item key={post.id}>
                  <Link href={`#${post.id}`} color="brand.fg" textDecoration="underline">
                    {post.question}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </Stack>
        {posts.map((post) => (
          <Box
            as="article"
            key={post.id}
            id={post.id}
            aria-labelledby={`${post.id}-question`}
            // Clear of the sticky navbar when reached through a link above.
            scrollMarginTop="24"
            bg="bg"
            borderWidth="1px"
            rounded="xl"
            p={{ base: '5', md: '8' }}
          >
            <Stack gap="5">
              <Heading
                as="h2"
                id={`${post.id}-question`}
                size={{ base: 'xl', md: '2xl' }}
                lineHeight="short"
              >
                {post.question}
              </Heading>
              {post.answer}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
