import {
  partPath,
  partsPageSizeMax,
  partsPath,
  userPath,
  usersPath,
  type CreatePartInput,
  type DeletedResponse,
  type Part,
  type UpdatePartInput,
  type User,
  type UserRole,
} from '@moto-parts/contracts';
import { api, apiPath, type Page } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

function partsPage(after?: string) {
  const query = new URLSearchParams({ limit: String(partsPageSizeMax) });
  if (after) query.set('after', after);
  return `${partsPath}?${query.toString()}`;
}

/**
 * `GET /parts`, page after page (newest first), and how many parts there are in all: Manage
 * Product lists the whole catalogue, so any part can be restocked or removed.
 */
export async function getAllParts(): Promise<Page<Part>> {
  const first = await api.getPage<Part>(partsPage());
  const items = [...first.items];
  let page = first.items;
  // A short page is the last one; the count saves asking for an empty page after a full one.
  while (page.length === partsPageSizeMax && items.length < first.total) {
    page = (await api.getPage<Part>(partsPage(page.at(-1)?._id))).items;
    items.push(...page);
  }
  return { items, total: first.total };
}

export function useAllParts() {
  return useApiQuery('all-parts', getAllParts);
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
