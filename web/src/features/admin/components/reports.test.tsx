import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { apiError, sentRequest, stubFetch } from '@/testing/fetch-stub';
import { makeSalesReport } from '../testing/fake-sales-report';
import { Reports } from './reports';

// Reports (docs/decisions/0041-sales-reports.md): the range, the figures in tables, the
// empty range. The charts draw the same rows (and jsdom has no layout to draw them in).

const now = new Date('2026-11-27T15:00:00Z');

beforeEach(() => {
  // Only the clock: the default range is the last 30 days up to today, UTC.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

function renderReports(at = '/dashboard/reports') {
  renderWithProviders(<Reports />, { at, path: '/dashboard/reports' });
  return userEvent.setup();
}

/** The row of `table` that `name` heads (a day, a part, a status). */
function rowOf(table: HTMLElement, name: string) {
  const row = within(table).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row of the table is ${name}`);
  return within(row);
}

/** The figures of a row, after the cell that names it. */
const figuresOf = (table: HTMLElement, name: string) =>
  rowOf(table, name)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function setRange(user: ReturnType<typeof renderReports>, from: string, to: string) {
  for (const [label, day] of [
    ['From', from],
    ['To', to],
  ] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(day);
  }
  await user.click(screen.getByRole('button', { name: 'Show report' }));
}

describe('Reports', () => {
  it('when it opens, then the last 30 days are asked for and the tables show the report’s figures', async () => {
    const fetchMock = stubFetch(json(makeSalesReport({ from: '2026-10-29', to: '2026-11-27' })));
    renderReports();

    const parts = await screen.findByRole('table', { name: 'Top 10 parts' });
    expect(sentRequest(fetchMock, 0)).toMatchObject({
      method: 'GET',
      path: '/api/reports/sales?from=2026-10-29&to=2026-11-27',
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-29');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const summary = within(
      screen.getByRole('group', { name: '2026-10-29 to 2026-11-27 at a glance' }),
    );
    expect(summary.getByText('Net revenue').nextElementSibling).toHaveTextContent('$412.40');
    expect(summary.getByText('Average order').nextElementSibling).toHaveTextContent('$263.45');
    expect(summary.getByText('Return rate').nextElementSibling).toHaveTextContent('16.7%');

    const days = screen.getByRole('table', { name: 'Revenue by day' });
    expect(figuresOf(days, '2026-11-27')).toEqual(['$58.95', '$114.50', '-$55.55', '1']);
    const weeks = screen.getByRole('table', { name: 'Revenue by week' });
    expect(figuresOf(weeks, '2026-11-23')).toEqual(['$526.90', '$114.50', '$412.40', '2']);
    const statuses = screen.getByRole('table', { name: 'Orders by status' });
    expect(figuresOf(statuses, 'Partly returned')).toEqual(['1']);
    expect(figuresOf(statuses, 'Expired')).toEqual(['0']);
    expect(figuresOf(parts, 'Drilled Brake Disc MP-BD-3207')).toEqual(['4', '$458.00']);
    expect(figuresOf(parts, 'Chain Guard MP-CG-0520')).toEqual(['2', '$49.00']);
    const partReturns = screen.getByRole('table', { name: 'Return rate by part' });
    expect(figuresOf(partReturns, 'Drilled Brake Disc MP-BD-3207')).toEqual(['4', '1', '25%']);
    const reasons = screen.getByRole('table', { name: 'Return rate by reason' });
    expect(figuresOf(reasons, 'Arrived damaged')).toEqual(['1', '16.7%']);
    expect(figuresOf(reasons, 'Wrong part for my bike')).toEqual(['0', '0%']);
  });

  it('when a range is chosen, then its report is asked for; a quick range sets the fields', async () => {
    const fetchMock = stubFetch(
      json(makeSalesReport()),
      json(makeSalesReport()),
      json(makeSalesReport()),
    );
    const user = renderReports();
    await screen.findByRole('table', { name: 'Top 10 parts' });

    await setRange(user, '2026-01-01', '2026-03-31');
    await waitFor(() =>
      expect(sentRequest(fetchMock, 1).path).toBe(
        '/api/reports/sales?from=2026-01-01&to=2026-03-31',
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(sentRequest(fetchMock, 2).path).toBe(
        '/api/reports/sales?from=2026-11-21&to=2026-11-27',
      ),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-21');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-27');
  });

  it('when the URL names a range, then that report is shown', async () => {
    const fetchMock = stubFetch(json(makeSalesReport()));
    renderReports('/dashboard/reports?from=2026-11-26&to=2026-11-27');

    await screen.findByRole('table', { name: 'Top 10 parts' });
    expect(sentRequest(fetchMock, 0).path).toBe('/api/reports/sales?from=2026-11-26&to=2026-11-27');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('when To is before From, then it says so and asks for nothing more', async () => {
    const fetchMock = stubFetch(json(makeSalesReport()));
    const user = renderReports();
    await screen.findByRole('table', { name: 'Top 10 parts' });

    await setRange(user, '2026-02-01', '2026-01-31');

    expect(await screen.findByText('To cannot be before From')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the range is longer than 366 days, then it says so and asks for nothing more', async () => {
    const fetchMock = stubFetch(json(makeSalesReport()));
    const user = renderReports();
    await screen.findByRole('table', { name: 'Top 10 parts' });

    await setRange(user, '2025-01-01', '2026-01-02');

    expect(await screen.findByText('A report covers at most 366 days')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when nothing was ordered or refunded in the range, then it says so instead of empty charts', async () => {
    const empty = makeSalesReport();
    const nothing = { orders: 0, salesCents: 0, refundedCents: 0, netCents: 0 };
    stubFetch(
      json({
        ...empty,
        totals: { ...nothing, averageOrderCents: 0, units: 0, returnedUnits: 0, returnRate: 0 },
        days: empty.days.map(({ date }) => ({ date, ...nothing })),
        weeks: empty.weeks.map(({ weekOf }) => ({ weekOf, ...nothing })),
        statuses: empty.statuses.map(({ status }) => ({ status, orders: 0 })),
        topParts: [],
        returnsByPart: [],
        returnsByReason: empty.returnsByReason.map(({ reason }) => ({
          reason,
          returnedUnits: 0,
          returnRate: 0,
        })),
      }),
    );
    renderReports();

    expect(await screen.findByRole('heading', { name: 'No sales in this range' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when the report cannot be loaded, then the server’s message shows with Try again', async () => {
    stubFetch(apiError(500, 'internal', 'The shop could not answer'), json(makeSalesReport()));
    const user = renderReports();

    expect(await screen.findByText('The shop could not answer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Top 10 parts' })).toBeInTheDocument();
  });
});
