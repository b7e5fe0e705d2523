// The API's paths, as its OpenAPI document writes them: `{name}` is a path parameter. The API
// registers its routes from them (functions/src/openapi/api-calls.ts) and the web app builds
// its URLs with them (`apiPath`, web/src/lib/api-client.ts). One constant each, which the web
// build inlines where it is used, so no page loads the paths it does not call.

export const healthPath = '/health';
export const openApiDocumentPath = '/openapi.json';
export const usersPath = '/user';
export const userPath = '/user/{email}';
export const adminCheckPath = '/admin/{email}';
export const partsPath = '/parts';
export const partPath = '/parts/{id}';
export const partStockPath = '/parts/{id}/stock';
export const partStocktakePath = '/parts/{id}/stocktake';
export const lowStockPartsPath = '/parts/low-stock';
export const fitmentPath = '/fitment';
export const reviewsPath = '/reviews';
export const ordersPath = '/order';
export const orderCountsPath = '/order/counts';
export const orderPath = '/order/{id}';
export const orderStatusPath = '/order/{id}/status';
export const orderHistoryPath = '/order/{id}/history';
export const orderShipmentsPath = '/order/{id}/shipments';
export const shipmentDeliveryPath = '/order/{id}/shipments/{shipmentId}/delivery';
export const orderReturnsPath = '/order/{id}/returns';
export const orderReturnPath = '/order/{id}/returns/{returnId}';
export const returnReceiptPath = '/order/{id}/returns/{returnId}/receipt';
export const returnsPath = '/returns';
export const wrongFitReturnsPath = '/returns/fitment';
export const returnSettingsPath = '/return-settings';
export const recallsPath = '/recalls';
export const recallAnswerPath = '/order/{id}/recalls/{recallId}/answer';
export const myOrdersPath = '/my-order';
export const myOrderPath = '/my-order/{id}';
export const paymentIntentPath = '/create-payment-intent';
export const stripeWebhookPath = '/stripe/webhook';
export const shippingMethodsPath = '/shipping-methods';
export const shippingZonesPath = '/shipping-zones';
export const shippingZonePath = '/shipping-zones/{id}';
export const addressBookPath = '/address-book';

/** The names of the `{name}` parameters of a path. */
export type PathParameterOf<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParameterOf<Rest> : never;
