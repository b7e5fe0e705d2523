import { mixed, object, string, type InferType } from 'yup';

/**
 * Body of `POST /create-payment-intent`. The amount comes from the order on the server: the
 * `totalPrice` the 2022 client sent is accepted and dropped.
 */
export const createPaymentIntentInputSchema = object({
  orderId: string().trim().required('Order is required').max(128, 'Order is unknown'),
  totalPrice: mixed().strip(),
});

export type CreatePaymentIntentInput = InferType<typeof createPaymentIntentInputSchema>;

/**
 * Body of `PATCH /order/{id}`: the Stripe PaymentIntent that paid it. The server asks Stripe
 * whether it did. the 2022 client also sent the order id as `order`: accepted and dropped.
 */
export const confirmPaymentInputSchema = object({
  transactionId: string()
    .trim()
    .required('Transaction id is required')
    .max(103, 'Transaction id is too long')
    .matches(/^pi_[A-Za-z0-9]{1,100}$/, 'Transaction id must be a Stripe PaymentIntent id'),
  order: mixed().strip(),
});

export type ConfirmPaymentInput = InferType<typeof confirmPaymentInputSchema>;
