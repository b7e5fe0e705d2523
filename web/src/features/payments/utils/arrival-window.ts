/**
 * When a parcel should arrive, from its shipping method's name: "Ground (3–5 days)" says 3 to
 * 5 days, "Express (2 days)" 2. The shop keeps no delivery times of its own, only the words
 * an admin gave the method, so a name without days ("Arranged by the shop") gives nothing,
 * and the thank-you page says nothing rather than guess
 * (docs/decisions/0043-order-numbers-and-thank-you.md).
 */
const daysInName = /\((\d{1,2})(?:\s*[–—-]\s*(\d{1,2}))?\s*(?:working\s+|business\s+)?days?\)/i;

/** The first and last day the parcel should arrive on. */
export interface ArrivalWindow {
  earliest: Date;
  latest: Date;
}

/** `days` working days (Monday to Friday) after `from`: carriers count no weekend. */
function addWorkingDays(from: Date, days: number) {
  const day = new Date(from);
  for (let left = days; left > 0;) {
    day.setDate(day.getDate() + 1);
    if (day.getDay() !== 0 && day.getDay() !== 6) left -= 1;
  }
  return day;
}

/**
 * The days an order paid at `paidAt` should arrive, as its method's name counts them (in
 * working days from the payment), or null when the name gives no days.
 */
export function arrivalWindow(methodName: string, paidAt: Date): ArrivalWindow | null {
  const match = daysInName.exec(methodName);
  if (!match) return null;
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  if (first < 1 || last < first) return null;
  return { earliest: addWorkingDays(paidAt, first), latest: addWorkingDays(paidAt, last) };
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** "Wed, Dec 3 – Fri, Dec 5", or one day: "Tue, Dec 2". */
export function formatArrival({ earliest, latest }: ArrivalWindow) {
  const [from, to] = [shortDay.format(earliest), shortDay.format(latest)];
  return from === to ? from : `${from} – ${to}`;
}
