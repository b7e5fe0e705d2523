import { orderableMost, quantityProblem, type CartLine, type Part } from '@moto-parts/contracts';

/** Stock at or below which a line says how many are left, as shops do ("only 3 left"). */
export const fewLeft = 10;

/** What a cart line can be ordered as now; the cart holds no stock, so this changes. */
export type LineStatus =
  | { kind: 'ok' }
  /** It can be ordered, and little is left. */
  | { kind: 'few-left'; left: number }
  /** The part has left the catalogue, or fewer than its minimum order are left. */
  | { kind: 'unavailable' }
  /** More than can be ordered now: its stock, or its most per order. */
  | { kind: 'too-many'; most: number }
  | { kind: 'too-few'; min: number };

export function lineStatus(line: CartLine, part: Part | undefined): LineStatus {
  if (!part || part.availableQuantity < part.minOrder) return { kind: 'unavailable' };
  switch (quantityProblem(line.quantity, part)) {
    case 'below-minimum':
      return { kind: 'too-few', min: part.minOrder };
    case 'above-order-max':
    case 'above-stock':
    case 'not-a-whole-number':
      return { kind: 'too-many', most: orderableMost(part) };
  }
  return part.availableQuantity <= fewLeft
    ? { kind: 'few-left', left: part.availableQuantity }
    : { kind: 'ok' };
}

/** Whether a line with this status may go to checkout: only a quantity that can be ordered. */
export const isOrderable = (status: LineStatus) =>
  status.kind === 'ok' || status.kind === 'few-left';

/** What the cart says of a line, or nothing when all is well. */
export function statusText(status: LineStatus): string | undefined {
  switch (status.kind) {
    case 'few-left':
      return `Only ${status.left} left`;
    case 'unavailable':
      return 'No longer available';
    case 'too-many':
      return `Only ${status.most} can be ordered now`;
    case 'too-few':
      return `The minimum order is ${status.min}`;
    case 'ok':
      return undefined;
  }
}

/** A cart line with its part as the shop has it now (none once it left) and its state. */
export interface CartRow {
  line: CartLine;
  part: Part | undefined;
  status: LineStatus;
}

/** The cart's lines beside the parts `GET /parts?ids=` found, and whether all can be ordered. */
export function cartRows(lines: readonly CartLine[], parts: readonly Part[]) {
  const partOf = new Map(parts.map((part): [string, Part] => [part._id, part]));
  const rows = lines.map((line): CartRow => {
    const part = partOf.get(line.partId);
    return { line, part, status: lineStatus(line, part) };
  });
  return { rows, ready: rows.every(({ status }) => isOrderable(status)) };
}
