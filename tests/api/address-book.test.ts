import type { AddressBook, ApiErrorBody } from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { sanFrancisco } from '../support/addresses.ts';
import { databaseState } from '../support/database-state.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';

type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let other: Session;

const home = { label: 'Home', ...sanFrancisco };
const workshop = {
  label: 'Workshop',
  name: 'Ada Rider',
  line1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
};

const putBook = (session: Session, addresses: object[]) =>
  callApi('PUT', '/address-book', { token: session.accessToken, body: { addresses } });
const getBook = async (session: Session) =>
  (await callApi('GET', '/address-book', { token: session.accessToken })).body as AddressBook;

beforeEach(async () => {
  await resetToSeed();
  rider = await signInToApi('book-rider@example.com');
  other = await signInToApi('book-other@example.com');
});

describe('the address book', () => {
  it('when a new rider asks, then their book is empty', async () => {
    expect(await getBook(rider)).toEqual({ addresses: [] });
  });

  it('when a rider saves two addresses without a default, then the first is the default, and only they see them', async () => {
    const { status, body } = await putBook(rider, [home, workshop]);

    expect(status).toBe(200);
    const expected = {
      addresses: [
        { ...home, default: true },
        { ...workshop, default: false },
      ],
    };
    expect(body).toEqual(expected);
    expect(await getBook(rider)).toEqual(expected);
    expect(await getBook(other)).toEqual({ addresses: [] });
  });

  it('when a rider saves an address with its phone, then the phone is kept with it; one that is no phone is 400', async () => {
    const { status } = await putBook(rider, [{ ...home, phone: '+14155550100' }, workshop]);
    const refused = await putBook(rider, [{ ...home, phone: 'call me' }]);

    expect(status).toBe(200);
    expect((await getBook(rider)).addresses.map((address) => address.phone)).toEqual([
      '+14155550100',
      undefined,
    ]);
    expect(refused.status).toBe(400);
    expect((refused.body as ApiErrorBody).error.fields).toMatchObject({
      'addresses[0].phone': 'Phone must be a number of 6 to 15 digits',
    });
  });

  it('when a rider makes the second the default, then it is the only default', async () => {
    await putBook(rider, [home, workshop]);

    const { status } = await putBook(rider, [home, { ...workshop, default: true }]);

    expect(status).toBe(200);
    expect((await getBook(rider)).addresses.map((address) => address.default)).toEqual([
      false,
      true,
    ]);
  });

  it.each([
    [
      'two defaults',
      [
        { ...home, default: true },
        { ...workshop, default: true },
      ],
      'addresses',
      'Only one address can be the default',
    ],
    [
      'one label twice',
      [home, { ...workshop, label: 'home' }],
      'addresses',
      'Give each address its own label',
    ],
    [
      'a German address without its postcode',
      [{ ...workshop, postcode: undefined }],
      'addresses[0].postcode',
      'Postcode is required',
    ],
    [
      'eleven addresses',
      Array.from({ length: 11 }, (_, i) => ({ ...home, label: `Home ${i}` })),
      'addresses',
      'At most 10 addresses',
    ],
  ])(
    'when a rider saves %s, then 400 on that field, and nothing changes',
    async (_, addresses, field, message) => {
      await putBook(rider, [home]);
      const before = await databaseState();

      const { status, body } = await putBook(rider, addresses);

      expect(status).toBe(400);
      expect((body as ApiErrorBody).error.fields?.[field]).toBe(message);
      expect(await databaseState()).toEqual(before);
    },
  );
});
