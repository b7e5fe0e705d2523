import {
  Box,
  Button,
  Container,
  createIcon,
  Flex,
  HStack,
  IconButton,
  Image,
  Link,
  Spacer,
  Stack,
  Text,
  useDisclosure,
} from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { NavItemLink } from './nav-item-link';
import { useHydrated } from '@/lib/hydration';

const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  d: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
});

const CloseIcon = createIcon({
  displayName: 'CloseIcon',
  d: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
});

const links = [
  {
    label: 'Home',
    to: paths.home.getHref(),
    activeOn: [paths.home.path, paths.home.aliasPath],
  },
  { label: 'My Portfolio', to: paths.portfolio.getHref() },
  {
    label: 'Dashboard',
    to: paths.dashboard.root.getHref(),
    activeOn: [`${paths.dashboard.root.path}/*`],
    signedInOnly: true,
  },
  { label: 'Blogs', to: paths.blogs.getHref() },
];

export interface NavbarProps {
  /** The cart's link, beside the menu on every width (a slot: shared UI knows no features). */
  cart?: ReactNode;
  /** The signed-in rider's bike picker, before the account and the cart on every width (a slot too). */
  bike?: ReactNode;
  status: 'loading' | 'signed-in' | 'signed-out';
  /** The signed-in user's display name (or email). */
  userName?: string | null;
  onSignOut: () => void;
}

/** The top navigation of docs/product.md §2; it is told who is signed in (shared UI knows no features). */
export function Navbar({ cart, bike, status, userName, onSignOut }: NavbarProps) {
  // A disclosure, not Chakra's Collapsible: its state machine (zag-js) was 8 KB gzip of
  // Home's first load, for a menu that only shows and hides.
  const { open, onToggle, onClose: close } = useDisclosure();
  const menuId = useId();
  const hydrated = useHydrated();
  const signedIn = status === 'signed-in';

  const navLinks = links
    .filter((link) => signedIn || !link.signedInOnly)
    .map(({ label, to, activeOn }) => (
      <NavItemLink
        key={to}
        to={to}
        activeOn={activeOn}
        onClick={close}
        color="gray.200"
        fontWeight="medium"
        px="3"
        py="2"
        rounded="md"
        textDecoration="none"
        _hover={{ color: 'white', bg: 'whiteAlpha.100' }}
        _currentPage={{ color: 'brand.400', boxShadow: 'inset 0 -2px 0 currentColor' }}
      >
        {label}
      </NavItemLink>
    ));

  // While Firebase restores the session, show neither button rather than the wrong one.
  const account =
    status === 'loading' ? null : signedIn ? (
      <>
        {userName && (
          <Text color="gray.200" fontSize="sm" truncate maxW="48">
            {userName}
          </Text>
        )}
        <Button
          size="sm"
          variant="outline"
          color="white"
          borderColor="whiteAlpha.500"
          _hover={{ bg: 'whiteAlpha.200' }}
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          Sign Out
        </Button>
      </>
    ) : (
      <Button asChild size="sm">
        <RouterLink to={paths.signin.getHref()} onClick={close}>
          Sign In
        </RouterLink>
      </Button>
    );

  return (
    <Box as="header" bg="charcoal.900" color="white" position="sticky" top="0" zIndex="sticky">
      {/* One landmark for the whole bar: links and account actions alike. */}
      <Box as="nav" aria-label="Main">
        <Container maxW="7xl">
          {/* Below `lg` the name shares the bar with the bike picker, the cart and the menu
              alone: the links and the account's buttons, with them, are 840 px wide. */}
          <Flex h="16" align="center" gap={{ base: '2', lg: '6' }}>
            <Link
              asChild
              color="white"
              fontWeight="bold"
              fontSize="xl"
              textDecoration="none"
              // The name stays on one line, however many buttons share the bar.
              whiteSpace="nowrap"
              flexShrink="0"
            >
              <RouterLink to={paths.home.getHref()} onClick={close}>
                <Image src="/favicon.svg" alt="" boxSize="8" />
                moto-parts
              </RouterLink>
            </Link>
            <HStack gap="1" hideBelow="lg">
              {navLinks}
            </HStack>
            <Spacer />
            {/* Before the account's buttons: the picker arrives after sign-in, and anything
                after it would move as it came (a click aimed at Sign Out could land on it). */}
            {bike}
            <HStack gap="4" hideBelow="lg">
              {account}
            </HStack>
            {cart}
            <IconButton
              hideFrom="lg"
              variant="ghost"
              color="white"
              _hover={{ bg: 'whiteAlpha.200' }}
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls={menuId}
              onClick={onToggle}
              // A prerendered page's menu opens once the app has hydrated it.
              disabled={!hydrated}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </Flex>
        </Container>
        <Box id={menuId} hidden={!open} hideFrom="lg">
          <Container maxW="7xl" pb="4" borderTopWidth="1px" borderColor="whiteAlpha.200">
            <Stack gap="1" pt="3">
              {navLinks}
            </Stack>
            <HStack gap="4" pt="3">
              {account}
            </HStack>
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
