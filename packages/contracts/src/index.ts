// Types and constants live apart from the yup schemas, so that a bundle importing only a
// constant does not take yup with it (the package is marked side-effect free).
export * from './addresses.ts';
export * from './address-schemas.ts';
export * from './api-paths.ts';
export * from './cart.ts';
export * from './errors.ts';
export * from './fitment.ts';
export * from './fitment-schemas.ts';
export * from './motorcycles.ts';
export * from './image-url.ts';
export * from './orders.ts';
export * from './orders-schemas.ts';
export * from './parts.ts';
export * from './parts-schemas.ts';
export * from './payments.ts';
export * from './payments-schemas.ts';
export * from './phone.ts';
export * from './returns.ts';
export * from './returns-schemas.ts';
export * from './reviews.ts';
export * from './shipments.ts';
export * from './shipments-schemas.ts';
export * from './shipping.ts';
export * from './shipping-schemas.ts';
export * from './reviews-schemas.ts';
export * from './users.ts';
