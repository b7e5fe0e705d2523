import {
  Badge,
  Button,
  CloseButton,
  createIcon,
  Drawer,
  Portal,
  type ButtonProps,
} from '@chakra-ui/react';
import { badgeRecipe, drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { SideMenu, type SideMenuProps } from './side-menu';

const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  d: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
});

/** How many things wait in all, for the drawer's button: the menu says where. */
const waitingInAll = ({ waiting = {} }: SideMenuProps) =>
  Object.values(waiting).reduce<number>((sum, count) => sum + (count ?? 0), 0);

/**
 * The dashboard's menu on a phone: a button that says what it is and what waits, opening the
 * menu in a drawer from the side (Chakra's Drawer: focus kept inside, Escape and the backdrop
 * close it), which closes again once a screen is chosen. An admin has a dozen screens: a
 * sideways strip showed three of them, with nothing to say there were more.
 */
export function DashboardDrawer({
  buttonProps,
  ...menu
}: SideMenuProps & { buttonProps?: ButtonProps }) {
  const [open, setOpen] = useState(false);
  const waiting = waitingInAll(menu);

  return (
    <Drawer.Root
      // The recipe comes with the dashboard, not the theme: Home's bundle does not carry it.
      recipe={drawerSlotRecipe}
      placement="start"
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Drawer.Trigger asChild>
        <Button variant="outline" size="md" justifyContent="flex-start" {...buttonProps}>
          <MenuIcon />
          Dashboard menu
          {waiting > 0 && ' '}
          {waiting > 0 && (
            <Badge recipe={badgeRecipe} colorPalette="orange" size="sm" ms="auto">
              {waiting} waiting
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>Dashboard</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3">
              <SideMenu {...menu} onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
