import {
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { countryName, deliveryCountries, type ShippingZone } from '@moto-parts/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTableSkeleton, EmptyList } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { removeShippingZone, useShippingZones } from '../api/shipping';
import { byCountryName } from '@/lib/country-names';
import { methodRateInWords } from '../utils/rate-bands';
import { ShippingZoneDialog } from './shipping-zone-form';

/** How many of a zone's countries are named before "Show all". */
const countriesPreviewed = 3;

/** A zone's countries by name: the first few, and all of them on demand. */
function ZoneCountries({ countries }: { countries: ShippingZone['countries'] }) {
  const [showAll, setShowAll] = useState(false);
  const names = byCountryName(countries).map(countryName);
  const folds = names.length > countriesPreviewed;
  const shown = folds && !showAll ? [...names.slice(0, countriesPreviewed), '…'] : names;

  return (
    <Text>
      {names.length} {names.length === 1 ? 'country' : 'countries'}: {shown.join(', ')}{' '}
      {folds && (
        <Button
          variant="plain"
          size="xs"
          h="auto"
          p="0"
          verticalAlign="baseline"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show fewer' : 'Show all'}
        </Button>
      )}
    </Text>
  );
}

interface ZoneCardProps {
  zone: ShippingZone;
  zones: ShippingZone[];
  onSaved: () => void;
  onDelete: () => void;
}

/** A zone: its name, countries and methods, each with its rate in words; Edit and Delete. */
function ZoneCard({ zone, zones, onSaved, onDelete }: ZoneCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h3" id={headingId} size="md">
            {zone.name}
          </Heading>
          <HStack gap="2">
            <ShippingZoneDialog zone={zone} zones={zones} onSaved={onSaved} />
            <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
              Delete <VisuallyHidden>{zone.name}</VisuallyHidden>
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <ZoneCountries countries={zone.countries} />
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="md">
          {zone.methods.map((method) => (
            <DataList.Item key={method.id}>
              <DataList.ItemLabel fontWeight="medium" color="fg">
                {method.name}
              </DataList.ItemLabel>
              <DataList.ItemValue>{methodRateInWords(method)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The shop's countries that no zone has: nothing can be shipped there. */
const countriesWithoutZone = (zones: ShippingZone[]) =>
  deliveryCountries.filter((code) => !zones.some((zone) => zone.countries.includes(code)));

/**
 * Shipping (admins): the zones the shop ships to (docs/decisions/0031-shipping-zones-and-rates.md),
 * each with its countries and methods, to add, edit or delete.
 */
export function ShippingZones() {
  const zones = useShippingZones();
  const [toDelete, setToDelete] = useState<ShippingZone | null>(null);

  const deleteChosen = async () => {
    if (!toDelete) return;
    await removeShippingZone(toDelete._id);
    notifySuccess(`${toDelete.name} deleted`);
    zones.reload();
  };

  let content;
  if (zones.status === 'error') {
    content = (
      <ErrorState
        title="The shipping zones could not be loaded"
        message={errorMessage(zones.error)}
        onRetry={zones.reload}
      />
    );
  } else if (zones.status === 'loading') {
    content = <DataTableSkeleton label="Loading the shipping zones…" />;
  } else {
    const unzoned = countriesWithoutZone(zones.data).length;
    content = (
      <>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            Shipping Zones : {zones.data.length}
          </Heading>
          <ShippingZoneDialog zones={zones.data} onSaved={zones.reload} />
        </HStack>
        {unzoned > 0 && (
          <Text color="fg.muted">
            {unzoned} of {deliveryCountries.length} countries are in no zone: the shop cannot ship
            there.
          </Text>
        )}
        {zones.data.length === 0 ? (
          <EmptyList headingLevel="h3" title="No shipping zones yet" />
        ) : (
          zones.data.map((zone) => (
            <ZoneCard
              key={zone._id}
              zone={zone}
              zones={zones.data}
              onSaved={zones.reload}
              onDelete={() => setToDelete(zone)}
            />
          ))
        )}
      </>
    );
  }

  return (
    <Stack gap="5">
      <title>Shipping — moto-parts</title>
      {content}
      {/* Orders already placed keep the shipping they were priced with. */}
      <ConfirmDialog
        open={toDelete !== null}
        onConfirm={deleteChosen}
        onClose={() => setToDelete(null)}
      >
        Its countries have no shipping until another zone takes them.
      </ConfirmDialog>
    </Stack>
  );
}
