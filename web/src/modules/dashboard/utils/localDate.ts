const pad = (n: number) => String(n).padStart(2, '0');

/** A yyyy-MM-dd date in the browser's time zone, `daysAgo` days before `now`. */
export function localDate(daysAgo = 0, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
