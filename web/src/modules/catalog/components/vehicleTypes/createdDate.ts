/** When a type was created, as a day in the business time zone: "26 Nov 2026" (en-AU). */
export function formatCreatedDate(instant: string, timeZone: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(at);
}
