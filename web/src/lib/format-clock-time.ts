// Apart from format.ts, which is on Home's first load: only the dashboard says times.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment on the shopper's clock, as a deadline is said: "15:42" today, "Nov 25, 15:42" on
 * another day (an unpaid order's hold ends within a day, but may cross midnight).
 */
export function formatClockTime(iso: string, now = new Date()) {
  const at = new Date(iso);
  const time = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? time : `${months[at.getMonth()]} ${at.getDate()}, ${time}`;
}
