import unhomoglyph from 'unhomoglyph';

// Why a skeleton: a review is shown under its reviewer's name, and a name that passes for the
// shop's own would let anyone speak for the shop. Lowercasing and keeping a-z alone let
// "M0to-Parts team" (digit zero), "Mоto-Parts" (a Cyrillic о) and "ＭｏｔｏＰａｒｔｓ"
// (fullwidth) through, so names are compared by what they look like instead: a skeleton as in
// Unicode's UTS #39, where two strings that look alike have the same skeleton. unhomoglyph
// holds UTS #39's confusables table (Unicode 13), which also maps the digits 0 → O and 1 → l;
// its prototypes read oddly ("m" → "rn") but only ever meet other skeletons.

/**
 * One UTS #39 skeleton step: NFKC's compatibility folding (fullwidth, mathematical and other
 * letter forms), decomposed as UTS #39 wants (NFKD = NFD of NFKC), without accents, and each
 * character replaced by its confusables prototype.
 */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFKD').replace(/\p{M}/gu, ''));

/**
 * The skeleton in any case, with spacing, punctuation and whatever looks like no Latin letter
 * dropped. Prototypes keep case (a Cyrillic "М" → "M", but "m" → "rn", "0" → "O"), so the
 * skeleton is lowercased and taken again, for "M" and "m" to meet.
 */
const letters = (text: string) =>
  skeleton(skeleton(text).toLowerCase())
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const shop = letters('motoparts');

/**
 * Whether a reviewer's name passes for the shop's own ("moto-parts team", "MotoParts",
 * "M0to-Parts", "ＭｏｔｏＰａｒｔｓ"). The name is also read in capitals, so that lowercase
 * Cyrillic ("мото", whose "м" and "т" have the prototypes "ʍ" and "ᴛ") is caught by its capitals.
 */
export const namesTheShop = (name: string): boolean =>
  [name, name.toUpperCase()].some((form) => letters(form).includes(shop));
