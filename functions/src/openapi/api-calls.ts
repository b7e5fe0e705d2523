// Every call of the API, declared once: the Express app registers each from this table (its
// path, method, access, rate limit, body and query; api-router.ts), routes/ hold only what
// each does, and the OpenAPI document (build-document.ts) describes each from it. The API
// tests hold every answer they get to that document.
import {
  confirmPaymentInputSchema,
  createPartInputSchema,
  createPaymentIntentInputSchema,
  createReviewInputSchema,
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  listOrdersQuerySchema,
  listPartsQuerySchema,
  listReviewsQuerySchema,
  listUsersQuerySchema,
  lowStockPartsPath,
  salesReportPath,
  salesReportQuerySchema,
  reportDaysMax,
  lowStockQuerySchema,
  makeAdminInputSchema,
  myOrdersQuerySchema,
  orderHistoryMax,
  orderStatusInputSchema,
  placeOrderInputSchema,
  shipmentInputSchema,
  shipmentsMax,
  cartOrderInputSchema,
  listReturnsQuerySchema,
  returnDecisionInputSchema,
  returnReceiptInputSchema,
  returnRequestInputSchema,
  returnSettingsInputSchema,
  returnsMax,
  returnWindowDaysMax,
  defaultReturnWindowDays,
  wrongFitReturnsQuerySchema,
  lotsMax,
  openingLotCode,
  recallAnswerPath,
  recallInputSchema,
  recallLotsMax,
  recallsListMax,
  recallsPath,
  addressBookInputSchema,
  addressBookMax,
  profileInputSchema,
  stockHistoryQuerySchema,
  stocktakeInputSchema,
  stocktakeReasons,
  tokenExchangeInputSchema,
  updatePartInputSchema,
  addressBookPath,
  adminCheckPath,
  fitmentPath,
  healthPath,
  myOrderPath,
  myOrdersPath,
  openApiDocumentPath,
  orderCountsPath,
  orderPath,
  orderHistoryPath,
  orderShipmentsPath,
  orderStatusPath,
  ordersPath,
  shipmentDeliveryPath,
  orderReturnsPath,
  orderReturnPath,
  returnReceiptPath,
  returnsPath,
  returnSettingsPath,
  wrongFitReturnsPath,
  partPath,
  partStockPath,
  partStocktakePath,
  partsPath,
  paymentIntentPath,
  reviewsPath,
  shippingZonesMax,
  shippingMethodsPerZoneMax,
  shippingMethodsPath,
  shippingMethodsQuerySchema,
  shippingZoneInputSchema,
  shippingZonePath,
  shippingZonesPath,
  stripeWebhookPath,
  userPath,
  usersPath,
  csvMediaType,
  exportPageSize,
  exportQuerySchema,
  ordersExportPath,
  partsExportPath,
  stockMovementsExportPath,
  partsImportInputSchema,
  partsImportPath,
  partsImportPreviewPath,
  partsImportRowsMax,
} from '@moto-parts/contracts';
import { importBodyBytes, unpaidOrdersMax } from '../lib/limits.ts';
import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import type { CacheControl } from '../lib/cache-control.ts';
import { releasedHoldCooldownMinutes, unpaidUnitsMax } from '../services/held-units.ts';
import type { rateLimits } from '../lib/limits.ts';
import type { ErrorStatus } from './error-responses.ts';
import type { InputSchema } from './request-schemas.ts';

/** Who may make a call, and with what (middleware/authenticate.ts). */
export type Access =
  /** Anyone, with no token. */
  | 'public'
  /** The token exchange only: a Firebase Auth ID token. */
  | 'firebase-id-token'
  /** Any signed-in account, with the API's access token; the call may check more (own email). */
  | 'customer'
  /** An admin's access token: a customer's gets 403. */
  | 'admin'
  /** Stripe's own call: a signature over the raw body, no token. */
  | 'stripe-signature';

/**
 * A response body: the name of a type of packages/contracts (`Part`), a list of them
 * (`Part[]`), one of several types, or a schema of its own for what no type describes.
 */
export type ResponseBody = string | readonly string[] | SchemaObject;

