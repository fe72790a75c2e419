const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "Nov 24, 2026": a UTC date as English `Intl.DateTimeFormat` writes it with day numeric, month
 * short and year numeric. Spelled out because a page's first DateTimeFormat loads locale data, about
 * 50 ms of a mid-range phone's start-up, and the site has one locale.
 */
export function shortUtcDate(date: Date): string {
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
