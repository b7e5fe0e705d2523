import type { PathParameterOf } from '@moto-parts/contracts';
import type { Request, Response } from 'express';
import type { InferType } from 'yup';
import type { apiCalls } from '../openapi/api-calls.ts';
import type { InputSchema } from '../openapi/request-schemas.ts';

type Call = (typeof apiCalls)[number];

/** The name of each call of the API: its OpenAPI `operationId`. */
export type OperationId = Call['operationId'];

type CallNamed<Id extends OperationId> = Extract<Call, { operationId: Id }>;

/** A body or query as its schema casts it; a call of several bodies parses its own. */
type InputOf<Schema> = Schema extends InputSchema
  ? InferType<Schema>
  : Schema extends readonly InputSchema[]
    ? unknown
    : undefined;

/** What a handler gets: the request, its body and query validated by the table's schemas. */
export interface CallInput<Id extends OperationId> {
  req: Request<Record<PathParameterOf<CallNamed<Id>['path']>, string>>;
  res: Response;
  body: InputOf<CallNamed<Id>['body']>;
  query: InputOf<CallNamed<Id>['query']>;
}

/** A list's answer: the page, and how many there are in all (`X-Total-Count`). */
export interface ListReply<T = unknown> {
  items: T[];
  total: number;
}

/**
 * What a call does once the table's checks passed: it answers the body of the table's success
 * status (a `ListReply` for a call with `totalCount`), which api-router.ts sends. A Buffer is
 * sent as it is, as JSON.
 */
export type CallHandler<Id extends OperationId> = (input: CallInput<Id>) => Promise<unknown>;

/** A handler for each call of the table. */
export type CallHandlers = { [Id in OperationId]: CallHandler<Id> };
