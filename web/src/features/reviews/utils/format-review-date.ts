// Spelt out here rather than left to Intl: en-GB writes September as "Sept" in recent ICU
// versions, and the shop shows every month in three letters ("12 Nov 2026").
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO 8601 timestamp as the reader's local calendar day, e.g. "12 Nov 2026"; '' if invalid. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}
