/** A part as the API answers it. Prices are dollars here; the server keeps integer cents. */
export interface Part {
  _id: string;
  name: string;
  image: string;
  description: string;
  price: number;
  minOrder: number;
  availableQuantity: number;
}

/** The longest part name (SPEC: name max 20 on the add forms), and so the longest search. */
export const partNameMaxLength = 20;

export const partsPageSizeMax = 50;

/** Header of `GET /parts` with how many parts match in all. */
export const totalCountHeader = 'X-Total-Count';

/** The most units of one part the shop will hold; stock is a whole number from 0 to this. */
export const partStockMax = 1_000_000;

/** The largest minimum order a part may have. */
export const minOrderMax = 10_000;
/** The highest price of a part, in dollars. */
export const partPriceMax = 100_000;
