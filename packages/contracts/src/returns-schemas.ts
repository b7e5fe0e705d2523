import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { bikeSchema } from './fitment-schemas.ts';
import { ordersPageSizeMax } from './orders.ts';
import { partIdSchema, quantitySchema } from './orders-schemas.ts';
import { pageLimitSchema } from './paging.ts';
import {
  returnConditions,
  returnNoteMaxLength,
  returnReasonIds,
  returnViews,
  returnWindowDaysMax,
  type ReturnCondition,
  type ReturnReason,
  type ReturnView,
} from './returns.ts';

const noteSchema = string()
  .trim()
  .max(returnNoteMaxLength, `A note has at most ${returnNoteMaxLength} characters`);

/**
 * Body of `POST /order/{id}/returns`: the buyer returns `quantity` units of the order's line
 * of part `partId`, for a reason. `other` needs the buyer's words; `wrong-fit` names the bike
 * the part did not fit (one the shop knows, in a year it was built), which the web app keeps
 * on the device. The server checks the rest: the order, the window and the units left.
 */
export const returnRequestInputSchema = object({
  partId: partIdSchema,
  quantity: quantitySchema,
  reason: mixed<ReturnReason>()
    .required('Reason is required')
    .oneOf(returnReasonIds, `Reason must be one of: ${returnReasonIds.join(', ')}`),
  note: noteSchema.when('reason', {
    is: 'other',
    then: (note) => note.required('Say why you return it'),
  }),
  bike: bikeSchema
    .optional()
    .default(undefined)
    .when('reason', {
      is: 'wrong-fit',
      then: (bike) => bike.required('Say which bike it did not fit'),
    }),
});

export type ReturnRequestInput = InferType<typeof returnRequestInputSchema>;

export const returnDecisions = ['approve', 'refuse'] as const;
export type ReturnDecision = (typeof returnDecisions)[number];

/**
 * Body of `PATCH /order/{id}/returns/{returnId}` (admins): approve a requested return (the
 * note may say how to send it back), or refuse it, saying why.
 */
export const returnDecisionInputSchema = object({
  decision: mixed<ReturnDecision>()
    .required('Decision is required')
    .oneOf(returnDecisions, `Decision must be one of: ${returnDecisions.join(', ')}`),
  note: noteSchema.when('decision', {
    is: 'refuse',
    then: (note) => note.required('Say why the return is refused'),
  }),
});

export type ReturnDecisionInput = InferType<typeof returnDecisionInputSchema>;

/**
 * Body of `POST /order/{id}/returns/{returnId}/receipt` (admins): the approved return's units
 * arrived, fit to sell again (`restock`) or not (`scrap`). Its refund takes the order's
 * shipping when it brings the whole order back, or when `refundShipping` says so.
 */
export const returnReceiptInputSchema = object({
  condition: mixed<ReturnCondition>()
    .required('Condition is required')
    .oneOf(returnConditions, `Condition must be one of: ${returnConditions.join(', ')}`),
  refundShipping: boolean().strict().typeError('refundShipping must be true or false'),
});

export type ReturnReceiptInput = InferType<typeof returnReceiptInputSchema>;

/** Body of `PUT /return-settings` (admins): the return window, 0 to 365 days. */
export const returnSettingsInputSchema = object({
  windowDays: number()
    .strict()
    .typeError('windowDays must be a whole number of days')
    .required('windowDays is required')
    .integer('windowDays must be a whole number of days')
    .min(0, 'windowDays must be at least 0')
    .max(returnWindowDaysMax, `windowDays must be at most ${returnWindowDaysMax}`),
});

export type ReturnSettingsInput = InferType<typeof returnSettingsInputSchema>;

/**
 * Query of `GET /returns` (admins): the orders with returns of one view (by default those
 * that wait for the shop), newest return first, `limit` orders after the order `after`.
 */
export const listReturnsQuerySchema = object({
  status: mixed<ReturnView>()
    .oneOf(returnViews, `status must be one of: ${returnViews.join(', ')}`)
    .default('waiting'),
  limit: pageLimitSchema(ordersPageSizeMax, 20),
  after: string().trim().max(128, 'after is too long').optional(),
});

export type ListReturnsQuery = InferType<typeof listReturnsQuerySchema>;

/** Query of `GET /returns/fitment` (admins): the `limit` parts and bikes most returned. */
export const wrongFitReturnsQuerySchema = object({
  limit: pageLimitSchema(ordersPageSizeMax, 50),
});

export type WrongFitReturnsQuery = InferType<typeof wrongFitReturnsQuerySchema>;
