import { csvExports, type CsvExport, type ExportQuery } from '@moto-parts/contracts';
import { api } from '@/lib/api-client';

/** The export's URL, with the days of the range that are given. */
export function exportHref(kind: CsvExport, { from, to }: ExportQuery) {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const search = query.toString();
  return `${csvExports[kind]}${search ? `?${search}` : ''}`;
}

/** `GET /exports/{kind}` (admins): the CSV file of the range, and the name the shop gives it. */
export function downloadExport(kind: CsvExport, range: ExportQuery) {
  return api.download(exportHref(kind, range));
}
