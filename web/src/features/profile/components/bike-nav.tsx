import { Box, Button, createIcon, Menu, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { GarageBike } from '@moto-parts/contracts';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { bikeName, bikeShortName } from '@/lib/bike-names';
import {
  forgetGarage,
  reloadGarage,
  rideGarageBike,
  useCurrentGarageBike,
  useGarage,
} from '@/lib/garage';
import { useMyBike } from '@/lib/my-bike';
import { garageBikeTitle, garageHref } from '../utils/garage';

const MotorcycleIcon = createIcon({
  displayName: 'MotorcycleIcon',
  d: 'M19.44 9.03 15.41 5H11v2h3.59l2 2H5c-2.8 0-5 2.2-5 5s2.2 5 5 5c2.46 0 4.45-1.69 4.9-4h1.65l2.77-2.77c-.21.54-.32 1.14-.32 1.77 0 2.8 2.2 5 5 5s5-2.2 5-5c0-2.65-1.97-4.77-4.56-4.97zM7.82 15C7.4 16.15 6.28 17 5 17c-1.63 0-3-1.37-3-3s1.37-3 3-3c1.28 0 2.4.85 2.82 2H5v2h2.82zM19 17c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3z',
});

const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  d: 'M7 10l5 5 5-5z',
});

/**
 * When the rider picks a bike on /parts, the list follows at once: the catalogue keeps the
 * bike in its URL, and a URL's bike wins over the device's (features/catalogue), so the URL
 * gets the new bike, its other filters kept.
 */
function catalogueWith(search: string, { make, model, year }: GarageBike) {
  const params = new URLSearchParams(search);
  params.set('make', make);
  params.set('model', model);
  params.set('year', String(year));
  return `${paths.catalogue.getHref()}?${params.toString()}`;
}

interface BikeNavProps {
  /** The signed-in rider's id: told by the app (features do not import auth). */
  uid: string;
}

/**
 * The navbar's bike picker: the bike the rider rides now (the device's, as every screen
 * speaks of it), and a menu of their garage's bikes to pick another, with a link to My
 * Profile's garage. Reading the garage the first time is the sign-in's merge
 * (lib/garage.ts); signing out forgets it. Loaded only for a signed-in rider.
 */
export default function BikeNav({ uid }: BikeNavProps) {
  const garage = useGarage(uid);
  const myBike = useMyBike();
  const bikes = garage.status === 'ready' ? garage.bikes : [];
  const current = useCurrentGarageBike(bikes);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  // Signing out unmounts the picker: the next sign-in reads the garage again.
  useEffect(() => () => forgetGarage(uid), [uid]);

  const pick = (id: string) => {
    const bike = bikes.find((known) => known.id === id);
    if (!bike) return;
    if (pathname === paths.catalogue.path) void navigate(catalogueWith(search, bike));
    rideGarageBike(bike);
  };

  const label = myBike ? bikeShortName(myBike) : 'My garage';

  return (
    <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
          // On a phone the bar has room for a narrow button only: the bike's name goes under
          // its icon, in small type; from `sm` up, beside it. Where the bar also holds the
          // links and the account's buttons and is full (`lg` to `xl`), the icon alone: the
          // name is in the button's label and checked in the menu.
          flexDirection={{ base: 'column', sm: 'row' }}
          h={{ base: '12', sm: '8' }}
          px={{ base: '1', sm: '2' }}
          gap={{ base: '0', sm: '1.5' }}
          minW="0"
          flexShrink="1"
          aria-label={myBike ? `My garage: riding ${bikeName(myBike)}` : 'My garage'}
        >
          <MotorcycleIcon boxSize="5" flexShrink="0" />
          <Text
            as="span"
            truncate
            display={{ base: 'block', lg: 'none', xl: 'block' }}
            maxW={{ base: '3.75rem', sm: '10rem' }}
            fontSize={{ base: '2xs', sm: 'sm' }}
            lineHeight="short"
          >
            {label}
          </Text>
          <ChevronDownIcon boxSize="4" flexShrink="0" hideBelow="sm" />
        </Button>
      </Menu.Trigger>
      {/* In the navbar, not portalled to the end of the page: every part of a page sits in a
          landmark (axe's region rule), and the menu belongs to the main navigation. */}
      <Menu.Positioner>
        <Menu.Content minW="16rem" maxW="calc(100vw - 1rem)">
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>My garage</Menu.ItemGroupLabel>
            {garage.status === 'loading' && (
              <Menu.Item value="loading" disabled>
                Loading your garage…
              </Menu.Item>
            )}
            {garage.status === 'error' && (
              <Menu.Item value="retry" onSelect={() => void reloadGarage(uid)}>
                Your garage could not be loaded: try again
              </Menu.Item>
            )}
            {garage.status === 'ready' && bikes.length === 0 && (
              <Text px="2" py="1.5" textStyle="sm" color="fg.muted">
                No bikes yet
              </Text>
            )}
            {bikes.length > 0 && (
              <Menu.RadioItemGroup
                value={current?.id ?? ''}
                onValueChange={({ value }) => pick(value)}
              >
                {bikes.map((bike) => (
                  <Menu.RadioItem key={bike.id} value={bike.id} valueText={garageBikeTitle(bike)}>
                    <Menu.ItemIndicator />
                    <Box flex="1" minW="0">
                      <Text truncate fontWeight={bike.nickname ? 'semibold' : undefined}>
                        {garageBikeTitle(bike)}
                      </Text>
                      {bike.nickname && (
                        <Text truncate textStyle="xs" color="fg.muted">
                          {bikeName(bike)}
                        </Text>
                      )}
                    </Box>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            )}
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value="manage" asChild>
            <RouterLink to={garageHref}>Manage garage</RouterLink>
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
