import { object, type InferType } from 'yup';
import { dayField, dayNotBeforeFrom } from './day-schemas.ts';
import { reportDaysMax } from './reports.ts';

const dayMillis = 24 * 60 * 60 * 1000;

/** Query of the sales report (admins): the days `from` and `to`, both included, in UTC. */
export const salesReportQuerySchema = object({
  from: dayField('From').required('From is required'),
  to: dayNotBeforeFrom('To')
    .required('To is required')
    .test(
      'at-most-a-year',
      `A report covers at most ${reportDaysMax} days`,
      function withinAYear(to) {
        const from = this.parent.from as string | undefined;
        if (!from || !to) return true;
        const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMillis;
        return Number.isNaN(days) || days < reportDaysMax;
      },
    ),
});

export type SalesReportQuery = InferType<typeof salesReportQuerySchema>;
