import {
  Box,
  Container,
  createIcon,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

interface FooterLink {
  label: string;
  to: string;
}

// docs/product.md §1: information links, popular items, countries, legal, help, app-store logos and
// the copyright line (year 2022).
const information: FooterLink[] = [
  { label: 'View All', to: paths.catalogue.getHref() },
  { label: 'Manage Parts', to: paths.dashboard.manageParts.getHref() },
  // The shop's classic-style bike and its V8 (docs/decisions/0021-categories-and-fitment.md): the parts that fit them.
  {
    label: 'Classic Bike Parts',
    to: paths.catalogue.getHref({ bike: { make: 'Royal Enfield', model: 'Classic 350' } }),
  },
  {
    label: 'Heavy V8 Bike Parts',
    to: paths.catalogue.getHref({ bike: { make: 'Boss Hoss', model: 'BHC-3 LS3' } }),
  },
  { label: 'About Inventory', to: paths.blogs.getHref() },
  // For developers of other clients: the API's calls, from its OpenAPI document.
  { label: 'API reference', to: paths.apiReference.getHref() },
];

const popularItems: FooterLink[] = [
  { label: 'Brake discs', to: paths.catalogue.getHref({ q: 'brake disc' }) },
  { label: 'Brake pads', to: paths.catalogue.getHref({ q: 'brake pads' }) },
  { label: 'Drive chains', to: paths.catalogue.getHref({ q: 'chain' }) },
  { label: 'Helmets', to: paths.catalogue.getHref({ q: 'helmet' }) },
  { label: 'Spark plugs', to: paths.catalogue.getHref({ q: 'spark plug' }) },
];

const help: FooterLink[] = [
  { label: 'Sign in', to: paths.signin.getHref() },
  { label: 'Create an account', to: paths.signup.getHref() },
  { label: 'My orders', to: paths.dashboard.myOrders.getHref() },
  { label: 'My profile', to: paths.dashboard.myProfile.getHref() },
  { label: 'Write a review', to: paths.dashboard.addReview.getHref() },
];

const countries = ['United States', 'Canada', 'United Kingdom', 'Germany', 'Japan', 'Australia'];

// No legal pages are published yet: named here, to become links when they are.
const legal = ['Terms of sale', 'Privacy policy', 'Cookie policy', 'Returns and warranty'];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="white" textTransform="uppercase" letterSpacing="wider">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    // role="list": Safari drops the list role of a list without bullets.
    <List.Root role="list" listStyleType="none" gap="2">
      {links.map(({ label, to }) => (
        <List.Item key={label}>
          <Link
            asChild
            color="gray.300"
            fontSize="sm"
            _hover={{ color: 'white', textDecoration: 'underline' }}
          >
            <RouterLink to={to}>{label}</RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}

function TextList({ items }: { items: string[] }) {
  return (
    <List.Root role="list" listStyleType="none" gap="2">
      {items.map((item) => (
        <List.Item key={item} fontSize="sm">
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A store badge drawn in place (no third-party images); the app is not published yet. */
function StoreBadge({ icon, kicker, store }: { icon: ReactNode; kicker: string; store: string }) {
  return (
    <HStack
      role="img"
      aria-label={`${kicker} ${store}`}
      gap="2"
      px="3"
      py="1.5"
      bg="black"
      color="white"
      borderWidth="1px"
      borderColor="gray.500"
      rounded="lg"
      minW="36"
    >
      {icon}
      <Stack gap="0" lineHeight="1.1">
        <Text fontSize="2xs">{kicker}</Text>
        <Text fontSize="md" fontWeight="semibold">
          {store}
        </Text>
      </Stack>
    </HStack>
  );
}

const PhoneIcon = createIcon({
  displayName: 'PhoneIcon',
  d: 'M16 1H8a3 3 0 0 0-3 3v16a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V4a3 3 0 0 0-3-3m-4 20.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3M17 17H7V4h10z',
});

const PlayIcon = createIcon({
  displayName: 'GooglePlayIcon',
  path: (
    <>
      <path fill="#34A853" d="M4 2.5v19l10-9.5z" />
      <path fill="#FBBC04" d="M14 12l3.5 3.3L21 13.4c.9-.5.9-1.8 0-2.3l-3.5-2z" />
      <path fill="#EA4335" d="M4 21.5l10-9.5 3.5 3.3L6 21.9c-.7.4-1.5.2-2-.4" />
      <path fill="#4285F4" d="M4 2.5c.5-.6 1.3-.8 2-.4l11.5 6.9L14 12z" />
    </>
  ),
});

/** The foot of every page: where to go next, who we are, and the copyright line. */
export function Footer() {
  return (
    <Box as="footer" bg="charcoal.900" color="gray.300" pt={{ base: '10', md: '14' }} pb="8">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 6 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="4">
            <HStack gap="2" color="white" fontWeight="bold" fontSize="xl">
              <Image src="/favicon.svg" alt="" boxSize="8" />
              moto-parts
            </HStack>
            <Text fontSize="sm">
              Motorcycle parts made in our own workshop and shipped direct from the factory.
            </Text>
            <Stack gap="2" align="flex-start">
              <StoreBadge
                icon={<PhoneIcon boxSize="22px" />}
                kicker="Download on the"
                store="App Store"
              />
              <StoreBadge
                icon={<PlayIcon boxSize="22px" />}
                kicker="Get it on"
                store="Google Play"
              />
            </Stack>
          </Stack>
          <Column title="Information">
            <LinkList links={information} />
          </Column>
          <Column title="Popular items">
            <LinkList links={popularItems} />
          </Column>
          <Column title="Countries">
            <Text fontSize="sm">We deliver to 69 countries, among them:</Text>
            <TextList items={countries} />
          </Column>
          <Column title="Help">
            <LinkList links={help} />
          </Column>
          <Column title="Legal">
            <TextList items={legal} />
          </Column>
        </SimpleGrid>
        <Flex
          mt={{ base: '10', md: '14' }}
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          fontSize="sm"
        >
          <Text>© 2022 moto-parts — built by the moto-parts team</Text>
        </Flex>
      </Container>
    </Box>
  );
}
