import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { fitsBike, type GarageBike, type PartFit } from '@moto-parts/contracts';
import { useId } from 'react';
import { useGarage } from '@/lib/garage';
import { bikeName } from '../utils/bike-names';

/** "Commuter (2019 Honda CB500X)", or the bike's name when it has no nickname. */
const garageBikeName = (bike: GarageBike) =>
  bike.nickname ? `${bike.nickname} (${bikeName(bike)})` : bikeName(bike);

interface GarageFitProps {
  part: PartFit;
  /** The signed-in rider's id, told by the app (features do not import auth). */
  uid: string;
}

/**
 * The purchase page's word on the rider's garage (docs/decisions/0037-garage.md): which of
 * their bikes the part fits, and which not. Nothing while the garage loads, or when it is
 * empty.
 */
export function GarageFit({ part, uid }: GarageFitProps) {
  const garage = useGarage(uid);
  const headingId = useId();
  if (garage.status !== 'ready' || garage.bikes.length === 0) return null;
  const fitting = garage.bikes.filter((bike) => fitsBike(part, bike)).length;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h2" id={headingId} size="md">
        Your garage
      </Heading>
      <Text color="fg.muted">
        Fits {fitting} of your {garage.bikes.length} {garage.bikes.length === 1 ? 'bike' : 'bikes'}
      </Text>
      <List.Root gap="1.5" variant="plain">
        {garage.bikes.map((bike) => {
          const fits = fitsBike(part, bike);
          const color = fits ? 'green.700' : 'red.700';
          return (
            <List.Item key={bike.id} alignItems="flex-start" gap="2">
              <Text as="span" aria-hidden="true" color={color} fontWeight="bold" flexShrink="0">
                {fits ? '✓' : '✕'}
              </Text>
              <Text as="span">
                <Text as="span" color={color} fontWeight="semibold">
                  {fits ? 'Fits' : 'Does not fit'}
                </Text>{' '}
                {garageBikeName(bike)}
              </Text>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
