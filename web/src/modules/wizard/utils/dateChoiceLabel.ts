const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A `YYYY-MM-DD` calendar date as a short day label ("Thu 26 Nov"). The weekday comes from the
 * date itself (UTC arithmetic on a plain date), never from the browser's time zone.
 */
export function dateChoiceLabel(plainDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(plainDate);
  if (!match) return plainDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
}
