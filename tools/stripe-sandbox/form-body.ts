/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys, as the
 * `stripe` SDK writes it (`metadata[orderId]=x`, `payment_method_types[0]=card`,
 * `card[exp_month]=12`). Brackets may arrive encoded (`%5B`) or not; URLSearchParams decodes
 * both. Indexed (`[0]`) and empty (`[]`) brackets make arrays.
 */

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** A key that is both a value and a hash, such as `a=1&a[b]=2`; Stripe rejects it too. */
export class FormBodyError extends Error {
  readonly param: string;

  constructor(param: string) {
    super(`Invalid hash: ${param} is given both as a value and as a hash.`);
    this.param = param;
  }
}

export function parseFormBody(body: string | URLSearchParams): FormObject {
  const root: FormObject = {};
  const params = typeof body === 'string' ? new URLSearchParams(body) : body;
  for (const [key, value] of params) assign(root, keyPath(key), value, key);
  return withArrays(root) as FormObject;
}

/** `a[b][0]` → `['a', 'b', '0']`; a key that is not well formed is taken literally. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const [, head = key, brackets = ''] = match;
  return [head, ...Array.from(brackets.matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '')];
}

function assign(root: FormObject, path: string[], value: string, key: string) {
  let node = root;
  path.forEach((segment, index) => {
    // `[]` appends: the next index of this container.
    const name = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      if (typeof node[name] === 'object') throw new FormBodyError(key);
      node[name] = value;
      return;
    }
    const child = (node[name] ??= {});
    if (typeof child !== 'object') throw new FormBodyError(key);
    node = child as FormObject;
  });
}

/** Containers whose keys are exactly 0..n-1 become arrays, recursively. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, withArrays(v)] as const);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
