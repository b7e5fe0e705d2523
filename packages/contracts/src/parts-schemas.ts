import { object, string, type InferType } from 'yup';
import { pageLimitSchema } from './paging.ts';
import { partNameMaxLength, partsPageSizeMax } from './parts.ts';

/**
 * Query of `GET /parts`: `limit` parts, optionally only those whose name contains `q`
 * (case-insensitive), after the part `after` (the last `_id` of the previous page).
 * The answer is a JSON array; the header `X-Total-Count` carries how many match in all.
 */
export const listPartsQuerySchema = object({
  limit: pageLimitSchema(partsPageSizeMax, 12),
  q: string()
    .trim()
    .max(partNameMaxLength, `Search for at most ${partNameMaxLength} characters`)
    .default(''),
  after: string().trim().max(128, 'after is too long').optional(),
});

export type ListPartsQuery = InferType<typeof listPartsQuerySchema>;
