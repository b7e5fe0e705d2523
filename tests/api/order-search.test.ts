import type { ApiErrorBody, Order } from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';

// Manage Order's All view and its search (docs/decisions/0045-admin-on-phone-and-desktop.md):
// `GET /order?status=all` and `GET /order?q=`, admins only.

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let admin: Session;
let ada: Session;
let bob: Session;

const discOrder = {
  partId: 'drilled-brake-disc',
  quantity: 4,
  address: '12 Chain Lane, Leeds',
  phone: '+44 113 496 0000',
};

async function placed(session: Session) {
  const { status, body } = await callApi('POST', '/order', {
    token: session.accessToken,
    body: discOrder,
  });
  expect(status).toBe(201);
  return body as Order;
}

/** The buyer's name, as My Profile saves it: their orders carry it from then on. */
async function nameBuyer(session: Session, name: string) {
  const { status } = await callApi('PUT', `/user/${session.email}`, {
    token: session.accessToken,
    body: {
      name,
      phone: '+44 113 496 0000',
      education: 'City and Guilds',
      location: 'Leeds',
      linkedIn: 'https://www.linkedin.com/in/rider',
    },
  });
  expect(status).toBe(200);
}

/** Another engineer gives orders their numbers (issue 46, item 3): here the test does. */
const numberOrder = (id: string, orderNumber: number) =>
  db.collection('orders').doc(id).update({ orderNumber });

const search = (query: string, token = admin.accessToken) =>
  callApi('GET', `/order?${query}`, { token });

const ids = (body: unknown) => (body as Order[]).map((order) => order._id);

beforeEach(async () => {
  await resetToSeed();
  admin = await signInToApi('boss@example.com', { admin: true });
  // Signed up with capitals: the shop keeps the email lowercased.
  ada = await signInToApi('Ada.Rider@Example.com');
  bob = await signInToApi('bob@example.com');
  await nameBuyer(ada, 'Ada Lovelace');
  await nameBuyer(bob, 'Bob Adams');
});

describe('GET /order?status=all', () => {
  it('when an admin asks for all, then every order comes, whatever its status, newest first, a page at a time', async () => {
    const first = await placed(ada);
    const second = await placed(bob);
    await callApi('DELETE', `/my-order/${first._id}`, { token: ada.accessToken });

    const page1 = await search('status=all&limit=1');
    const page2 = await search(`status=all&limit=1&after=${ids(page1.body)[0]}`);

    expect(page1.status).toBe(200);
    expect(ids(page1.body)).toEqual([second._id]);
    expect(page1.headers.get('x-total-count')).toBe('2');
    expect(ids(page2.body)).toEqual([first._id]);
    expect((page2.body as Order[])[0]?.status).toBe('cancelled');
  });
});

describe('GET /order?q= (admins)', () => {
  it('when nobody or a customer searches, then 401 or 403', async () => {
    expect((await callApi('GET', '/order?q=ada')).status).toBe(401);
    expect((await search('q=ada', ada.accessToken)).status).toBe(403);
  });

  it('when an admin types an order number, with or without #, then that order comes alone', async () => {
    const adas = await placed(ada);
    const bobs = await placed(bob);
    await numberOrder(adas._id, 1001);
    await numberOrder(bobs._id, 1002);

    const withHash = await search(`q=${encodeURIComponent('#1002')}`);
    const without = await search('q=1001');
    const nobody = await search('q=1003');

    expect(withHash.status).toBe(200);
    expect(ids(withHash.body)).toEqual([bobs._id]);
    expect(withHash.headers.get('x-total-count')).toBe('1');
    expect(ids(without.body)).toEqual([adas._id]);
    expect(ids(nobody.body)).toEqual([]);
    expect(nobody.headers.get('x-total-count')).toBe('0');
  });

  it('when an admin types an email in any case, then that buyer’s orders come, newest first, a page at a time', async () => {
    const older = await placed(ada);
    const newer = await placed(ada);
    await placed(bob);

    const page1 = await search(`q=${encodeURIComponent(' ADA.rider@example.COM ')}&limit=1`);
    const page2 = await search(
      `q=${encodeURIComponent('ada.rider@example.com')}&limit=1&after=${ids(page1.body)[0]}`,
    );

    expect(page1.status).toBe(200);
    expect(ids(page1.body)).toEqual([newer._id]);
    expect(page1.headers.get('x-total-count')).toBe('2');
    expect(ids(page2.body)).toEqual([older._id]);
  });

  it('when an admin types the start of a name in any case, then the orders of buyers whose name starts so come, and no other', async () => {
    const adas = await placed(ada);
    const bobs = await placed(bob);

    const ad = await search('q=ad');
    const bobA = await search(`q=${encodeURIComponent('BOB a')}`);
    const middle = await search('q=adams');

    expect(ad.status).toBe(200);
    expect(ids(ad.body)).toEqual([adas._id]);
    expect(ids(bobA.body)).toEqual([bobs._id]);
    expect(ids(middle.body)).toEqual([]);
  });

  it('when a search comes beside a status, then it looks through every order only with all', async () => {
    const adas = await placed(ada);

    const withAll = await search('status=all&q=ada');
    const withPaid = await search('status=paid&q=ada');

    expect(ids(withAll.body)).toEqual([adas._id]);
    expect(withPaid.status).toBe(400);
    expect((withPaid.body as ApiErrorBody).error.message).toBe(
      'A search looks through every order: send status all, or no status',
    );
  });

  it('when the search cannot be a number, an email or a name, then 400 says what it takes', async () => {
    const cases = [
      ['#12a', 'An order number is digits after #, such as #1001'],
      ['1234567890', 'An order number has at most 9 digits'],
      ['ada@', 'Enter a whole email address, such as rider@example.com'],
      ['x'.repeat(255), 'Search for at most 254 characters'],
    ];
    for (const [q, message] of cases) {
      const { status, body } = await search(`q=${encodeURIComponent(q ?? '')}`);
      expect(status, q).toBe(400);
      expect(JSON.stringify(body), q).toContain(message);
    }
    expect((await search('status=everything')).status).toBe(400);
  });
});
