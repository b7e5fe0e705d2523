import { makeOrder } from '@/testing/fake-order';

/** A pending order of 4 Drilled Brake Discs ($458.00) by the demo rider, inside its hold. */
export const pendingOrder = makeOrder();
