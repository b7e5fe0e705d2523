// Shipping zones and methods (docs/decisions/0031-shipping-zones-and-rates.md): admins keep
// them, anyone lists a country's methods, and orders are priced by them.
import {
  shippingCostCents,
  shippingZonesMax,
  type DeletedResponse,
  type DeliveryCountry,
  type ShippingMethod,
  type ShippingZone,
  type ShippingZoneInput,
} from '@moto-parts/contracts';
import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { conflict, notFound, validationFailed } from '../lib/http-error.ts';
import { centsToDollars, dollarsToCents } from '../lib/money.ts';
import {
  shippingSettingsRef,
  type ShippingMethodDoc,
  type ShippingZoneDoc,
} from '../store/shipping.ts';

const newId = () => randomUUID().replaceAll('-', '').slice(0, 20);

function toShippingZone(zone: ShippingZoneDoc): ShippingZone {
  return {
    _id: zone.id,
    name: zone.name,
    countries: zone.countries,
    methods: zone.methods.map(toMethodSetting),
    updatedAt: zone.updatedAt.toDate().toISOString(),
  };
}

function toMethodSetting(method: ShippingMethodDoc) {
  return {
    id: method.id,
    name: method.name,
    rates: method.rates.map(({ upToGrams, priceCents }) => ({
      ...(upToGrams === undefined ? {} : { upToGrams }),
      price: centsToDollars(priceCents),
    })),
    ...(method.freeOverCents === undefined
      ? {}
      : { freeOver: centsToDollars(method.freeOverCents) }),
  };
}

/** `GET /shipping-zones` (admins): every zone, in the order they were made. */
export async function listShippingZones(db: Firestore): Promise<ShippingZone[]> {
  const settings = (await shippingSettingsRef(db).get()).data();
  return (settings?.zones ?? []).map(toShippingZone);
}

/** The zone that ships to `country`, if any: a country is in one zone at most. */
async function zoneOf(db: Firestore, country: DeliveryCountry) {
  const settings = (await shippingSettingsRef(db).get()).data();
  return settings?.zones.find(({ countries }) => countries.includes(country));
}

/** `GET /shipping-methods?country=` (public): the methods of the country's zone, or none. */
export async function shippingMethodsFor(
  db: Firestore,
  country: DeliveryCountry,
): Promise<ShippingMethod[]> {
  const zone = await zoneOf(db, country);
  return (zone?.methods ?? []).map((method) => {
    const setting = toMethodSetting(method);
    return { ...setting, price: setting.rates[0]?.price ?? 0 };
  });
}

/** A method an order is priced by: the stored method of the country's zone. */
export type PricedMethod = ShippingMethodDoc;

/**
 * The method `methodId` of the zone that ships to `country` (400 when that zone has no such
 * method, or no zone ships there): what `POST /order` prices a cart's shipping by.
 */
export async function shippingMethodOf(
  db: Firestore,
  country: DeliveryCountry,
  methodId: string,
): Promise<PricedMethod> {
  const zone = await zoneOf(db, country);
  const method = zone?.methods.find(({ id }) => id === methodId);
  if (method) return method;
  const message = zone
    ? `${zone.name} has no shipping method ${methodId}: see GET /shipping-methods?country=${country}`
    : `The shop has no shipping to ${country} yet`;
  throw validationFailed(message, { shippingMethod: message });
}

/**
 * The default method of the zone that ships to `country`: its first, as admins list them (400
 * when no zone ships there). What prices an order whose body names no method (the 2022 body).
 */
export async function defaultShippingMethodOf(
  db: Firestore,
  country: DeliveryCountry,
): Promise<PricedMethod> {
  const [method] = (await zoneOf(db, country))?.methods ?? [];
  if (method) return method;
  const message = `The shop has no shipping to its home market ${country}: an admin must add a zone for it`;
  throw validationFailed(message, { address: message });
}

/** What `method` charges for an order, in cents; 400 when it takes no parcel that heavy. */
export function shippingCostOf(
  method: PricedMethod,
  order: { subtotalCents: number; weightGrams: number },
) {
  const cents = shippingCostCents(method, order);
  if (cents !== null) return cents;
  const message = `${method.name} takes no parcel of ${order.weightGrams / 1000} kg: choose another method`;
  throw validationFailed(message, { shippingMethod: message });
}

