import type { PartImportRow, PartsImportReport } from '@moto-parts/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentRequest, stubFetch } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { PartsImport } from './parts-import';

// A text box keeps a pasted file's line ends as `\n` (the server reads either).
const csv = 'sku,name,price\nMP-NEW-1,New Lever,24.5\nMP-BD-3207,Drilled Brake Disc,95\n';

const created: PartImportRow = {
  row: 2,
  sku: 'MP-NEW-1',
  partId: null,
  action: 'create',
  outcome: null,
  importedAt: null,
  changes: [{ column: 'name', before: null, after: 'New Lever' }],
  stock: { before: 0, after: 30, lotCode: 'L-26' },
  errors: [],
};
const changed: PartImportRow = {
  row: 3,
  sku: 'MP-BD-3207',
  partId: 'drilled-brake-disc',
  action: 'update',
  outcome: null,
  importedAt: null,
  changes: [{ column: 'price', before: 89.5, after: 95 }],
  stock: null,
  errors: [],
};
const unchanged: PartImportRow = { ...changed, row: 4, action: 'unchanged', changes: [] };

/** A dry run's answer of `rows`, or with `imported`, the import's: each row as it says. */
const reportOf = (rows: PartImportRow[], imported = false): PartsImportReport => ({
  dryRun: !imported,
  counts: {
    create: rows.filter(({ action }) => action === 'create').length,
    update: rows.filter(({ action }) => action === 'update').length,
    unchanged: rows.filter(({ action }) => action === 'unchanged').length,
    invalid: rows.filter(({ errors }) => errors.length > 0).length,
  },
  rows,
});

function renderImport() {
  renderWithProviders(<PartsImport />, { at: '/dashboard/import' });
  return userEvent.setup();
}

/** Pastes the file into the text box at once: typing it key by key is slow under load. */
async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Or paste the CSV'));
  await user.paste(text);
}

const rowOf = (row: number) => {
  const cell = screen.getByRole('cell', { name: String(row) });
  return within(cell.closest('tr') as HTMLElement);
};

