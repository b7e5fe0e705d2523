import {
  lowStockPartsPath,
  partPath,
  partStocktakePath,
  partsPageSizeMax,
  partsPath,
  userPath,
  usersPath,
  type CreatePartInput,
  type DeletedResponse,
  type Part,
  type StocktakeInput,
  type UpdatePartInput,
  type User,
  type UserRole,
} from '@moto-parts/contracts';
import { api, apiPath, type Page } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** A page of `path` (a list of parts), after the part `after`. */
function partsPage(path: string, after?: string) {
  const query = new URLSearchParams({ limit: String(partsPageSizeMax) });
  if (after) query.set('after', after);
  return `${path}?${query.toString()}`;
}

/** Every page of the list of parts at `path`, and how many there are in all. */
async function everyPart(path: string): Promise<Page<Part>> {
  const first = await api.getPage<Part>(partsPage(path));
  const items = [...first.items];
  let page = first.items;
  // A short page is the last one; the count saves asking for an empty page after a full one.
  while (page.length === partsPageSizeMax && items.length < first.total) {
    page = (await api.getPage<Part>(partsPage(path, page.at(-1)?._id))).items;
    items.push(...page);
  }
  return { items, total: first.total };
}

/**
 * `GET /parts`, page after page (newest first), and how many parts there are in all: Manage
 * Product lists the whole catalogue, so any part can be restocked or removed.
 */
export const getAllParts = () => everyPart(partsPath);

/** Manage Product's whole list; `enabled` false while it shows another. */
export function useAllParts(enabled = true) {
  return useApiQuery(enabled ? 'all-parts' : null, getAllParts);
}

/**
 * `GET /parts/low-stock` (admins), page after page: the parts at or below their reorder point,
 * and how many there are (docs/decisions/0039-low-stock-and-stocktakes.md).
 */
export const getLowStockParts = () => everyPart(lowStockPartsPath);

export function useLowStockParts(enabled: boolean) {
  return useApiQuery(enabled ? 'low-stock-parts' : null, getLowStockParts);
}

/** How many parts are low on stock: the count of `GET /parts/low-stock`, one part asked for. */
export async function getLowStockCount() {
  return (await api.getPage<Part>(`${lowStockPartsPath}?limit=1`)).total;
}

/** The dashboard's count of parts low on stock; `enabled` only for an admin. */
export function useLowStockCount(enabled: boolean) {
  return useApiQuery(enabled ? 'low-stock-count' : null, getLowStockCount);
}

/**
 * `POST /parts/{id}/stocktake` (admins): a counted figure and its reason, against the stock
 * the admin saw; answers the part, or 409 with the stock now if it moved.
 */
export function stocktakePart(id: string, input: StocktakeInput) {
  return api.post<Part>(apiPath(partStocktakePath, { id }), input);
}

/** `POST /parts` (admins): answers 201 with the new part. */
export function createPart(input: CreatePartInput) {
  return api.post<Part>(partsPath, input);
}

/**
 * `PUT /parts/{id}` (admins): the counted stock, a new price, most per order, category or fit,
 * any of them at once; answers the part.
 */
export function updatePart(id: string, input: UpdatePartInput) {
  return api.put<Part>(apiPath(partPath, { id }), input);
}

/** `DELETE /parts/{id}` (admins): the part leaves the catalogue; its unpaid orders are cancelled. */
export function removePart(id: string) {
  return api.delete<DeletedResponse>(apiPath(partPath, { id }));
}

/** The most users `GET /user` answers in one call. */
export const usersLimit = 500;

/** `GET /user` (admins): the first users by email, and how many there are (`X-Total-Count`). */
export function getUsers() {
  return api.getPage<User>(`${usersPath}?limit=${usersLimit}`);
}

export function useUsers() {
  return useApiQuery('users', getUsers);
}

/**
 * Make Admin (`role` admin) and Remove Admin (`role` customer), `PUT /user/{email}` (admins):
 * the account is named by its id too, so the change lands on the account the admin saw.
 * Answers the updated user; a removal that would leave the shop without a live admin is
 * refused with 409.
 */
export function setUserRole(user: User, role: UserRole) {
  return api.put<User>(apiPath(userPath, { email: user.email }), { role, uid: user._id });
}
