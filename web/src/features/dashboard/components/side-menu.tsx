import { Badge, Box, Stack } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { NavItemLink } from '@/components/ui/nav-item-link';
import { paths } from '@/config/paths';

const { dashboard } = paths;

interface MenuItem {
  label: string;
  to: string;
  activeOn?: readonly string[];
  /** Shows how many parts are low on stock beside it. */
  countsLowStock?: boolean;
}

const profileItem: MenuItem = {
  label: 'My Profile',
  to: dashboard.root.getHref(),
  activeOn: [dashboard.root.path, dashboard.myProfile.path],
};

const customerItems: MenuItem[] = [
  { label: 'My Orders', to: dashboard.myOrders.getHref() },
  { label: 'Add a Review', to: dashboard.addReview.getHref() },
];

const adminItems: MenuItem[] = [
  { label: 'Manage Order', to: dashboard.manageOrder.getHref() },
  { label: 'Returns', to: dashboard.returns.getHref() },
  { label: 'Recalls', to: dashboard.recalls.getHref() },
  { label: 'Manage Product', to: dashboard.manageParts.getHref(), countsLowStock: true },
  { label: 'Shipping', to: dashboard.shipping.getHref() },
  { label: 'Add Product', to: dashboard.addPart.getHref() },
  { label: 'All User', to: dashboard.users.getHref() },
  { label: 'Reports', to: dashboard.reports.getHref() },
  { label: 'Exports', to: dashboard.exports.getHref() },
  { label: 'Import', to: dashboard.import.getHref() },
];

export interface SideMenuProps {
  /** Undefined while the role is being checked: only My Profile shows until then. */
  isAdmin?: boolean;
  /** How many parts are at or below their reorder point (admins), beside Manage Product. */
  lowStockCount?: number;
}

/** docs/product.md §2: My Profile for all; the rest by role. A scrollable row on phones. */
export function SideMenu({ isAdmin, lowStockCount }: SideMenuProps) {
  const roleItems = isAdmin === undefined ? [] : isAdmin ? adminItems : customerItems;

  return (
    <Box as="nav" aria-label="Dashboard" overflowX="auto" pb={{ base: '2', md: '0' }}>
      <Stack as="ul" direction={{ base: 'row', md: 'column' }} gap="1" listStyleType="none">
        {[profileItem, ...roleItems].map((item) => (
          <Box as="li" key={item.to} flexShrink="0">
            <NavItemLink
              to={item.to}
              activeOn={item.activeOn}
              display="block"
              whiteSpace="nowrap"
              px="3"
              py="2"
              rounded="md"
              color="fg"
              textDecoration="none"
              _hover={{ bg: 'bg.muted' }}
              _currentPage={{ bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' }}
            >
              {item.label}
              {item.countsLowStock && lowStockCount !== undefined && lowStockCount > 0 && (
                <>
                  {' '}
                  <Badge recipe={badgeRecipe} colorPalette="orange" size="sm" ms="1">
                    {lowStockCount} low
                  </Badge>
                </>
              )}
            </NavItemLink>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
