// A part's units by lot (docs/decisions/0035-lots-and-recalls.md): the pure rules of what each
// change does to its lots, its stock for sale and its shortfall, and what it records of each
// lot. The one invariant they keep, for every part:
//
//     Σ lots.onHand + short = availableQuantity + units held by orders not yet shipped
//
// Orders are placed and released without touching lots: a held unit is still on the shelf in
// its lot until a parcel takes it. `short` counts held units a recall took off the shelf.
import {
  lotsMax,
  openingLotCode,
  type Lot,
  type LotDelta,
  type LotInput,
  type LotUnits,
} from '@moto-parts/contracts';
import { conflict, validationFailed } from '../lib/http-error.ts';

/** What lots change of a part's stock. */
export interface LotStock {
  availableQuantity: number;
  /** Oldest (`madeOn`) first. */
  lots: Lot[];
  short: number;
}

/** A change: the part's stock after it, and what it did to each lot, for its movement. */
export interface LotChange {
  stock: LotStock;
  deltas: LotDelta[];
}

/** A part as stored, as lots see it: a part stocked before lots has none (yet) and no shortfall. */
export const lotStockOf = (part: {
  availableQuantity: number;
  lots?: Lot[];
  short?: number;
}): LotStock => ({
  availableQuantity: part.availableQuantity,
  lots: part.lots ?? [],
  short: part.short ?? 0,
});

/** The left side of the invariant: units in the lots, and those recalls left held orders short of. */
export const unitsByLot = ({ lots, short }: LotStock) =>
  lots.reduce((units, lot) => units + lot.onHand, 0) + short;

/** Units of each lot of `lists`, merged, in the order they first appear. */
export function mergeLotUnits(...lists: readonly (readonly LotUnits[])[]): LotUnits[] {
  const merged = new Map<string, number>();
  for (const { code, quantity } of lists.flat()) {
    merged.set(code, (merged.get(code) ?? 0) + quantity);
  }
  return [...merged].map(([code, quantity]) => ({ code, quantity }));
}

/**
 * `units` become for sale again (a hold released, units back on the shelf): they first cover
 * what a recall left held orders short of, so that the shop never sells a unit it has not.
 */
export function addForSale(stock: LotStock, units: number): LotStock {
  const covered = Math.min(stock.short, units);
  return {
    ...stock,
    availableQuantity: stock.availableQuantity + units - covered,
    short: stock.short - covered,
  };
}

const byMadeOn = (a: Lot, b: Lot) => (a.madeOn < b.madeOn ? -1 : a.madeOn > b.madeOn ? 1 : 0);

/** The lot `code` of `lots`, or 400 naming the field the code came in. */
function lotNamed(lots: readonly Lot[], code: string, field: string, of: string) {
  const lot = lots.find((candidate) => candidate.code === code);
  if (!lot) throw validationFailed(`No lot ${code} of ${of}`, { [field]: `No lot ${code}` });
  return lot;
}

/**
 * A restock: `units` new units of `lot` (added to it if the part has it, else a new lot in
 * `madeOn` order). 409 for a recalled lot, a code made on another day, or a part that keeps
 * `lotsMax` lots already.
 */
export function receiveLot(stock: LotStock, lot: LotInput, units: number): LotChange {
  const existing = stock.lots.find(({ code }) => code === lot.code);
  if (existing?.recallId) throw conflict(`Lot ${lot.code} is recalled: it takes no new units`);
  if (existing && existing.madeOn !== lot.madeOn) {
    throw conflict(`Lot ${lot.code} was made on ${existing.madeOn}`, {
      'lot.madeOn': `Lot ${lot.code} was made on ${existing.madeOn}`,
    });
  }
  if (!existing && stock.lots.length >= lotsMax) {
    throw conflict(`A part keeps at most ${lotsMax} lots`);
  }
  const lots = existing
    ? stock.lots.map((one) => (one === existing ? { ...one, onHand: one.onHand + units } : one))
    : [...stock.lots, { ...lot, onHand: units, blocked: 0, recallId: null }].toSorted(byMadeOn);
  return {
    stock: addForSale({ ...stock, lots }, units),
    deltas: [{ code: lot.code, delta: units, blocked: 0 }],
  };
}

/**
 * A stocktake that found `units` fewer for sale: they are written off the newest lots first
 * (last in, first out: the units most recently shelved are the ones a count most often
 * finds missing, and the oldest keep going out first). The invariant leaves the lots at least
 * the units for sale, so there are always enough.
 */
export function writeDown(stock: LotStock, units: number): LotChange {
  let left = units;
  const deltas: LotDelta[] = [];
  const lots = stock.lots
    .toReversed()
    .map((lot) => {
      const taken = Math.min(lot.onHand, left);
      if (taken === 0) return lot;
      left -= taken;
      deltas.push({ code: lot.code, delta: -taken, blocked: 0 });
      return { ...lot, onHand: lot.onHand - taken };
    })
    .toReversed();
  if (left > 0) throw new Error(`The lots hold ${units - left} units, less than the stock`);
  return { stock: { ...stock, availableQuantity: stock.availableQuantity - units, lots }, deltas };
}