describe('Import', () => {
  it('when a pasted file is previewed, then each row that changes shows its change, and Import applies them', async () => {
    const fetchMock = stubFetch(
      json(reportOf([created, changed, unchanged])),
      json(
        reportOf(
          [
            { ...created, partId: 'new-lever', outcome: 'applied' },
            { ...changed, outcome: 'applied' },
            { ...unchanged, outcome: 'unchanged' },
          ],
          true,
        ),
      ),
    );
    const user = renderImport();

    await paste(user, csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('1 new, 1 changed, 1 unchanged, 0 with errors')).toBeVisible();
    expect(sentRequest(fetchMock, 0)).toEqual({
      method: 'POST',
      path: '/api/imports/parts/preview',
      body: { csv },
    });
    expect(rowOf(2).getByText('New')).toBeVisible();
    expect(rowOf(2).getByText('name: New Lever')).toBeVisible();
    expect(rowOf(2).getByText('stock: 0 → 30 (lot L-26)')).toBeVisible();
    expect(rowOf(3).getByText('price: 89.5 → 95')).toBeVisible();
    // The unchanged row is counted, not listed.
    expect(screen.queryByRole('cell', { name: '4' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 parts' }));

    expect(await screen.findByText('2 parts imported')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'POST',
      path: '/api/imports/parts',
      body: { csv },
    });
    expect(screen.getByRole('heading', { name: 'Imported' })).toBeVisible();
    expect(screen.getByText('1 new, 1 changed, 1 unchanged, 0 not imported')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('when a row’s part changes while the import writes, then the screen says which rows were imported and which not, and why', async () => {
    const counted: PartImportRow = {
      ...changed,
      row: 5,
      sku: 'MP-LH-0042',
      partId: 'led-headlight',
      changes: [],
      stock: { before: 210, after: 206, lotCode: null },
    };
    const moved = 'The stock is 213 now, not 210: it changed since the file was made';
    stubFetch(
      json(reportOf([created, changed, unchanged, counted])),
      json(
        reportOf(
          [
            { ...created, partId: 'new-lever', outcome: 'applied' },
            { ...changed, outcome: 'applied' },
            { ...unchanged, outcome: 'unchanged' },
            {
              ...counted,
              action: null,
              outcome: 'conflict',
              stock: null,
              errors: [{ row: 5, column: 'availableQuantity', message: moved }],
            },
          ],
          true,
        ),
      ),
    );
    const user = renderImport();

    await paste(user, csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import 3 parts' }));

    expect(
      await screen.findByText('2 parts imported, 1 not: see why on each row'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Imported in part' })).toBeVisible();
    expect(screen.getByText('1 new, 1 changed, 1 unchanged, 1 not imported')).toBeVisible();
    expect(screen.getByText(/^The import wrote every other row, but not row 5:/)).toBeVisible();
    expect(rowOf(2).getByText('New')).toBeVisible();
    expect(rowOf(3).getByText('price: 89.5 → 95')).toBeVisible();
    expect(rowOf(5).getByText('Conflict')).toBeVisible();
    expect(rowOf(5).getByText(`availableQuantity: ${moved}`)).toBeVisible();
    expect(rowOf(5).queryByText('stock: 210 → 206')).not.toBeInTheDocument();
    expect(screen.queryByText(/parts imported$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('when the same file is previewed after an import that stopped short, then the rows it wrote are unchanged, imported before, and only the rest is to import', async () => {
    const at = '2026-11-27T10:00:00.000Z';
    stubFetch(
      json(
        reportOf([
          { ...created, action: 'unchanged', partId: 'new-lever', changes: [], importedAt: at },
          { ...changed, action: 'unchanged', changes: [], importedAt: at },
          unchanged,
          { ...changed, row: 5, sku: 'MP-LH-0042', partId: 'led-headlight' },
        ]),
      ),
    );
    const user = renderImport();

    await paste(user, csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('0 new, 1 changed, 3 unchanged, 0 with errors')).toBeVisible();
    expect(
      screen.getByText(
        '2 of the unchanged were imported before from this same file: a row is never imported twice.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 1 part' })).toBeVisible();
  });

  it('when rows have errors, then each shows where it is, and nothing can be imported until the file is corrected', async () => {
    const bad: PartImportRow = {
      ...created,
      action: null,
      changes: [],
      stock: null,
      errors: [{ row: 2, column: 'price', message: 'Price must be a number' }],
    };
    stubFetch(json(reportOf([bad, changed])), json(reportOf([created, changed])));
    const user = renderImport();

    await paste(user, csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('price: Price must be a number')).toBeVisible();
    expect(rowOf(2).getByText('Error')).toBeVisible();
    expect(screen.getByText(/Correct the rows with errors and preview again/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();

    await paste(user, ' ');
    expect(screen.queryByText('price: Price must be a number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('button', { name: 'Import 2 parts' })).toBeVisible();
  });

  it('when the file cannot be read as a whole, then its errors are listed by row and column', async () => {
    stubFetch(
      apiError(400, 'validation_failed', 'A file holds at most 1000 parts: split it', {
        rows: [{ row: 1002, column: null, message: 'A file holds at most 1000 parts: split it' }],
      }),
    );
    const user = renderImport();

    await paste(user, csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const errors = await screen.findByRole('table', { name: 'Errors' });
    expect(within(errors).getByRole('cell', { name: '1002' })).toBeVisible();
    expect(
      within(errors).getByRole('cell', { name: 'A file holds at most 1000 parts: split it' }),
    ).toBeVisible();
  });

  it('when the import is refused because a stock moved, then the error is listed and nothing is said to be imported', async () => {
    stubFetch(
      json(reportOf([changed])),
      apiError(409, 'conflict', '1 row cannot be imported, so nothing was', {
        rows: [{ row: 3, column: 'availableQuantity', message: 'The stock is 9 now, not 12' }],
      }),
    );
    const user = renderImport();

    await paste(user, csv);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Import 1 part' }));

    const errors = await screen.findByRole('table', { name: 'Errors' });
    expect(within(errors).getByRole('cell', { name: 'availableQuantity' })).toBeVisible();
    expect(screen.queryByText(/imported$/)).not.toBeInTheDocument();
  });

  it('when nothing is given, then it asks for a file and sends nothing', async () => {
    const fetchMock = stubFetch();
    const user = renderImport();

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('Choose a CSV file of parts')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a file is chosen, then its text is what is previewed', async () => {
    const fetchMock = stubFetch(json(reportOf([changed])));
    const user = renderImport();

    await user.upload(
      screen.getByLabelText('CSV file'),
      new File([csv], 'parts.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('0 new, 1 changed, 0 unchanged, 0 with errors')).toBeVisible();
    expect(sentRequest(fetchMock, 0).body).toEqual({ csv });
  });
});
