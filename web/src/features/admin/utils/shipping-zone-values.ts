import type { DeliveryCountry, ShippingZone } from '@moto-parts/contracts';
import { toNumber, type NumberValue } from '@/lib/form-validation';

/** A weight band as the form keeps it: either figure may still be empty. */
export interface RateBandValues {
  upToGrams: NumberValue;
  price: NumberValue;
}

/** A method as the form keeps it. `id` is an existing method's: sent back, it keeps it. */
export interface MethodValues {
  id?: string;
  name: string;
  rates: RateBandValues[];
  freeOver: NumberValue;
}

export interface ShippingZoneValues {
  name: string;
  countries: DeliveryCountry[];
  methods: MethodValues[];
}

export const emptyRateBand: RateBandValues = { upToGrams: '', price: '' };

export const newMethod: MethodValues = { name: '', rates: [emptyRateBand], freeOver: '' };

/** A new zone starts with one method to fill in: a zone has at least one. */
export const newZoneValues: ShippingZoneValues = { name: '', countries: [], methods: [newMethod] };

/** A zone as the form starts it, to edit. */
export const zoneValuesOf = ({ name, countries, methods }: ShippingZone): ShippingZoneValues => ({
  name,
  countries: [...countries],
  methods: methods.map(({ id, name, rates, freeOver }) => ({
    id,
    name,
    rates: rates.map(({ upToGrams, price }) => ({ upToGrams: upToGrams ?? '', price })),
    freeOver: freeOver ?? '',
  })),
});

/**
 * The body of `POST` and `PUT /shipping-zones` as shippingZoneInputSchema checks it. The
 * schema takes a method's name strictly (spaces around it refused): the form trims what was
 * typed, as the schema itself does the zone's name.
 */
export const toShippingZoneInput = ({ name, countries, methods }: ShippingZoneValues) => ({
  name,
  countries,
  methods: methods.map(({ id, name, rates, freeOver }) => ({
    id,
    name: name.trim(),
    rates: rates.map(({ upToGrams, price }) => ({
      upToGrams: toNumber(upToGrams),
      price: toNumber(price),
    })),
    freeOver: toNumber(freeOver),
  })),
});