/** The methods the API's calls use (an OpenAPI path item's keys). */
export const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ApiCall {
  method: (typeof httpMethods)[number];
  /** As the app sees it without the `/api` of the Hosting rewrite, in OpenAPI's notation. */
  path: string;
  operationId: string;
  tag:
    'service' | 'users' | 'catalogue' | 'reviews' | 'orders' | 'payments' | 'shipping' | 'reports';
  summary: string;
  description?: string;
  /** Several when one route is several calls told apart by token and body (`PUT /user/{email}`). */
  access: Access | readonly Access[];
  rateLimit?: keyof typeof rateLimits;
  /** The body's limit in bytes, when not the API's `maxBodyBytes` (middleware/json-body.ts). */
  maxBodyBytes?: number;
  /** The answer's `Cache-Control`; without one, the call sets none, or its handler chooses. */
  cache?: CacheControl;
  /** What each `{name}` of the path is. */
  pathParameters?: Record<string, string>;
  /** The schema the route passes to `parseQuery`. */
  query?: InputSchema;
  /** The schema the route passes to `parseBody`; several for several calls. */
  body?: InputSchema | readonly InputSchema[];
  headers?: readonly ParameterObject[];
  success: {
    status: 200 | 201;
    description: string;
    body: ResponseBody;
    /** Whether the answer carries `X-Total-Count`, how many there are in all. */
    totalCount?: true;
    /** The most items of a list that the shop's own rules bound, not a `limit` in its query. */
    maxItems?: number;
    /**
     * A file rather than JSON: a CSV export, whose handler answers a `CsvFile`
     * (lib/csv-response.ts) that api-router.ts streams. Its errors are JSON as every call's.
     */
    mediaType?: typeof csvMediaType;
  };
  /**
   * Why the call answers each error status it answers besides those that every call of its
   * kind does (build-document.ts: 400, 413, 500; 401 with a token; 403 for admins; 429 when
   * rate-limited). A status named here for those replaces the general reason.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/**
 * A call of the table, with the literal types of its id, path and input schemas kept, so that
 * each handler is typed with its own input (routes/call-handler.ts).
 */
const defineCall = <
  Id extends string,
  Path extends string,
  Body extends ApiCall['body'] = undefined,
  Query extends InputSchema | undefined = undefined,
>(
  call: ApiCall & { operationId: Id; path: Path; body?: Body; query?: Query },
) => call as ApiCall & { operationId: Id; path: Path; body: Body; query: Query };

const partId = { id: "The part's id" };
const orderId = { id: "The order's id" };
const email = { email: "The account's email" };
const zoneId = { id: "The shipping zone's id" };
const shipmentId = { ...orderId, shipmentId: "The parcel's number within its order" };
const returnId = { ...orderId, returnId: "The return's number within its order" };
const recallId = { ...orderId, recallId: "The recall's id" };

/** What every CSV export's answer is (lib/csv-response.ts). */
const csvFileText = `The file is read from the database ${exportPageSize} documents at a time and sent as it is read: UTF-8 with a byte order mark, a header row, CRLF between rows, dates in ISO 8601 (UTC), amounts in dollars. A text cell that begins with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return starts with \`'\`, so that no spreadsheet runs it (CSV injection); numbers are never changed so.`;

/** What both calls of a parts import take (docs/decisions/0040-csv-export-and-import.md). */
const partsImportText = `A CSV file in the columns of the parts export (\`sku\` required, the others in any order), at most 1 MB and ${partsImportRowsMax} rows, as \`{csv}\`: each row creates the part its \`sku\` names, in any spelling, or updates it with the fields that differ, under Add Product's and Edit Product's rules. An empty cell keeps a part's value, but the fitment and the numbers it replaces (none) and the reorder point (removed). To change the stock, give \`newQuantity\` with \`availableQuantity\` the stock the file saw, and the lot of added units (\`lotCode\`, \`lotMadeOn\`); a new part's stock is its \`availableQuantity\`. Cells that begin with \`'\` and a formula's first character are read without the \`'\` the export adds.`;

/** The errors of both calls of a parts import. */
const partsImportErrors = {
  400: 'The file cannot be read as a whole: not CSV, an unknown column, no `sku` column, no rows or too many (`validation_failed`, each in `error.rows`); or the body is not JSON (`malformed_json`)',
  413: `The body is over ${importBodyBytes / 1024 / 1024} MB`,
} as const;

const csvSuccess = (description: string) =>
  ({ status: 200, description, body: 'CsvText', mediaType: csvMediaType }) as const;

export const apiCalls = [
  defineCall({
    method: 'get',
    path: healthPath,
    operationId: 'getHealth',
    tag: 'service',
    summary: 'Whether the API is up',
    access: 'public',
    cache: 'noStore',
    success: { status: 200, description: 'The API is up', body: 'HealthResponse' },
  }),
  defineCall({
    method: 'get',
    path: openApiDocumentPath,
    operationId: 'getOpenApiDocument',
    tag: 'service',
    summary: 'This document',
    description: 'Built from the code at build time; `npm run build` writes it to functions/lib.',
    access: 'public',
    cache: 'publicDocument',
    success: {
      status: 200,
      description: 'The OpenAPI document of the API',
      body: {
        type: 'object',
        required: ['openapi', 'info', 'paths'],
        properties: {
          openapi: { const: '3.1.0' },
          info: { type: 'object' },
          paths: { type: 'object' },
        },
      },
    },
  }),
  defineCall({
    method: 'put',
    path: userPath,
    operationId: 'putUser',
    tag: 'users',
    summary: 'The token exchange, a profile update, Make Admin or Remove Admin',
    description: [
      'Three calls, told apart by the token and the body:',
      "- with a Firebase ID token, the **token exchange**: `{email}` (the token's own) for the API's access token, `{token}`. Rate-limited.",
      "- with the API's access token and a body without `role`, the caller's own **profile**: answers the user.",
      "- with an admin's access token and `{role: 'admin', uid}`, **Make Admin** of the account with that id and email: answers the user.",
      "- with an admin's access token and `{role: 'customer', uid}`, **Remove Admin**: the admin with that id and email (or the email it had before another account took it) becomes a customer; answers the user. The shop keeps at least one live admin.",
    ].join('\n'),
    access: ['firebase-id-token', 'customer', 'admin'],
    rateLimit: 'tokenExchange',
    pathParameters: email,
    body: [tokenExchangeInputSchema, profileInputSchema, makeAdminInputSchema],
    success: {
      status: 200,
      description: 'The access token (token exchange), or the user (profile, Make or Remove Admin)',
      body: ['TokenExchangeResponse', 'User'],
    },
    errors: {
      401: "No valid token; for the token exchange also an email that is not the token's",
      403: 'Profile: not your own email. Make or Remove Admin: not an admin',
      404: 'No such user: for the profile, an account that never exchanged a token; for Make or Remove Admin, none with that id and email',
      409: "Make Admin: the account's email is not verified. Remove Admin: not an admin, or the last live admin",
    },
  }),
  defineCall({
    method: 'get',
    path: userPath,
    operationId: 'getUser',
    tag: 'users',
    summary: "The caller's own profile",
    access: 'customer',
    cache: 'privateNoStore',
    rateLimit: 'signedInReads',
    pathParameters: email,
    success: { status: 200, description: 'The user', body: 'User' },
    errors: { 403: 'Not your own email', 404: 'No such user' },
  }),
  defineCall({
    method: 'get',
    path: addressBookPath,
    operationId: 'getAddressBook',
    tag: 'users',
    summary: "The caller's saved addresses (My Profile), the default one marked",
    access: 'customer',
    cache: 'privateNoStore',
    rateLimit: 'signedInReads',
    success: { status: 200, description: 'The address book', body: 'AddressBook' },
  }),
  defineCall({
    method: 'put',
    path: addressBookPath,
    operationId: 'replaceAddressBook',
    tag: 'users',
    summary: "Replace the caller's saved addresses",
    description: `Up to ${addressBookMax} addresses, each checked for its country and labelled once; at most one is the default, and with none the first is.`,
    access: 'customer',
    rateLimit: 'accountChanges',
    body: addressBookInputSchema,
    success: { status: 200, description: 'The address book', body: 'AddressBook' },
  }),
  defineCall({
    method: 'get',
    path: adminCheckPath,
    operationId: 'getAdmin',
    tag: 'users',
    summary: 'Whether the caller is an admin',
    access: 'customer',
    rateLimit: 'signedInReads',
    pathParameters: email,
    success: { status: 200, description: 'Whether the caller is an admin', body: 'AdminResponse' },
    errors: { 403: 'Not your own email' },
  }),
  defineCall({
    method: 'get',
    path: usersPath,
    operationId: 'listUsers',
    tag: 'users',
    summary: 'The first users by email',
    access: 'admin',
    cache: 'privateNoStore',
    query: listUsersQuerySchema,
    success: { status: 200, description: 'The users', body: 'User[]', totalCount: true },
  }),
  defineCall({
    method: 'get',
    path: partsPath,
    operationId: 'listParts',
    tag: 'catalogue',
    summary: 'A page of the catalogue',
    description:
      "Filtered by category, by bike (`make`, then `model`, then `year`) and by the start of a word of the name or of a part number (`q`: the sku or a number the part replaces, from 4 letters or digits, without case, dashes, dots or spaces; the parts whose number it is come first, with their `numberMatch`); sorted; paged with `after`, the last `_id` of the previous page of the same query. An admin's access token gets a fresh answer for them alone; any other caller, the one the CDN shares for a minute.",
    access: 'public',
    rateLimit: 'publicReads',
    query: listPartsQuerySchema,
    success: { status: 200, description: 'The parts', body: 'Part[]', totalCount: true },
  }),
  defineCall({
    method: 'get',
    path: fitmentPath,
    operationId: 'getFitmentOptions',
    tag: 'catalogue',
    summary: 'The makes, models and model years that parts fit, for the shop-by-bike pickers',
    access: 'public',
    cache: 'publicList',
    rateLimit: 'publicReads',
    success: { status: 200, description: 'The bikes', body: 'FitmentOptions' },
  }),
  // Before `GET /parts/{id}`, which would take `low-stock` for an id.
  defineCall({
    method: 'get',
    path: lowStockPartsPath,
    operationId: 'listLowStockParts',
    tag: 'catalogue',
    summary: 'The parts at or below their reorder point',
    description:
      "Manage Product's Low stock filter and the dashboard's count: the parts whose stock for sale is at or below their `reorderPoint`, by id, a page at a time after the part `after`. `X-Total-Count` says how many there are.",
    access: 'admin',
    cache: 'privateNoStore',
    query: lowStockQuerySchema,
    success: { status: 200, description: 'The low-stock parts', body: 'Part[]', totalCount: true },
  }),
  defineCall({
    method: 'get',
    path: partPath,
    operationId: 'getPart',
    tag: 'catalogue',
    summary: 'A part, for its page',
    description:
      "Public, as a shop's part pages are: the fields the catalogue lists, with the stock counting the units of holds that have ended. An admin's access token gets a fresh answer for them alone; any other caller, the one the CDN shares for a minute (the order checks the stock again when it is placed).",
    access: 'public',
    rateLimit: 'publicReads',
    pathParameters: partId,
    success: { status: 200, description: 'The part', body: 'Part' },
    errors: { 404: 'No such part' },
  }),
  defineCall({
    method: 'post',
    path: partsPath,
    operationId: 'createPart',
    tag: 'catalogue',
    summary: 'Add a part to the catalogue',
    description:
      'Its first units (`availableQuantity` above 0) come with their `lot`. Its `sku` is unique in the shop, compared without case, dashes, dots or spaces.',
    access: 'admin',
    body: createPartInputSchema,
    success: { status: 201, description: 'The new part', body: 'Part' },
    errors: { 409: 'Another part has that `sku`' },
  }),
  defineCall({
    method: 'put',
    path: partPath,
    operationId: 'updatePart',
    tag: 'catalogue',
    summary: "Change a part's stock, price, reorder point, part numbers, category or fit",
    description: [
      'A new stock (`newQuantity`) comes with the stock the admin saw (`expectedQuantity`), and is refused if orders changed it since.',
      `A raised stock names the \`lot\` of its new units (a new code is a new lot, at most ${lotsMax}); they first cover units a recall left held orders short of, so \`availableQuantity\` may rise by less. A lowered one is written off the newest lots first.`,
      'A `reorderPoint` (`null` removes it) marks the part `lowStock` while its stock is at or below it; the admins are told once each time the stock falls from above it to at or below it.',
    ].join('\n\n'),
    access: 'admin',
    pathParameters: partId,
    body: updatePartInputSchema,
    success: { status: 200, description: 'The part', body: 'Part' },
    errors: {
      400: 'The input is not valid, or a raised stock names no `lot` (`validation_failed`); or the body is not JSON (`malformed_json`)',
      404: 'No such part',
      409: `The stock is no longer \`expectedQuantity\`: the message says what it is; the lot is recalled, was made on another day, or would be more than ${lotsMax}; or another part has that \`sku\``,
    },
  }),
  defineCall({
    method: 'post',
    path: partStocktakePath,
    operationId: 'stocktakePart',
    tag: 'catalogue',
    summary: "Enter a part's counted stock, with its reason",
    description: [
      `\`counted\` is the units for sale on the shelf, \`expectedQuantity\` the stock the admin counted against, and \`reason\` one of ${stocktakeReasons.map((reason) => `\`${reason}\``).join(', ')} (\`damaged\` lowers the stock, \`found\` raises it). It is refused if the stock changed since.`,
      'The difference is one `adjustment` movement with its reason. Fewer units are written off the newest lots; more go into the `lot` named, first covering units a recall left held orders short of, so `availableQuantity` may rise by less.',
    ].join('\n\n'),
    access: 'admin',
    pathParameters: partId,
    body: stocktakeInputSchema,
    success: { status: 200, description: 'The part', body: 'Part' },
    errors: {
      400: 'The input is not valid: a reason that does not fit the count, a raise without a `lot` or a lot without one (`validation_failed`); or the body is not JSON (`malformed_json`)',
      404: 'No such part',
      409: `The stock is no longer \`expectedQuantity\`: the message says what it is; or the lot is recalled, was made on another day, or would be more than ${lotsMax}`,
    },
  }),
  defineCall({
    method: 'get',
    path: partStockPath,
    operationId: 'getStockHistory',
    tag: 'catalogue',
    summary: "A part's stock against its history of movements, a page of them at a time",
    description:
      'The stock, the sum of all its movements and their count, and a page of the movements, oldest first, after the movement `after`.',
    access: 'admin',
    cache: 'privateNoStore',
    pathParameters: partId,
    query: stockHistoryQuerySchema,
    success: { status: 200, description: 'The stock and its movements', body: 'StockHistory' },
    errors: { 404: 'No such part, and no history of one' },
  }),
  defineCall({
    method: 'delete',
    path: partPath,
    operationId: 'deletePart',
    tag: 'catalogue',
    summary: 'Remove a part from the catalogue',
    description: 'Its unpaid orders are cancelled; its paid ones stay, to be shipped.',
    access: 'admin',
    pathParameters: partId,
    success: { status: 200, description: 'Removed', body: 'DeletedResponse' },
    errors: { 404: 'No such part' },
  }),
  defineCall({
    method: 'get',
    path: reviewsPath,
    operationId: 'listReviews',
    tag: 'reviews',
    summary: 'The newest reviews',
    access: 'public',
    cache: 'publicList',
    rateLimit: 'publicReads',
    query: listReviewsQuerySchema,
    success: { status: 200, description: 'The reviews, newest first', body: 'Review[]' },
  }),
  defineCall({
    method: 'post',
    path: reviewsPath,
    operationId: 'createReview',
    tag: 'reviews',
    summary: 'Post a review',
    access: 'customer',
    rateLimit: 'postReview',
    body: createReviewInputSchema,
    success: { status: 201, description: 'The new review', body: 'Review' },
  }),
  defineCall({
    method: 'post',
    path: ordersPath,
    operationId: 'placeOrder',
    tag: 'orders',
    summary: 'Order parts',
    description: [
      'Two bodies: a cart’s `lines` (1 to 50 parts, each once) with a `shippingAddress` and a `shippingMethod` of its country’s zone (`GET /shipping-methods`), or the 2022 client’s one `partId` with a free-text `address`, which names no country: it is priced as the shop’s home market (`HOME_MARKET`, Oregon out of the box) by its zone’s first method.',
      "The order holds every line's units until it is paid or its hold ends (`holdEndsAt`), all or none: a line short of stock answers 409 with `error.lines`, each short line and how many of its part can be had. Prices, names and shipping come from the server's own data.",
    ].join('\n\n'),
    access: 'customer',
    rateLimit: 'placeOrder',
    body: [cartOrderInputSchema, placeOrderInputSchema],
    headers: [
      {
        name: idempotencyKeyHeader,
        in: 'header',
        required: false,
        description:
          'The same key twice places one order, and the replay is answered 409. Without it, the same body twice is two orders.',
        schema: { type: 'string', pattern: idempotencyKeyPattern.source, maxLength: 100 },
      },
    ],
    success: { status: 201, description: 'The new order, unpaid', body: 'Order' },
    errors: {
      400: "The input is not valid (the address for its country included), or a line's quantity is outside its part's minimum order and most per order, or the shipping method is not one of the country's zone or takes no parcel that heavy, or the total cannot be charged (`validation_failed`); or the body is not JSON (`malformed_json`)",
      404: 'No such part',
      409: `Not enough stock (\`error.lines\`: each short line's \`partId\` and how many are \`available\`); the account already has ${unpaidOrdersMax} unpaid orders, or would hold more of the part than its most per order or more than ${unpaidUnitsMax} units unpaid (units of its orders removed or expired in the last ${releasedHoldCooldownMinutes} minutes count); or an \`Idempotency-Key\` already used`,
    },
  }),
  defineCall({
    method: 'get',
    path: myOrdersPath,
    operationId: 'listMyOrders',
    tag: 'orders',
    summary: "A page of the caller's orders, newest first, but the removed ones",
    access: 'customer',
    cache: 'privateNoStore',
    rateLimit: 'signedInReads',
    query: myOrdersQuerySchema,
    success: { status: 200, description: 'The orders', body: 'Order[]', totalCount: true },
    errors: { 403: 'Not your own email' },
  }),
  defineCall({
    method: 'delete',
    path: myOrderPath,
    operationId: 'removeMyOrder',
    tag: 'orders',
    summary: 'Remove an unpaid order of your own; its units go back to stock',
    access: 'customer',
    pathParameters: orderId,
    success: { status: 200, description: 'Removed', body: 'DeletedResponse' },
    errors: {
      404: 'No such order of yours',
      409: 'The order is paid, expired or refunded: nothing to remove',
    },
  }),
  defineCall({
    method: 'get',
    path: ordersPath,
    operationId: 'listOrders',
    tag: 'orders',
    summary: 'A page of the orders of one status or of all, newest first, or those a search finds',
    description:
      "Manage Order's list: `status` one status (by default `paid`, to ship) or `all`. With `q`, every order whatever its status (a `status` other than `all` beside it is 400): `#1001` or `1001` finds the order of that number; text with `@` the orders of that email, whole and without case, newest first; other text the orders whose buyer's name starts with it, without case, by name. Paged with `after`, the last `_id` of the previous page of the same query; `X-Total-Count` says how many the view or the search has.",
    access: 'admin',
    cache: 'privateNoStore',
    query: listOrdersQuerySchema,
    success: { status: 200, description: 'The orders', body: 'Order[]', totalCount: true },
  }),
  defineCall({
    method: 'get',
    path: orderCountsPath,
    operationId: 'countOrders',
    tag: 'orders',
    summary: 'How many orders have each status',
    access: 'admin',
    cache: 'privateNoStore',
    success: { status: 200, description: 'The counts', body: 'OrderCounts' },
  }),
  defineCall({
    method: 'get',
    path: orderPath,
    operationId: 'getOrder',
    tag: 'orders',
    summary: 'One order, for its buyer or an admin',
    access: 'customer',
    cache: 'privateNoStore',
    rateLimit: 'signedInReads',
    pathParameters: orderId,
    success: { status: 200, description: 'The order', body: 'Order' },
    errors: { 404: "No such order, or another buyer's" },
  }),
  defineCall({
    method: 'get',
    path: orderHistoryPath,
    operationId: 'getOrderHistory',
    tag: 'orders',
    summary: 'What happened to an order, for its buyer or an admin',
    description:
      'One event for each change of status, and for each parcel shipped or delivered, oldest first.',
    access: 'customer',
    cache: 'privateNoStore',
    rateLimit: 'signedInReads',
    pathParameters: orderId,
    success: {
      status: 200,
      description: 'The events',
      body: 'OrderEvent[]',
      maxItems: orderHistoryMax,
    },
    errors: { 404: "No such order, or another buyer's" },
  }),
  defineCall({
    method: 'post',
    path: orderShipmentsPath,
    operationId: 'shipParcel',
    tag: 'orders',
    summary: 'Ship a parcel of a paid order, with its carrier and tracking number',
    description: `The order is \`partially-shipped\` until every unit has shipped, then \`shipped\`. At most ${shipmentsMax} parcels. The tracking number must have the shape of the carrier's numbers; for \`other\` carriers give the \`trackingUrl\`. Each line takes its units from the part's oldest lots that are not recalled, or from the \`lots\` given; the parcel records them.`,
    access: 'admin',
    pathParameters: orderId,
    body: shipmentInputSchema,
    success: { status: 201, description: 'The order, with the parcel', body: 'Order' },
    errors: {
      400: 'The input is not valid, the order has no such part, or the part no such lot (`validation_failed`); or the body is not JSON (`malformed_json`)',
      404: 'No such order',
      409: 'The order cannot ship now, or fewer units of a line are left to ship; or a lot given is recalled or holds fewer units, or the lots that may be packed hold fewer than the line',
    },
  }),
  defineCall({
    method: 'post',
    path: shipmentDeliveryPath,
    operationId: 'markParcelDelivered',
    tag: 'orders',
    summary: 'Say a parcel arrived: an admin, or the order’s buyer',
    description: 'When every parcel of a shipped order has arrived, the order is `delivered`.',
    access: 'customer',
    rateLimit: 'accountChanges',
    pathParameters: shipmentId,
    success: { status: 200, description: 'The order', body: 'Order' },
    errors: {
      404: "No such order or parcel, or another buyer's",
      409: 'The parcel has already arrived',
    },
  }),
  defineCall({
    method: 'post',
    path: orderReturnsPath,
    operationId: 'requestReturn',
    tag: 'orders',
    summary: 'Ask to return units of a line of your delivered order',
    description: `Within the order's return window (\`returnableUntil\`), up to the line's delivered units less those in returns not refused, with a reason: \`other\` needs a \`note\`, \`wrong-fit\` the \`bike\` it did not fit. At most ${returnsMax} returns an order. The admins are told.`,
    access: 'customer',
    rateLimit: 'accountChanges',
    pathParameters: orderId,
    body: returnRequestInputSchema,
    success: { status: 201, description: 'The order, with the return', body: 'Order' },
    errors: {
      400: 'The input is not valid (an unknown bike, `other` without a note), or the order has no such part (`validation_failed`); or the body is not JSON (`malformed_json`)',
      404: 'No such order of yours',
      409: 'The order is not delivered, its return window closed, or fewer units of the line are left to return',
    },
  }),
  defineCall({
    method: 'patch',
    path: orderReturnPath,
    operationId: 'decideReturn',
    tag: 'orders',
    summary: 'Approve a requested return, or refuse it saying why',
    description:
      'The buyer is told: where to send it back, or the note. An approved return waits to be received.',
    access: 'admin',
    pathParameters: returnId,
    body: returnDecisionInputSchema,
    success: { status: 200, description: 'The order', body: 'Order' },
    errors: { 404: 'No such order or return', 409: 'The return is not requested' },
  }),
  defineCall({
    method: 'post',
    path: returnReceiptPath,
    operationId: 'receiveReturn',
    tag: 'orders',
    summary: 'Receive an approved return: restock or scrap its units, and refund it',
    description:
      "Stripe refunds the units at the line's price, with the order's shipping when this return brings the whole order back or `refundShipping` asks (shipping is refunded once). The order becomes `returned` when every unit is back, else `partially-returned`. A second call for the same return makes no second refund.",
    access: 'admin',
    pathParameters: returnId,
    body: returnReceiptInputSchema,
    success: { status: 200, description: 'The order', body: 'Order' },
    errors: {
      404: 'No such order or return',
      409: 'The return is not approved, or already received; or its refund would be more than is left of the payment',
      502: 'Stripe refused the refund',
      503: 'Stripe could not be reached for the refund',
    },
  }),
  defineCall({
    method: 'get',
    path: returnsPath,
    operationId: 'listReturns',
    tag: 'orders',
    summary: 'A page of the orders with returns to handle, the newest return first',
    description:
      'By default the orders with a return that waits for the shop (`requested` or `approved`); `status` asks for one status of returns. Each order comes with all its returns.',
    access: 'admin',
    cache: 'privateNoStore',
    query: listReturnsQuerySchema,
    success: { status: 200, description: 'The orders', body: 'Order[]', totalCount: true },
  }),
  defineCall({
    method: 'get',
    path: wrongFitReturnsPath,
    operationId: 'listWrongFitReturns',
    tag: 'orders',
    summary: 'Wrong-fit returns per part and bike, most first',
    description:
      "Returns whose reason is `wrong-fit`, and which were not refused, counted for each part and the buyer's bike: a fitment to check.",
    access: 'admin',
    cache: 'privateNoStore',
    query: wrongFitReturnsQuerySchema,
    success: { status: 200, description: 'The counts', body: 'WrongFitReturns[]' },
  }),
  defineCall({
    method: 'get',
    path: returnSettingsPath,
    operationId: 'getReturnSettings',
    tag: 'orders',
    summary: 'The return window: how many days after delivery an order may be returned',
    description: `${defaultReturnWindowDays} days until an admin sets it.`,
    access: 'customer',
    cache: 'privateNoStore',
    rateLimit: 'signedInReads',
    success: { status: 200, description: 'The return settings', body: 'ReturnSettings' },
  }),
  defineCall({
    method: 'put',
    path: returnSettingsPath,
    operationId: 'replaceReturnSettings',
    tag: 'orders',
    summary: 'Set the return window',
    description: `0 to ${returnWindowDaysMax} days. An order keeps the window in force when it is delivered: a change applies to the orders delivered after it.`,
    access: 'admin',
    body: returnSettingsInputSchema,
    success: { status: 200, description: 'The return settings', body: 'ReturnSettings' },
  }),
  defineCall({
    method: 'post',
    path: recallsPath,
    operationId: 'createRecall',
    tag: 'orders',
    summary: 'Recall bad lots of a part: block them and tell every buyer who got one',
    description: `Up to ${recallLotsMax} lots of the part. Their units on the shelf are kept off sale, and every order whose parcels held units of them gets the recall (\`Order.recalls\`), an event in its history and a message to its buyer, whatever their email choice. Parts stocked before lots have the lot \`${openingLotCode}\`.`,
    access: 'admin',
    body: recallInputSchema,
    success: { status: 201, description: 'The recall', body: 'Recall' },
    errors: {
      400: 'The input is not valid, or the part has no such lot (`validation_failed`); or the body is not JSON (`malformed_json`)',
      404: 'No such part',
      409: 'A lot is recalled already',
    },
  }),
  defineCall({
    method: 'get',
    path: recallsPath,
    operationId: 'listRecalls',
    tag: 'orders',
    summary: 'The recalls, newest first, with what each reached',
    description:
      'Units of the recalled lots shipped, to how many buyers, how many of them answered, and how many units came back in received returns.',
    access: 'admin',
    cache: 'privateNoStore',
    success: {
      status: 200,
      description: 'The recalls',
      body: 'RecallReport[]',
      maxItems: recallsListMax,
    },
  }),
  defineCall({
    method: 'post',
    path: recallAnswerPath,
    operationId: 'answerRecall',
    tag: 'orders',
    summary: 'Say you read a recall of parts of your order',
    description:
      'The units are sent back with a return (`POST /order/{id}/returns`), which a recalled part may ask for after the return window.',
    access: 'customer',
    rateLimit: 'accountChanges',
    pathParameters: recallId,
    success: { status: 200, description: 'The order', body: 'Order' },
    errors: {
      404: 'No such order of yours, or no such recall of it',
      409: 'The recall is answered already',
    },
  }),
  defineCall({
    method: 'patch',
    path: orderStatusPath,
    operationId: 'changeOrderStatus',
    tag: 'orders',
    summary: 'Ship a paid order, or cancel one',
    description:
      'Shipping sends every unit not yet shipped in one parcel, with no carrier named. Cancelling a paid order refunds it through Stripe: it becomes `refunded`.',
    access: 'admin',
    pathParameters: orderId,
    body: orderStatusInputSchema,
    success: { status: 200, description: 'The order', body: 'Order' },
    errors: {
      404: 'No such order',
      409: 'The order cannot go to that status from its own',
      502: 'Stripe refused the refund',
      503: 'Stripe could not be reached for the refund',
    },
  }),
  defineCall({
    method: 'post',
    path: paymentIntentPath,
    operationId: 'createPaymentIntent',
    tag: 'payments',
    summary: 'Start paying an unpaid order of your own by card',
    description:
      'One Stripe PaymentIntent per order, for the amount the server computed: a second call answers the same one.',
    access: 'customer',
    rateLimit: 'payments',
    body: createPaymentIntentInputSchema,
    success: {
      status: 200,
      description: 'What Stripe.js confirms the payment with',
      body: 'ClientSecretResponse',
    },
    errors: {
      404: 'No such order of yours',
      409: 'The order is paid already, or can no longer be paid (its hold ended)',
      502: 'Stripe refused',
      503: 'Stripe could not be reached',
    },
  }),
  defineCall({
    method: 'patch',
    path: orderPath,
    operationId: 'confirmPayment',
    tag: 'payments',
    summary: 'Tell the shop a card payment went through',
    description:
      'The shop asks Stripe. A payment that arrives after the hold ended is refunded, and answered 409.',
    access: 'customer',
    rateLimit: 'payments',
    pathParameters: orderId,
    body: confirmPaymentInputSchema,
    success: { status: 200, description: 'The order, paid', body: 'Order' },
    errors: {
      400: 'The input is not valid, or Stripe has no such payment (`validation_failed`); or the body is not JSON (`malformed_json`)',
      404: 'No such order of yours',
      409: 'The order is paid already, the payment was not started for it, or its hold ended (the payment is refunded)',
      502: 'Stripe refused',
      503: 'Stripe could not be reached',
    },
  }),
  defineCall({
    method: 'post',
    path: stripeWebhookPath,
    operationId: 'receiveStripeEvent',
    tag: 'payments',
    summary: "Stripe's signed events: payments, refunds, disputes",
    description:
      "Events about payments that are not the shop's are recorded as ignored and answered 2xx; an event that cannot be applied yet is answered with an error, so that Stripe sends it again.",
    access: 'stripe-signature',
    success: { status: 200, description: 'Received', body: 'StripeWebhookResponse' },
    errors: {
      400: 'No signature, or one that is not valid or not recent (`validation_failed`); or the body is not JSON (`malformed_json`)',
      404: 'The order of the payment is gone',
      409: 'The order is paid by another payment, or its refund is not recorded yet',
      502: 'Stripe refused',
      503: 'Stripe could not be reached',
    },
  }),
  defineCall({
    method: 'get',
    path: shippingMethodsPath,
    operationId: 'listShippingMethods',
    tag: 'shipping',
    summary: 'How the shop ships to a country, and for how much',
    description:
      "The methods of the country's zone; none when the shop has no zone with that country yet. `price` is the lightest parcel's, `rates` price heavier ones by weight, and a method with `freeOver` is free for an order whose subtotal reaches it. The server prices each order's shipping itself.",
    access: 'public',
    cache: 'publicList',
    rateLimit: 'publicReads',
    query: shippingMethodsQuerySchema,
    success: {
      status: 200,
      description: "The country's methods",
      body: 'ShippingMethod[]',
      maxItems: shippingMethodsPerZoneMax,
    },
  }),
  defineCall({
    method: 'get',
    path: shippingZonesPath,
    operationId: 'listShippingZones',
    tag: 'shipping',
    summary: 'The shipping zones and their methods',
    access: 'admin',
    cache: 'privateNoStore',
    success: {
      status: 200,
      description: 'Every zone',
      body: 'ShippingZone[]',
      maxItems: shippingZonesMax,
    },
  }),
  defineCall({
    method: 'post',
    path: shippingZonesPath,
    operationId: 'createShippingZone',
    tag: 'shipping',
    summary: 'Add a shipping zone',
    description: 'A country is in one zone at most.',
    access: 'admin',
    body: shippingZoneInputSchema,
    success: { status: 201, description: 'The new zone', body: 'ShippingZone' },
    errors: {
      409: `A country is in another zone already, or the shop has ${shippingZonesMax} zones`,
    },
  }),
  defineCall({
    method: 'put',
    path: shippingZonePath,
    operationId: 'replaceShippingZone',
    tag: 'shipping',
    summary: 'Change a shipping zone',
    description:
      'The zone becomes the one given. A method given with its `id` keeps it (orders name methods by id); one without gets a new id; one left out is gone.',
    access: 'admin',
    pathParameters: zoneId,
    body: shippingZoneInputSchema,
    success: { status: 200, description: 'The zone', body: 'ShippingZone' },
    errors: {
      400: 'The input is not valid, or names a method id the zone does not have',
      404: 'No such shipping zone',
      409: 'A country is in another zone already',
    },
  }),
  defineCall({
    method: 'delete',
    path: shippingZonePath,
    operationId: 'deleteShippingZone',
    tag: 'shipping',
    summary: 'Remove a shipping zone',
    description: 'The shop then ships to its countries by no method until another zone has them.',
    access: 'admin',
    pathParameters: zoneId,
    success: { status: 200, description: 'Removed', body: 'DeletedResponse' },
    errors: { 404: 'No such shipping zone' },
  }),
  defineCall({
    method: 'get',
    path: ordersExportPath,
    operationId: 'exportOrders',
    tag: 'orders',
    summary: 'The orders of a range of days, as a CSV file with a row for each line',
    description: `Each row is one line of an order placed from \`from\` to \`to\` (days in UTC, both included; without them, every order), oldest first: the order's id, dates, status and buyer, the line's part, number, quantity, unit price and total, and the order's subtotal, shipping, total and what was refunded. ${csvFileText}`,
    access: 'admin',
    cache: 'privateNoStore',
    rateLimit: 'csvExports',
    query: exportQuerySchema,
    success: csvSuccess('The orders, a row for each line'),
  }),
  defineCall({
    method: 'get',
    path: stockMovementsExportPath,
    operationId: 'exportStockMovements',
    tag: 'catalogue',
    summary: 'The stock movements of a range of days, as a CSV file',
    description: `Every change of a part's stock or lots made from \`from\` to \`to\` (days in UTC, both included; without them, every one), oldest first, with the part's number and name, the reason, the change (\`delta\`, negative when units left) and the stock after, the lots it changed (\`code:delta\`, \`/blocked\` when it blocked units), the order and who made it. ${csvFileText}`,
    access: 'admin',
    cache: 'privateNoStore',
    rateLimit: 'csvExports',
    query: exportQuerySchema,
    success: csvSuccess('The stock movements'),
  }),
  defineCall({
    method: 'get',
    path: partsExportPath,
    operationId: 'exportParts',
    tag: 'catalogue',
    summary: 'The parts, as a CSV file',
    description: `The parts added from \`from\` to \`to\` (days in UTC, both included), oldest first; without them, every part. The bikes a part fits are one cell (\`Honda CB500X 2016-2018; Yamaha MT-07 2014-2020\`), so are the numbers it replaces (\`Yamaha: 1WS-F582U-00; NGK: CR9EIA-9\`). ${csvFileText}`,
    access: 'admin',
    cache: 'privateNoStore',
    rateLimit: 'csvExports',
    query: exportQuerySchema,
    success: csvSuccess('The parts'),
  }),
  defineCall({
    method: 'post',
    path: partsImportPreviewPath,
    operationId: 'previewPartsImport',
    tag: 'catalogue',
    summary: 'A dry run of a parts import: what each row of a CSV file would change, or its errors',
    description: `${partsImportText} Nothing is written: each row answers the fields it would change (before and after), the change of stock, or its errors by row and column; a row an earlier import of the same file wrote is \`unchanged\`, with its \`importedAt\`.`,
    access: 'admin',
    rateLimit: 'csvImports',
    maxBodyBytes: importBodyBytes,
    body: partsImportInputSchema,
    success: {
      status: 200,
      description: 'What an import of the file would do',
      body: 'PartsImportReport',
    },
    errors: partsImportErrors,
  }),
  defineCall({
    method: 'post',
    path: partsImportPath,
    operationId: 'importParts',
    tag: 'catalogue',
    summary: 'Import parts from a CSV file: create or update them by part number',
    description: `${partsImportText} Refused whole, nothing written, while any row has an error (every one in \`error.rows\`, by row and column). The rows are then written 20 to a transaction (a file of 1,000 rows is too many writes for one), each worked out again on the data of that moment; each change of stock is one \`import\` stock movement. So an import is not all or nothing: the answer says, row by row, what was done (\`outcome\`): \`applied\`, \`unchanged\`, \`conflict\` (its part's stock or number changed while the import ran: not written, \`errors\` say how; the other rows are written) or \`skipped\` (a transaction failed, and the import stopped before the row). The rows written are remembered by file: the same file imported again writes only the rows not yet written (the others are \`unchanged\`, with \`importedAt\`), so a count of stock is never applied twice.`,
    access: 'admin',
    rateLimit: 'csvImports',
    maxBodyBytes: importBodyBytes,
    body: partsImportInputSchema,
    success: {
      status: 200,
      description: 'What the import did with each row: written or not, and why not',
      body: 'PartsImportReport',
    },
    errors: {
      ...partsImportErrors,
      400: 'The file cannot be read, or a row has an error (`validation_failed`, each in `error.rows`); or the body is not JSON (`malformed_json`)',
      409: 'Each error is a stock that moved since the file was made, or a number another part took (each in `error.rows`), and nothing was imported',
    },
  }),
  defineCall({
    method: 'get',
    path: salesReportPath,
    operationId: 'getSalesReport',
    tag: 'reports',
    summary: 'The sales report of a range of days',
    description: `Revenue by day and by ISO week net of refunds, orders by status, the ten parts that sold the most units, the average order and the return rate by part and by reason, for the days \`from\` to \`to\` (UTC, both included, at most ${reportDaysMax} days). A sale counts on the day its order was placed, a refund on the day it was made, a received return against its order's day. Read from monthly rollups (one document per month of the range), never from the orders.`,
    access: 'admin',
    cache: 'privateNoStore',
    query: salesReportQuerySchema,
    success: { status: 200, description: 'The report', body: 'SalesReport' },
  }),
] as const;
