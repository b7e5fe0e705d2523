// CSV injection (OWASP, "CSV Injection"): a spreadsheet that opens a CSV runs a cell that
// begins with `=`, `+`, `-` or `@` as a formula, and a tab or carriage return first can
// smuggle one past a check. Text cells of the shop's exports go through `neutraliseCell`; the
// parts import reads them back through `restoreCell`, so a part named "=SUM(A1)" keeps its
// name through an export and an import (docs/decisions/0040-csv-export-and-import.md), and
// quotes a cell in an error only in part (`quotedCell`).

/** A cell a spreadsheet would read as a formula: one of the triggers first, after any `'`s. */
const formulaStart = /^'*[=+\-@\t\r]/;

/**
 * Text as a CSV cell no spreadsheet runs: a cell that begins with `=`, `+`, `-`, `@`, a tab or
 * a carriage return (or with `'`s and then one of them) gets one more `'` in front, which
 * spreadsheets show as text. Other text is kept as it is. Only text: the numbers an export
 * writes itself (a negative delta) are numbers, and stay so.
 */
export const neutraliseCell = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/** The text `neutraliseCell` was given: a cell of an export, read back by an import. */
export const restoreCell = (cell: string) =>
  cell.startsWith("'") && formulaStart.test(cell) ? cell.slice(1) : cell;

/** `text` cut to `max` characters (code points), with `…` when it was longer. */
export const excerpt = (text: string, max: number) => {
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : text;
};

/** A cell as an error message quotes it: a file's cell may be a megabyte long. */
export const quotedCell = (cell: string) => `"${excerpt(cell, 40)}"`;
