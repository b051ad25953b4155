const months = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

function ordinal(day: number): string {
  const rem100 = day % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/**
 * A plain `yyyy-MM-dd` date in the spec's long form ('PPP', e.g. "April 29th, 2025").
 * Text that is not such a date is returned unchanged rather than breaking a list.
 */
export function formatDateLong(plainDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(plainDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) return plainDate;
  return `${month} ${ordinal(Number(match[3]))}, ${match[1]}`;
}

/** `HH:mm` as the wizard's slot labels read it: "9:30 AM". */
export function formatTime12h(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

