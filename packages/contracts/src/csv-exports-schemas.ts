import { object, type InferType } from 'yup';
import { dayField, dayNotBeforeFrom } from './day-schemas.ts';

/**
 * Query of the CSV exports (admins): the days `from` and `to`, both included, in UTC; without
 * `from` from the first, without `to` up to now.
 */
export const exportQuerySchema = object({
  from: dayField('From'),
  to: dayNotBeforeFrom('To'),
});

export type ExportQuery = InferType<typeof exportQuerySchema>;