/**
 * The zone `input` describes, as stored: new ids for new methods, and the ids of `existing`
 * methods it keeps (any other id is refused: orders name methods by id).
 */
function zoneDoc(id: string, input: ShippingZoneInput, existing: ShippingMethodDoc[]) {
  const known = new Set(existing.map((method) => method.id));
  const unknown = input.methods.find((method) => method.id !== undefined && !known.has(method.id));
  if (unknown) {
    throw validationFailed('No such method in this zone', {
      methods: 'No such method in this zone',
    });
  }
  const zone: ShippingZoneDoc = {
    id,
    name: input.name,
    countries: input.countries,
    methods: input.methods.map((method) => ({
      id: method.id ?? newId(),
      name: method.name,
      rates: method.rates.map(({ upToGrams, price }) => ({
        ...(upToGrams === undefined ? {} : { upToGrams }),
        priceCents: dollarsToCents(price),
      })),
      ...(method.freeOver === undefined ? {} : { freeOverCents: dollarsToCents(method.freeOver) }),
    })),
    updatedAt: Timestamp.now(),
  };
  return zone;
}

/** 409 when any of `zone`'s countries is already in another zone: one zone per country. */
function checkCountriesFree(zone: ShippingZoneDoc, others: ShippingZoneDoc[]) {
  const taken = others.flatMap((other) =>
    zone.countries
      .filter((country) => other.countries.includes(country))
      .map((country) => ({
        country,
        zone: other.name,
      })),
  );
  if (taken.length === 0) return;
  const list = taken.map(({ country, zone: name }) => `${country} (${name})`).join(', ');
  throw conflict(`Already in another zone: ${list}`, {
    countries: `Already in another zone: ${list}`,
  });
}

/**
 * Reads the zones and writes back what `change` makes of them, in one transaction on their
 * one document (a country is in one zone at most, whoever else writes meanwhile); answers
 * what `change` answers.
 */
async function changeZones<T>(
  db: Firestore,
  change: (zones: ShippingZoneDoc[]) => { zones: ShippingZoneDoc[]; answer: T },
): Promise<T> {
  const ref = shippingSettingsRef(db);
  return db.runTransaction(async (tx) => {
    const { zones, answer } = change((await tx.get(ref)).data()?.zones ?? []);
    tx.set(ref, { zones });
    return answer;
  });
}

/** `POST /shipping-zones` (admins). */
export function createShippingZone(db: Firestore, input: ShippingZoneInput) {
  return changeZones(db, (zones) => {
    if (zones.length >= shippingZonesMax) {
      throw conflict(`The shop has ${zones.length} zones, the most it keeps: change one instead`);
    }
    const zone = zoneDoc(newId(), input, []);
    checkCountriesFree(zone, zones);
    return { zones: [...zones, zone], answer: toShippingZone(zone) };
  });
}

/** `PUT /shipping-zones/{id}` (admins): the zone as given, its kept methods keeping their ids. */
export function replaceShippingZone(db: Firestore, id: string, input: ShippingZoneInput) {
  return changeZones(db, (zones) => {
    const current = zones.find((zone) => zone.id === id);
    if (!current) throw notFound('No such shipping zone');
    const zone = zoneDoc(id, input, current.methods);
    checkCountriesFree(
      zone,
      zones.filter((other) => other.id !== id),
    );
    const changed = zones.map((other) => (other.id === id ? zone : other));
    return { zones: changed, answer: toShippingZone(zone) };
  });
}

/** `DELETE /shipping-zones/{id}` (admins): its countries are then shipped to by no method. */
export function deleteShippingZone(db: Firestore, id: string) {
  return changeZones<DeletedResponse>(db, (zones) => {
    if (!zones.some((zone) => zone.id === id)) throw notFound('No such shipping zone');
    return { zones: zones.filter((zone) => zone.id !== id), answer: { deletedCount: 1 } };
  });
}
