import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { host, ports } from '../../scripts/lib/local-contract.ts';

// The rules grid: collection → who is asking → one test per operation. Its own project id,
// so it never touches the data the API suite works on.
type Actor = 'signed out' | 'owner' | 'another user' | 'admin';
type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
type Grid = Record<Actor, Record<Operation, boolean>>;

const uids: Record<Exclude<Actor, 'signed out'>, string> = {
  owner: 'alice',
  'another user': 'bob',
  admin: 'ada',
};

const readOnly = { get: true, list: true, create: false, update: false, delete: false };
const nothing = { get: false, list: false, create: false, update: false, delete: false };

/** What each collection allows, exactly as firestore.rules should. */
const grids: Record<CollectionName, Grid> = {
  parts: { 'signed out': readOnly, owner: readOnly, 'another user': readOnly, admin: readOnly },
  // Reviews hold their author's uid: only the API reads them, and answers them without it.
  reviews: { 'signed out': nothing, owner: nothing, 'another user': nothing, admin: nothing },
  // Orders hold admins' uids (who shipped, who decided a return): only the API reads them.
  orders: { 'signed out': nothing, owner: nothing, 'another user': nothing, admin: nothing },
  users: {
    'signed out': nothing,
    owner: { ...readOnly, list: false },
    'another user': nothing,
    admin: readOnly,
  },
  stockMovements: {
    'signed out': nothing,
    owner: nothing,
    'another user': nothing,
    admin: nothing,
  },
  stripeEvents: { 'signed out': nothing, owner: nothing, 'another user': nothing, admin: nothing },
  // The pickers' counts: GET /fitment answers them.
  catalogue: { 'signed out': nothing, owner: nothing, 'another user': nothing, admin: nothing },
  // Order emails hold buyers' addresses: only the functions that write and send them read them.
  mail: { 'signed out': nothing, owner: nothing, 'another user': nothing, admin: nothing },
  // A client that could write its own count could lift its own limit.
  rateLimits: { 'signed out': nothing, owner: nothing, 'another user': nothing, admin: nothing },
  // Shipping rates: GET /shipping-methods answers them; only the API writes them.
  settings: { 'signed out': nothing, owner: nothing, 'another user': nothing, admin: nothing },
  // A rider's cart: theirs alone, admins included (it holds no stock and decides no price).
  carts: {
    'signed out': nothing,
    owner: { get: true, list: false, create: true, update: true, delete: true },
    'another user': nothing,
    admin: nothing,
  },
  // A rider's garage: theirs alone, admins included (the bikes they own are nobody's business).
  garages: {
    'signed out': nothing,
    owner: { get: true, list: false, create: true, update: true, delete: true },
    'another user': nothing,
    admin: nothing,
  },
};

/** One existing document per collection, owned by the owner where ownership applies. */
const seeded = {
  parts: {
    id: 'brake-disc',
    data: { name: 'Brake disc', priceCents: 8900, minOrder: 4, availableQuantity: 100 },
  },
  reviews: {
    id: 'r1',
    data: { name: 'Alice', review: 'Great', rating: 5, picture: '', uid: 'alice' },
  },
  orders: { id: 'o1', data: { partId: 'brake-disc', quantity: 4, totalPrice: 356, uid: 'alice' } },
  users: { id: 'alice', data: { email: 'alice@example.com' } },
  stockMovements: { id: 'm1', data: { partId: 'brake-disc', delta: -4 } },
  stripeEvents: { id: 'evt_1', data: { type: 'payment_intent.succeeded', orderId: 'o1' } },
  catalogue: { id: 'fitment', data: { modelYears: { 'Honda|CB500X|2019': 1 } } },
  mail: { id: 'o1-placed', data: { to: ['alice@example.com'], orderId: 'o1', kind: 'placed' } },
  rateLimits: { id: 'orders:alice', data: { hits: 3 } },
  settings: { id: 'shipping', data: { zones: [] } },
  carts: { id: 'alice', data: { lines: [{ partId: 'brake-disc', quantity: 4 }] } },
  garages: {
    id: 'alice',
    data: { bikes: [{ id: 'b1', make: 'Honda', model: 'CB500X', year: 2019 }] },
  },
} satisfies Record<string, { id: string; data: Record<string, unknown> }>;
type CollectionName = keyof typeof seeded;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-moto-parts-rules',
    firestore: {
      host,
      port: ports.firestore,
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users', 'ada'), { email: 'ada@example.com', role: 'admin' });
    await setDoc(doc(db, 'users', 'bob'), { email: 'bob@example.com' });
    for (const [name, { id, data }] of Object.entries(seeded)) {
      await setDoc(doc(db, name, id), data);
    }
  });
});

function firestoreAs(actor: Actor): Firestore {
  const context =
    actor === 'signed out' ? env.unauthenticatedContext() : env.authenticatedContext(uids[actor]);
  return context.firestore() as unknown as Firestore;
}

/** A cart as the web app writes it: its lines, stamped with the time of the write. */
const cartWrite = (lines: unknown[]) => ({ lines, updatedAt: serverTimestamp() });

/** A cart's owner's cart, written as the web app writes it (a cart's id is its owner's uid). */
async function attemptOnCart(db: Firestore, operation: Operation): Promise<unknown> {
  const ref = doc(db, 'carts', 'alice');
  switch (operation) {
    case 'create':
      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(doc(context.firestore(), 'carts', 'alice')),
      );
      return setDoc(ref, cartWrite([]));
    case 'update':
      return updateDoc(ref, cartWrite([{ partId: 'brake-disc', quantity: 8 }]));
    default:
      return attempt(db, 'carts', operation);
  }
}

/** A garage as the web app writes it: its bikes, stamped with the time of the write. */
const garageWrite = (bikes: unknown[]) => ({ bikes, updatedAt: serverTimestamp() });

