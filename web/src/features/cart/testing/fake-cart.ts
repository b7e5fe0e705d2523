import type { CartLine, Order, Part } from '@moto-parts/contracts';
import { makeOrder as makeAnyOrder } from '@/testing/fake-order';
import { keepCartOnDevice } from '../stores/cart-store';

/** A part of the catalogue as `GET /parts?ids=` answers it; `over` changes it. */
export const makePart = (over: Partial<Part> = {}): Part => ({
  _id: 'drilled-brake-disc',
  name: 'Drilled Brake Disc',
  sku: 'MP-BD-3207',
  crossReferences: [],
  image: 'https://example.com/disc.jpg',
  description: 'Drilled.',
  price: 114.5,
  minOrder: 4,
  maxPerOrder: 100,
  weightGrams: 1_400,
  availableQuantity: 260,
  category: 'brakes',
  fitment: [],
  fitsAllBikes: true,
  ...over,
});

export const discs = makePart();
export const plugs = makePart({
  _id: 'iridium-spark-plug',
  name: 'Iridium Spark Plug',
  price: 6.8,
  minOrder: 20,
  weightGrams: 60,
  availableQuantity: 5_000,
});

/** The device's cart holds `lines`, as if the rider had added them earlier. */
export function cartOnDevice(lines: CartLine[]) {
  localStorage.setItem('moto-parts:cart', JSON.stringify(lines));
  keepCartOnDevice();
}

/** The device's cart as stored. */
export const storedCart = () =>
  JSON.parse(localStorage.getItem('moto-parts:cart') ?? '[]') as CartLine[];

/** An order of the cart's plugs as `POST /order` answers it; `over` changes it. */
export const makeOrder = (over: Partial<Order> = {}): Order =>
  makeAnyOrder({
    lines: [
      {
        partId: plugs._id,
        name: plugs.name,
        sku: plugs.sku,
        unitPrice: 6.8,
        quantity: 20,
        lineTotal: 136,
        shippedQuantity: 0,
      },
    ],
    subtotal: 136,
    shipping: 12.95,
    totalPrice: 148.95,
    shippingMethod: { id: 'us-ground', name: 'Ground (3–5 days)' },
    partId: plugs._id,
    name: plugs.name,
    quantity: 20,
    unitPrice: 6.8,
    ...over,
  });
