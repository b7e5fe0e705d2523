import { Box, Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import {
  motorcycleMakes,
  motorcycleModels,
  type BikeChoice,
  type FitmentOptions,
} from '@moto-parts/contracts';
import { useId, useState, type FormEvent } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { useFitment } from '../api/get-fitment';
import { rememberBike } from '@/lib/my-bike';
import { bikeName } from '../utils/bike-names';

/** Every model the shop knows, for when GET /fitment has none to offer. */
const allBikes: FitmentOptions = {
  makes: motorcycleMakes.map((make) => ({
    make,
    models: motorcycleModels
      .filter((known) => known.make === make)
      .map(({ model, fromYear, toYear }) => ({
        model,
        years: Array.from({ length: toYear - fromYear + 1 }, (_, index) => fromYear + index),
      })),
  })),
};

interface ShopByBikeProps {
  /** The bike the screen shows parts for; null for none, undefined while it is not known. */
  bike: BikeChoice | null | undefined;
  /** A bike chosen (already remembered on the device), or null when the rider clears it. */
  onChoose: (bike: BikeChoice | null) => void;
}

/**
 * Shop by bike: a bar that says "Your bike: 2019 Honda CB500X" (Change bike, Clear bike) or
 * invites the rider to choose one, and under it, once asked for, the make → model → year
 * pickers. The bar is the same height whatever it says, so that reading the remembered bike
 * after the page has painted moves nothing; the pickers open only when the rider asks. The
 * choice is remembered on the device, so every screen shows what fits.
 */
export function ShopByBike({ bike, onChoose }: ShopByBikeProps) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const choose = (next: BikeChoice | null) => {
    rememberBike(next);
    setEditing(false);
    onChoose(next);
  };

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      borderWidth="1px"
      rounded="l3"
      bg="bg"
      p={{ base: '4', md: '5' }}
    >
      <Flex
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
      >
        <Box flex="1" minW="0">
          <Heading as="h2" id={headingId} size="sm">
            {bike ? 'Your bike' : 'Shop by bike'}
          </Heading>
          <Text
            lineClamp={1}
            fontWeight={bike ? 'semibold' : undefined}
            color={bike ? undefined : 'fg.muted'}
          >
            {bike ? bikeName(bike) : 'Choose your bike to see the parts that fit it.'}
          </Text>
        </Box>
        <HStack gap="2" flexShrink="0">
          {bike ? (
            <>
              <Button
                size="sm"
                variant="outline"
                colorPalette="gray"
                onClick={() => setEditing(true)}
              >
                Change bike
              </Button>
              <Button size="sm" variant="ghost" colorPalette="gray" onClick={() => choose(null)}>
                Clear bike
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              // Until the device has been read, a bike may yet show here.
              disabled={bike === undefined || editing}
              onClick={() => setEditing(true)}
            >
              Choose your bike
            </Button>
          )}
        </HStack>
      </Flex>
      {editing && (
        <BikePicker
          initial={bike ?? undefined}
          onPick={choose}
          onCancel={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}

interface BikePickerProps {
  initial?: BikeChoice;
  onPick: (bike: BikeChoice) => void;
  onCancel?: () => void;
}

/** Make, then model, then year (any year if none), and the button that applies them. */
function BikePicker({ initial, onPick, onCancel }: BikePickerProps) {
  const fitment = useFitment();
  const [make, setMake] = useState(initial?.make ?? '');
  const [model, setModel] = useState(initial?.model ?? '');
  const [year, setYear] = useState(initial?.year === undefined ? '' : String(initial.year));
  // Every model when the list cannot be read, or when no part names a bike yet (the parts
  // that fit every bike still fit each one).
  const listed = fitment.status === 'success' && fitment.data.makes.length > 0;
  const options = listed ? fitment.data : fitment.status === 'loading' ? null : allBikes;
  const models = options?.makes.find((known) => known.make === make)?.models ?? [];
  const years = models.find((known) => known.model === model)?.years ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!make) return;
    onPick({
      make,
      ...(model && { model }),
      ...(model && year && { year: Number(year) }),
    });
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit}>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <SelectField
          label="Make"
          placeholder={options ? 'Choose a make' : 'Loading…'}
          disabled={!options}
          value={make}
          options={(options?.makes ?? []).map(({ make: name }) => ({ value: name, label: name }))}
          onChange={(event) => {
            // A new make clears what was chosen of the old one.
            setMake(event.target.value);
            setModel('');
            setYear('');
          }}
        />
        <SelectField
          label="Model"
          placeholder="Any model"
          disabled={!make}
          value={model}
          options={models.map(({ model: name }) => ({ value: name, label: name }))}
          onChange={(event) => {
            setModel(event.target.value);
            setYear('');
          }}
        />
        <SelectField
          label="Year"
          placeholder="Any year"
          disabled={!model}
          value={year}
          options={years.map((built) => ({ value: String(built), label: String(built) }))}
          onChange={(event) => setYear(event.target.value)}
        />
        <HStack gap="2" flexShrink="0">
          <Button type="submit" disabled={!make}>
            Show parts that fit
          </Button>
          {onCancel && (
            <Button variant="ghost" colorPalette="gray" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </HStack>
      </Flex>
    </Stack>
  );
}
