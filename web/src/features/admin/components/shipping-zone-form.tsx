import {
  Button,
  chakra,
  Checkbox,
  CheckboxGroup,
  CloseButton,
  Dialog,
  Fieldset,
  Grid,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import {
  countryName,
  deliveryCountries,
  shippingMethodsPerZoneMax,
  shippingRateBandsMax,
  shippingZoneInputSchema,
  type DeliveryCountry,
  type ShippingZone,
} from '@moto-parts/contracts';
import { getIn, useFormik, type FieldInputProps } from 'formik';
import { memo, useCallback, useState } from 'react';
import { FormDialog, FormDialogFooter } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { createShippingZone, updateShippingZone } from '../api/shipping';
import { byCountryName } from '@/lib/country-names';
import { validateAs } from '@/lib/form-validation';
import {
  emptyRateBand,
  newMethod,
  newZoneValues,
  toShippingZoneInput,
  zoneValuesOf,
  type MethodValues,
  type RateBandValues,
  type ShippingZoneValues,
} from '../utils/shipping-zone-values';

const countriesByName = byCountryName(deliveryCountries);

/** The zone each country is in, leaving out `zone`'s own: the countries it cannot take. */
const takenCountries = (zones: ShippingZone[], zone?: ShippingZone) =>
  new Map(
    zones
      .filter((other) => other._id !== zone?._id)
      .flatMap((other) => other.countries.map((country) => [country, other.name] as const)),
  );

interface CountriesFieldProps {
  chosen: DeliveryCountry[];
  onChange: (countries: DeliveryCountry[]) => void;
  /** The zone that has each country already in one, said by the country's name. */
  zoneOf: ReadonlyMap<string, string>;
  error?: string;
}

/**
 * A checkbox for each of the countries the shop delivers to, narrowed by a search. Memoized:
 * the 69 checkboxes render again only when the choice changes, not as the rest is typed in.
 */
const CountriesField = memo(function CountriesField({
  chosen,
  onChange,
  zoneOf,
  error,
}: CountriesFieldProps) {
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  const shown = countriesByName.filter((code) => countryName(code).toLowerCase().includes(wanted));

  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(error)}>
      <Fieldset.Legend>Countries</Fieldset.Legend>
      <Fieldset.HelperText>
        {chosen.length} of {deliveryCountries.length} chosen; a country is in one zone at most.
      </Fieldset.HelperText>
      <Fieldset.Content gap="2">
        <Input
          bg="bg"
          type="search"
          aria-label="Find a country"
          placeholder="Find a country"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <CheckboxGroup
          value={chosen}
          // In the shop's order, whatever order they were ticked in: the same zone, the same body.
          onValueChange={(codes) =>
            onChange(deliveryCountries.filter((code) => codes.includes(code)))
          }
          maxH="60"
          overflowY="auto"
          borderWidth="1px"
          rounded="l2"
          p="3"
        >
          {shown.length === 0 && <Text color="fg.muted">No country matches “{search}”</Text>}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
            {shown.map((code) => {
              const zone = zoneOf.get(code);
              return (
                <Checkbox.Root key={code} value={code} recipe={checkboxSlotRecipe} size="sm">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {countryName(code)}
                    {zone && (
                      <>
                        {' '}
                        <Text as="span" color="fg.muted">
                          (in {zone})
                        </Text>
                      </>
                    )}
                  </Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </SimpleGrid>
        </CheckboxGroup>
      </Fieldset.Content>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
});

/** What a nested input needs: formik's props for `path`, and the message to show under it. */
type FieldOf = (path: string) => FieldInputProps<string | number> & { error?: string };

interface MethodFieldsProps {
  /** 1 for the first method: how its inputs are named to screen readers and tests. */
  number: number;
  method: MethodValues;
  /** Its path in the form's values: `methods[0]`. */
  path: string;
  fieldOf: FieldOf;
  errorOf: (path: string) => string | undefined;
  onChange: (method: MethodValues) => void;
  onRemove: () => void;
}

/** A method: its name, the subtotal it is free from, and its rate in weight bands. */
function MethodFields({
  number,
  method,
  path,
  fieldOf,
  errorOf,
  onChange,
  onRemove,
}: MethodFieldsProps) {
  const ofMethod = `of method ${number}`;
  const setRates = (rates: RateBandValues[]) => onChange({ ...method, rates });
  const ratesError = errorOf(`${path}.rates`);

  return (
    <Stack gap="3" borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
      <HStack justify="space-between">
        <Text fontWeight="medium">Method {number}</Text>
        <Button size="xs" variant="ghost" colorPalette="gray" onClick={onRemove}>
          Remove method {number}
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <TextField
          label="Name"
          aria-label={`Name ${ofMethod}`}
          placeholder="Standard"
          {...fieldOf(`${path}.name`)}
        />
        <TextField
          label="Free over ($)"
          aria-label={`Free over ${ofMethod}`}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          helperText="Free for an order of at least this; empty for never."
          {...fieldOf(`${path}.freeOver`)}
        />
      </SimpleGrid>
      <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(ratesError)} gap="2">
        <Fieldset.Legend>Rate by weight</Fieldset.Legend>
        <Fieldset.HelperText>
          Lightest band first. Leave the last band’s weight empty to take any heavier parcel.
        </Fieldset.HelperText>
        <Fieldset.Content gap="2">
          {method.rates.map((_, index) => {
            const ofBand = `of band ${index + 1} ${ofMethod}`;
            const bandPath = `${path}.rates[${index}]`;
            return (
              // Two narrow inputs side by side fit a phone; the labels say which band is which.
              <Grid
                key={index}
                templateColumns="minmax(0, 1fr) minmax(0, 1fr) auto"
                gap="2"
                alignItems="end"
              >
                <TextField
                  label="Up to (g)"
                  aria-label={`Up to (g) ${ofBand}`}
                  type="number"
                  inputMode="numeric"
                  min="1"
                  step="1"
                  placeholder={index === method.rates.length - 1 ? 'Any' : undefined}
                  {...fieldOf(`${bandPath}.upToGrams`)}
                />
                <TextField
                  label="Price ($)"
                  aria-label={`Price ${ofBand}`}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  {...fieldOf(`${bandPath}.price`)}
                />
                <CloseButton
                  size="sm"
                  aria-label={`Remove band ${index + 1} ${ofMethod}`}
                  onClick={() => setRates(method.rates.filter((_, at) => at !== index))}
                />
              </Grid>
            );
          })}
          <Button
            size="sm"
            variant="outline"
            colorPalette="gray"
            alignSelf="flex-start"
            disabled={method.rates.length >= shippingRateBandsMax}
            onClick={() => setRates([...method.rates, emptyRateBand])}
          >
            Add a band <VisuallyHidden>{ofMethod}</VisuallyHidden>
          </Button>
        </Fieldset.Content>
        <Fieldset.ErrorText>{ratesError}</Fieldset.ErrorText>
      </Fieldset.Root>
    </Stack>
  );
}

interface ShippingZoneFormProps {
  zone?: ShippingZone;
  zoneOf: ReadonlyMap<string, string>;
  onSaved: () => void;
}

function ShippingZoneForm({ zone, zoneOf, onSaved }: ShippingZoneFormProps) {
  const { setServerErrors, clearServerError, shownError, fieldProps } =
    useServerErrors<ShippingZoneValues>();
  const formik = useFormik<ShippingZoneValues>({
    initialValues: zone ? zoneValuesOf(zone) : newZoneValues,
    validate: validateAs(shippingZoneInputSchema, toShippingZoneInput),
    onSubmit: async (values) => {
      setServerErrors({});
      try {
        // The schema's own transforms (trimming the name) give the body the server expects.
        const input = await shippingZoneInputSchema.validate(toShippingZoneInput(values));
        const saved = zone
          ? await updateShippingZone(zone._id, input)
          : await createShippingZone(input);
        notifySuccess(`${saved.name} ${zone ? 'saved' : 'added'}`);
        onSaved();
      } catch (failure) {
        // The form keeps what was typed; a 409 names the countries that are in another zone.
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(failure.fields);
      }
    },
  });
  const { values, setFieldValue } = formik;
  // Stable (formik's setFieldValue is), for CountriesField's memo; the server's word on the
  // countries goes once they change.
  const chooseCountries = useCallback(
    (countries: DeliveryCountry[]) => {
      setServerErrors((errors) => ({ ...errors, countries: undefined }));
      void setFieldValue('countries', countries);
    },
    [setServerErrors, setFieldValue],
  );

  // validateAs keys its messages by the schema's paths (`methods[0].rates[1].price`); a method's
  // are shown once left, or once a submit has been tried (a list's own, such as the bands').
  const errors = formik.errors as Record<string, string | undefined>;
  const errorOf = (path: string) =>
    formik.submitCount > 0 || getIn(formik.touched, path) === true ? errors[path] : undefined;
  const fieldOf: FieldOf = (path) => ({ ...formik.getFieldProps(path), error: errorOf(path) });

  const setMethods = (methods: MethodValues[]) => {
    clearServerError('methods');
    void setFieldValue('methods', methods);
  };
  const methodsError = shownError(formik, 'methods');

  return (
    // Displayed as its contents: the dialog's header, body and footer stay the dialog's, so
    // that the body scrolls inside it on a phone.
    <chakra.form display="contents" onSubmit={formik.handleSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{zone ? `Edit ${zone.name}` : 'Add a shipping zone'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="6">
          <TextField label="Name" required placeholder="Europe" {...fieldProps(formik, 'name')} />

          <CountriesField
            chosen={values.countries}
            zoneOf={zoneOf}
            error={shownError(formik, 'countries')}
            onChange={chooseCountries}
          />

          <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(methodsError)}>
            <Fieldset.Legend>Shipping methods</Fieldset.Legend>
            <Fieldset.Content gap="3">
              {values.methods.map((method, index) => (
                <MethodFields
                  key={index}
                  number={index + 1}
                  method={method}
                  path={`methods[${index}]`}
                  fieldOf={fieldOf}
                  errorOf={errorOf}
                  onChange={(changed) =>
                    setMethods(values.methods.map((other, at) => (at === index ? changed : other)))
                  }
                  onRemove={() => setMethods(values.methods.filter((_, at) => at !== index))}
                />
              ))}
              <Button
                variant="outline"
                colorPalette="gray"
                alignSelf="flex-start"
                disabled={values.methods.length >= shippingMethodsPerZoneMax}
                onClick={() => setMethods([...values.methods, newMethod])}
              >
                Add a method
              </Button>
            </Fieldset.Content>
            <Fieldset.ErrorText>{methodsError}</Fieldset.ErrorText>
          </Fieldset.Root>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel={zone ? 'Save' : 'Add zone'} submitting={formik.isSubmitting} />
    </chakra.form>
  );
}

interface ShippingZoneDialogProps {
  /** The zone to edit; none to add one. */
  zone?: ShippingZone;
  /** Every zone: the form names the zone of each country already in one. */
  zones: ShippingZone[];
  /** Called once the server has the zone, to reload the list. */
  onSaved: () => void;
}

/** Add a shipping zone, or edit one, in a dialog: its name, countries and methods. */
export function ShippingZoneDialog({ zone, zones, onSaved }: ShippingZoneDialogProps) {
  return (
    <FormDialog
      trigger={
        zone ? (
          <Button size="xs" variant="outline">
            Edit <VisuallyHidden>{zone.name}</VisuallyHidden>
          </Button>
        ) : (
          <Button>Add a zone</Button>
        )
      }
    >
      {(close) => (
        <ShippingZoneForm
          zone={zone}
          zoneOf={takenCountries(zones, zone)}
          onSaved={() => {
            close();
            onSaved();
          }}
        />
      )}
    </FormDialog>
  );
}