/**
 * The lots a parcel's line of `quantity` units of `name` takes: the admin's `picked`, or the
 * oldest lots that may be packed (first in, first out). 409 for a recalled lot, more than a lot
 * holds, or fewer units on the shelf than the line ships; 400 for a lot the part has not.
 */
export function packLots(
  lots: readonly Lot[],
  quantity: number,
  picked: readonly LotUnits[] | undefined,
  name: string,
): { lots: Lot[]; taken: LotUnits[] } {
  const taken: LotUnits[] = [];
  if (picked) {
    for (const { code, quantity: units } of picked) {
      const lot = lotNamed(lots, code, 'lots', name);
      if (lot.recallId) throw conflict(`Lot ${code} of ${name} is recalled: it cannot be packed`);
      if (units > lot.onHand) throw conflict(`Lot ${code} of ${name} holds only ${lot.onHand}`);
      taken.push({ code, quantity: units });
    }
  } else {
    let left = quantity;
    for (const lot of lots) {
      const units = lot.recallId ? 0 : Math.min(lot.onHand, left);
      if (units === 0) continue;
      taken.push({ code: lot.code, quantity: units });
      left -= units;
    }
    if (left > 0) {
      throw conflict(
        `Only ${quantity - left} of ${name} are on the shelf in lots that may be packed: restock it`,
      );
    }
  }
  const after = lots.map((lot) => {
    const units = taken.find(({ code }) => code === lot.code)?.quantity ?? 0;
    return units === 0 ? lot : { ...lot, onHand: lot.onHand - units };
  });
  return { lots: after, taken };
}

/**
 * A recall of lots `codes`: each is blocked, its units on the shelf moved to `blocked`. They
 * leave the stock for sale as far as it has them; the rest were held by orders, which are now
 * `short` of them. 400 for a lot the part has not, 409 for one recalled already.
 */
export function blockLots(stock: LotStock, codes: readonly string[], recallId: string): LotChange {
  for (const code of codes) {
    if (lotNamed(stock.lots, code, 'lots', 'this part').recallId) {
      throw conflict(`Lot ${code} is already recalled`);
    }
  }
  const deltas: LotDelta[] = [];
  const lots = stock.lots.map((lot) => {
    if (!codes.includes(lot.code)) return lot;
    deltas.push({ code: lot.code, delta: -lot.onHand, blocked: lot.onHand });
    return { ...lot, onHand: 0, blocked: lot.blocked + lot.onHand, recallId };
  });
  const units = deltas.reduce((sum, { blocked }) => sum + blocked, 0);
  const fromSale = Math.min(stock.availableQuantity, units);
  return {
    stock: {
      availableQuantity: stock.availableQuantity - fromSale,
      lots,
      short: stock.short + units - fromSale,
    },
    deltas,
  };
}

/**
 * Received units restocked to the lots they shipped from: on the shelf for sale, or, for a
 * recalled lot, with its blocked units.
 */
export function returnToLots(stock: LotStock, units: readonly LotUnits[]): LotChange {
  let forSale = 0;
  const deltas: LotDelta[] = [];
  let lots = stock.lots;
  for (const { code, quantity } of units) {
    const lot = lots.find((candidate) => candidate.code === code);
    // Every lot a parcel took is on its part (lots are never dropped), and the parcels shipped
    // before lots took the opening lot's units, which every such part has.
    if (!lot) throw new Error(`Units came back to lot ${code}, which the part has not`);
    const blocked = lot.recallId ? quantity : 0;
    forSale += quantity - blocked;
    deltas.push({ code, delta: quantity - blocked, blocked });
    lots = lots.map((one) =>
      one === lot
        ? { ...one, onHand: one.onHand + quantity - blocked, blocked: one.blocked + blocked }
        : one,
    );
  }
  return { stock: addForSale({ ...stock, lots }, forSale), deltas };
}

/**
 * The lots `quantity` returned units came from: of the units the order's parcels took
 * (`shipped`, in the order they shipped) less those earlier returns brought back, the
 * recalled lots' first (a buyer sends back what a recall told them to), then as they shipped.
 * Units beyond what parcels recorded left before lots were kept: the opening lot's.
 */
export function returnedLots(
  shipped: readonly LotUnits[],
  earlier: readonly LotUnits[],
  isRecalled: (code: string) => boolean,
  quantity: number,
): LotUnits[] {
  const left = mergeLotUnits(shipped).map(({ code, quantity: units }) => ({
    code,
    quantity: units - (mergeLotUnits(earlier).find((back) => back.code === code)?.quantity ?? 0),
  }));
  const ordered = [
    ...left.filter(({ code }) => isRecalled(code)),
    ...left.filter(({ code }) => !isRecalled(code)),
  ];
  let wanted = quantity;
  const taken: LotUnits[] = [];
  for (const { code, quantity: units } of ordered) {
    const take = Math.min(units, wanted);
    if (take <= 0) continue;
    taken.push({ code, quantity: take });
    wanted -= take;
  }
  return wanted > 0 ? mergeLotUnits(taken, [{ code: openingLotCode, quantity: wanted }]) : taken;
}
