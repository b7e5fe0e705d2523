import { describe, expect, it } from 'vitest';
import { neutraliseCell, quotedCell, restoreCell } from './csv-cells.ts';

describe('neutraliseCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-5 mm spacer', "'-5 mm spacer"],
    ['@Brand', "'@Brand"],
    ['\tindent', "'\tindent"],
    ['\r=cmd', "'\r=cmd"],
    ["'=already", "''=already"],
  ])('when text begins a formula (%j), then it gets a leading apostrophe', (text, cell) => {
    expect(neutraliseCell(text)).toBe(cell);
  });

  it.each([
    'Drilled Brake Disc',
    'MP-BD-3207',
    '2026-01-31T10:00:00.000Z',
    '',
    "'quoted",
    'a=b',
    ' =spaced',
  ])('when text begins no formula (%j), then it is kept as it is', (text) => {
    expect(neutraliseCell(text)).toBe(text);
  });
});

describe('restoreCell', () => {
  it.each(['=SUM(A1)', '-5 mm spacer', '@Brand', "'=already", "''+x", "'quoted", 'plain', ''])(
    'when %j is neutralised and read back, then it is the same text',
    (text) => {
      expect(restoreCell(neutraliseCell(text))).toBe(text);
    },
  );

  it('when a cell was typed with a formula (not exported), then it is kept as typed', () => {
    expect(restoreCell('=SUM(A1)')).toBe('=SUM(A1)');
  });
});

describe('quotedCell', () => {
  it('when a cell is short, then an error quotes it whole; when long, its first 39 characters and …', () => {
    expect(quotedCell('Ducati Monster')).toBe('"Ducati Monster"');
    expect(quotedCell('x'.repeat(40))).toBe(`"${'x'.repeat(40)}"`);
    expect(quotedCell(`${'y'.repeat(39)}🏍️${'z'.repeat(1_000_000)}`)).toBe(`"${'y'.repeat(39)}…"`);
  });
});