const ninja = { id: 'b2', make: 'Kawasaki', model: 'Ninja 400', year: 2021, nickname: 'Track' };

/** A garage's owner's garage, written as the web app writes it (its id is its owner's uid). */
async function attemptOnGarage(db: Firestore, operation: Operation): Promise<unknown> {
  const ref = doc(db, 'garages', 'alice');
  switch (operation) {
    case 'create':
      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(doc(context.firestore(), 'garages', 'alice')),
      );
      return setDoc(ref, garageWrite([]));
    case 'update':
      return updateDoc(ref, garageWrite([seeded.garages.data.bikes[0], ninja]));
    default:
      return attempt(db, 'garages', operation);
  }
}

/** The operation as a client would attempt it on the seeded document of `name`. */
function attempt(db: Firestore, name: CollectionName, operation: Operation): Promise<unknown> {
  const { id, data } = seeded[name];
  const ref = doc(db, name, id);
  switch (operation) {
    case 'get':
      return getDoc(ref);
    case 'list':
      // Orders by a query on their buyer: the one list an owner's read could ever pass.
      return getDocs(
        name === 'orders'
          ? query(collection(db, name), where('uid', '==', 'alice'))
          : collection(db, name),
      );
    case 'create':
      return setDoc(doc(db, name, 'new-doc'), { ...data, uid: 'alice' });
    case 'update':
      return updateDoc(ref, { role: 'admin', priceCents: 1 });
    case 'delete':
      return deleteDoc(ref);
  }
}

describe.each(Object.entries(grids) as [CollectionName, Grid][])('%s', (name, grid) => {
  describe.each(Object.entries(grid) as [Actor, Record<Operation, boolean>][])(
    'when %s',
    (actor, allowed) => {
      it.each(Object.entries(allowed) as [Operation, boolean][])(
        '%s is allowed: %s',
        async (operation, isAllowed) => {
          const db = firestoreAs(actor);
          const writes = operation === 'create' || operation === 'update';
          const result =
            writes && name === 'carts'
              ? attemptOnCart(db, operation)
              : writes && name === 'garages'
                ? attemptOnGarage(db, operation)
                : attempt(db, name, operation);
          await (isAllowed ? assertSucceeds(result) : assertFails(result));
        },
      );
    },
  );
});

describe('carts hold only a list of lines, stamped by the server', () => {
  it.each([
    ['another field', { ...cartWrite([]), totalPrice: 1 }],
    ['lines that are not a list', { lines: 'all', updatedAt: serverTimestamp() }],
    [
      '51 lines',
      cartWrite(Array.from({ length: 51 }, (_, i) => ({ partId: `p${i}`, quantity: 1 }))),
    ],
    ['a time of the client’s', { lines: [], updatedAt: new Date(0) }],
  ])('when the owner writes a cart with %s, then it is refused', async (_, cart) => {
    await assertFails(setDoc(doc(firestoreAs('owner'), 'carts', 'alice'), cart));
  });

  it('when the owner writes 50 lines, then it is kept', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({ partId: `p${i}`, quantity: 1 }));
    await assertSucceeds(setDoc(doc(firestoreAs('owner'), 'carts', 'alice'), cartWrite(lines)));
  });
});

describe('garages hold only a list of bikes, each of its shape, stamped by the server', () => {
  const bike = (index: number) => ({
    id: `b${index}`,
    make: 'Honda',
    model: 'CB500X',
    year: 2013 + index,
  });
  const tenBikes = Array.from({ length: 10 }, (_, index) => ({
    ...bike(index),
    nickname: 'x'.repeat(30),
  }));

  it.each([
    ['11 bikes', garageWrite(Array.from({ length: 11 }, (_, index) => bike(index)))],
    ['another field', { ...garageWrite([]), current: 'b1' }],
    ['bikes that are not a list', { bikes: 'all', updatedAt: serverTimestamp() }],
    ['a bike with another key', garageWrite([{ ...bike(0), colour: 'red' }])],
    ['a bike without its year', garageWrite([{ id: 'b0', make: 'Honda', model: 'CB500X' }])],
    ['a year as a string', garageWrite([{ ...bike(0), year: '2019' }])],
    ['a year with a fraction', garageWrite([{ ...bike(0), year: 2019.5 }])],
    ['a nickname of 31 characters', garageWrite([{ ...bike(0), nickname: 'x'.repeat(31) }])],
    ['an empty nickname', garageWrite([{ ...bike(0), nickname: '' }])],
    ['a model name of 61 characters', garageWrite([{ ...bike(0), model: 'x'.repeat(61) }])],
    ['a bad tenth bike', garageWrite([...tenBikes.slice(0, 9), { ...bike(9), year: '2022' }])],
    ['a bike that is not a map', garageWrite(['Honda CB500X'])],
    ['no updatedAt', { bikes: [bike(0)] }],
    ['a time of the client’s', { bikes: [bike(0)], updatedAt: new Date(0) }],
  ])('when the owner writes a garage with %s, then it is refused', async (_, garage) => {
    await assertFails(setDoc(doc(firestoreAs('owner'), 'garages', 'alice'), garage));
  });

  it('when the owner writes 10 bikes with 30-character nicknames, then it is kept', async () => {
    await assertSucceeds(
      setDoc(doc(firestoreAs('owner'), 'garages', 'alice'), garageWrite(tenBikes)),
    );
  });

  it.each(['another user', 'signed out'] as const)(
    'when %s writes a garage of good shape for the owner, then it is refused',
    async (actor) => {
      await assertFails(
        setDoc(doc(firestoreAs(actor), 'garages', 'alice'), garageWrite([bike(0)])),
      );
    },
  );
});
