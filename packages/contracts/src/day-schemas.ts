import { string } from 'yup';
import { isCalendarDate } from './lots.ts';

/**
 * A day written `YYYY-MM-DD`, in the years 2000 to 2999: the shop's records begin after 2000,
 * and Firestore's timestamps end with the year 9999, which a day after `to` must not pass.
 */
export const dayField = (name: string) => {
  const message = `${name} must be a date from 2000 on, YYYY-MM-DD`;
  return (
    string()
      .trim()
      .max(10, message)
      .matches(/^2\d{3}-\d{2}-\d{2}$/, message)
      // A month or day out of range is no time at all: isCalendarDate would throw on it.
      .test(
        'date',
        message,
        (date) =>
          date === undefined ||
          (!Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && isCalendarDate(date)),
      )
      .optional()
  );
};

/** `to`, a day not before the `from` beside it. */
export const dayNotBeforeFrom = (name: string) =>
  dayField(name).test('not-before-from', `${name} cannot be before From`, function notBefore(to) {
    const from = this.parent.from as string | undefined;
    return to === undefined || from === undefined || from <= to;
  });
