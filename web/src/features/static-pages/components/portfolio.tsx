import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { BulletItem, BulletList, Paragraph } from './prose';

const contactEmail = 'team@moto-parts.test';

const team = [
  {
    name: 'Lena Hoffmann',
    role: 'Product lead and front-end engineer',
    about:
      'Turned the workshop’s order book into the shop’s screens, and makes sure every form works with a keyboard alone.',
  },
  {
    name: 'Rafael Costa',
    role: 'Back-end engineer',
    about:
      'Wrote the API on Cloud Functions, where every price, stock count and role is decided on the server.',
  },
  {
    name: 'Mei Tanaka',
    role: 'Payments and security engineer',
    about:
      'Connected Stripe so an order counts as paid only once Stripe says so, and wrote the Firestore rules.',
  },
  {
    name: 'Jonas Berg',
    role: 'Quality and developer-experience engineer',
    about:
      'Built the offline emulator setup and the test suites that run on every change, from unit tests to a real browser.',
  },
];

const stack = [
  { name: 'React and TypeScript', use: 'the single-page shop, type-checked end to end' },
  { name: 'Chakra UI', use: 'accessible components and the brand theme' },
  {
    name: 'Firebase',
    use: 'Hosting for the site, Cloud Functions for the API, Firestore for the data, Authentication for sign-in',
  },
  { name: 'Stripe', use: 'card payments, confirmed on the server' },
  { name: 'Vitest and Testing Library', use: 'unit, API, rules and browser tests' },
];

const highlights = [
  {
    title: 'Prices and stock owned by the server',
    text: 'The browser sends a part and a quantity; the server works out the total in whole cents and takes the stock in one Firestore transaction, so two shoppers can never buy the last brake disc twice.',
  },
  {
    title: 'An offline-first developer setup',
    text: 'One command starts the Firebase emulators under a demo project, with seeded parts, reviews and accounts and a local Stripe sandbox: no keys, no live project, nothing to break by accident.',
  },
  {
    title: 'Accessible by default',
    text: 'Labelled forms, visible focus, keyboard-friendly menus and AA colour contrast throughout, checked with Lighthouse and with tests that find elements the way assistive technology does.',
  },
];

function initialsOf(name: string) {
  return name
    .split(' ')
    .map((word) => word.charAt(0))
    .join('');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="5">
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** docs/product.md: the static portfolio page — the team that built moto-parts and how. */
export function Portfolio() {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }}>
      <title>My Portfolio — moto-parts</title>
      <Stack gap={{ base: '10', md: '14' }}>
        <Stack as="header" gap="4" maxW="3xl">
          <Text
            color="brand.fg"
            fontWeight="semibold"
            letterSpacing="wide"
            textTransform="uppercase"
          >
            The team behind moto-parts
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            My Portfolio
          </Heading>
          <Paragraph color="fg.muted">
            moto-parts is the online shop of a motorcycle-parts manufacturer: riders and workshops
            buy brakes, engine parts and riding gear straight from the factory, pay by card and
            track their orders, while the maker&apos;s staff manage the catalogue, orders and users.
            Four of us designed and built it.
          </Paragraph>
        </Stack>

        <Section title="The team">
          <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
            {team.map((member) => (
              <Box as="li" key={member.name} bg="bg" borderWidth="1px" rounded="xl" p="6">
                <HStack gap="4" align="flex-start">
                  <Box
                    aria-hidden="true"
                    flexShrink="0"
                    boxSize="14"
                    rounded="full"
                    bg="brand.100"
                    color="brand.900"
                    fontWeight="bold"
                    fontSize="lg"
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                  >
                    {initialsOf(member.name)}
                  </Box>
                  <Stack gap="1">
                    <Heading as="h3" size="lg">
                      {member.name}
                    </Heading>
                    <Text color="brand.fg" fontWeight="medium">
                      {member.role}
                    </Text>
                    <Text lineHeight="tall">{member.about}</Text>
                  </Stack>
                </HStack>
              </Box>
            ))}
          </SimpleGrid>
        </Section>

        <Section title="The stack">
          <BulletList>
            {stack.map((item) => (
              <BulletItem key={item.name}>
                <strong>{item.name}</strong> — {item.use}
              </BulletItem>
            ))}
          </BulletList>
        </Section>

        <Section title="Highlights">
          <SimpleGrid as="ul" role="list" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
            {highlights.map((highlight) => (
              <Stack
                as="li"
                key={highlight.title}
                gap="3"
                bg="bg"
                borderWidth="1px"
                borderTopWidth="4px"
                borderTopColor="brand.solid"
                rounded="xl"
                p="6"
              >
                <Heading as="h3" size="lg">
                  {highlight.title}
                </Heading>
                <Text lineHeight="tall">{highlight.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>

        <Section title="Contact">
          <Paragraph>
            Questions about the project, or a part you would like us to make? Write to us at{' '}
            <Link href={`mailto:${contactEmail}`} color="brand.fg" textDecoration="underline">
              {contactEmail}
            </Link>
            .
          </Paragraph>
        </Section>
      </Stack>
    </Container>
  );
}
