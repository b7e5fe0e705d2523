import { Badge, Box, Stack } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { NavItemLink } from '@/components/ui/nav-item-link';
import { paths } from '@/config/paths';

const { dashboard } = paths;

/**
 * What waits for the admins, as far as it is known (undefined while it loads, or if it could
 * not): the menu shows a count beside the screen where each waits.
 */
export interface WaitingCounts {
  /** Orders paid and not (wholly) shipped. */
  toShip?: number;
  /** Orders with a return to decide or to receive. */
  returns?: number;
  /** Parts at or below their reorder point. */
  lowStock?: number;
}

interface MenuItem {
  label: string;
  to: string;
  activeOn?: readonly string[];
  /** Which waiting count shows beside it, and how it is worded ("1 to ship"). */
  counts?: { of: keyof WaitingCounts; word: string };
}

const customerProfileItem: MenuItem = {
  label: 'My Profile',
  to: dashboard.root.getHref(),
  activeOn: [dashboard.root.path, dashboard.myProfile.path],
};

const customerItems: MenuItem[] = [
  { label: 'My Orders', to: dashboard.myOrders.getHref() },
  { label: 'Add a Review', to: dashboard.addReview.getHref() },
];

// An admin lands on what waits (the overview); their profile has its own path.
const adminItems: MenuItem[] = [
  { label: 'Overview', to: dashboard.root.getHref() },
  { label: 'My Profile', to: dashboard.myProfile.getHref() },
  {
    label: 'Manage Order',
    to: dashboard.manageOrder.getHref(),
    counts: { of: 'toShip', word: 'to ship' },
  },
  { label: 'Returns', to: dashboard.returns.getHref(), counts: { of: 'returns', word: 'waiting' } },
  { label: 'Recalls', to: dashboard.recalls.getHref() },
  {
    label: 'Manage Product',
    to: dashboard.manageParts.getHref(),
    counts: { of: 'lowStock', word: 'low' },
  },
  { label: 'Shipping', to: dashboard.shipping.getHref() },
  { label: 'Add Product', to: dashboard.addPart.getHref() },
  { label: 'All User', to: dashboard.users.getHref() },
  { label: 'Reports', to: dashboard.reports.getHref() },
  { label: 'Exports', to: dashboard.exports.getHref() },
  { label: 'Import', to: dashboard.import.getHref() },
];

/** The menu's items for a role; only My Profile while the role is being checked. */
function menuItems(isAdmin: boolean | undefined) {
  if (isAdmin === undefined) return [customerProfileItem];
  return isAdmin ? adminItems : [customerProfileItem, ...customerItems];
}

export interface SideMenuProps {
  /** Undefined while the role is being checked: only My Profile shows until then. */
  isAdmin?: boolean;
  /** What waits for the admins, counted beside its screen where it is above 0. */
  waiting?: WaitingCounts;
  /** Called when an item is chosen: the phone's drawer closes. */
  onNavigate?: () => void;
  /** A row on a phone, scrolling sideways if it must: a customer's three items fit one. */
  rowOnPhone?: boolean;
}

/**
 * docs/product.md §2: My Profile for all; the rest by role. A column beside the screen; on a
 * phone, an admin's in a drawer (dashboard-drawer.tsx), a customer's a row.
 */
export function SideMenu({ isAdmin, waiting = {}, onNavigate, rowOnPhone }: SideMenuProps) {
  return (
    <Box as="nav" aria-label="Dashboard" overflowX={rowOnPhone ? 'auto' : undefined}>
      <Stack
        as="ul"
        direction={rowOnPhone ? { base: 'row', md: 'column' } : 'column'}
        gap="1"
        listStyleType="none"
      >
        {menuItems(isAdmin).map((item) => {
          const count = item.counts && waiting[item.counts.of];
          return (
            <Box as="li" key={item.to + item.label} flexShrink="0">
              <NavItemLink
                to={item.to}
                activeOn={item.activeOn}
                onClick={onNavigate}
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="2"
                whiteSpace="nowrap"
                px="3"
                // 44 px: a finger's target on a phone.
                minH="11"
                rounded="md"
                color="fg"
                textDecoration="none"
                _hover={{ bg: 'bg.muted' }}
                _currentPage={{ bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' }}
              >
                {item.label}
                {item.counts && count !== undefined && count > 0 && (
                  <>
                    {' '}
                    <Badge recipe={badgeRecipe} colorPalette="orange" size="sm">
                      {count} {item.counts.word}
                    </Badge>
                  </>
                )}
              </NavItemLink>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
