import { invalidRequest, missingParam, unknownParam } from './errors.ts';
import type { FormObject, FormValue } from './form-body.ts';

/**
 * Typed reads of a parsed form body, answering with Stripe's 400s. `name` is the parameter
 * as Stripe reports it (`card[number]`), which nested reads pass down.
 */

/** Stripe refuses parameters it does not know, which catches typos; so does the sandbox. */
export function rejectUnknown(form: FormObject, known: readonly string[], prefix = '') {
  for (const key of Object.keys(form)) {
    if (!known.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key, known);
  }
}

export function optionalString(value: FormValue | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, { param: name });
  return value;
}

export function requiredString(value: FormValue | undefined, name: string): string {
  const text = optionalString(value, name);
  if (text === undefined || text === '') throw missingParam(name);
  return text;
}

export function optionalObject(value: FormValue | undefined, name: string): FormObject {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object: ${name}`, { param: name });
  }
  return value;
}

/** A whole number ≥ 1, as Stripe wants amounts (in the currency's smallest unit). */
export function requiredPositiveInteger(value: FormValue | undefined, name: string): number {
  const text = requiredString(value, name);
  if (!/^-?\d+$/.test(text)) {
    throw invalidRequest(`Invalid integer: ${text}`, {
      param: name,
      code: 'parameter_invalid_integer',
    });
  }
  const number = Number(text);
  if (number < 1 || !Number.isSafeInteger(number)) {
    throw invalidRequest('This value must be greater than or equal to 1.', {
      param: name,
      code: 'parameter_invalid_integer',
    });
  }
  return number;
}

export function optionalBoolean(value: FormValue | undefined, name: string): boolean | undefined {
  const text = optionalString(value, name);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') {
    throw invalidRequest(`Invalid boolean: ${text}`, { param: name });
  }
  return text === 'true';
}

export function optionalStringList(value: FormValue | undefined, name: string) {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw invalidRequest(`Invalid array: ${name}`, { param: name });
  }
  return value as string[];
}

/** `metadata[...]`: string keys to string values; Stripe's limits on their sizes apply. */
export function metadata(value: FormValue | undefined): Record<string, string> {
  const entries = Object.entries(optionalObject(value, 'metadata'));
  if (entries.length > 50) {
    throw invalidRequest('Metadata can have at most 50 keys.', { param: 'metadata' });
  }
  return Object.fromEntries(
    entries.map(([key, item]) => {
      const param = `metadata[${key}]`;
      const text = optionalString(item, param) ?? '';
      if (key.length > 40 || text.length > 500) {
        throw invalidRequest('Metadata keys are limited to 40 characters, values to 500.', {
          param,
        });
      }
      return [key, text];
    }),
  );
}
