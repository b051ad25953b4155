/** A calendar range of yyyy-MM-dd dates, both ends included. */
export interface CalendarRange {
  from: string;
  to: string;
}

/** The cache keeps one `calendarBookings` list per range, stored as `calendarBookings:from..to` (app/apollo/typePolicies.ts). */
export const calendarRangeKey = ({ from, to }: CalendarRange): string => `${from}..${to}`;

/** The range a cached `calendarBookings` list holds, read back from its store field name. */
export function calendarRangeOf(storeFieldName: string): CalendarRange | undefined {
  const match = /^calendarBookings:(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(storeFieldName);
  return match ? { from: match[1]!, to: match[2]! } : undefined;
}

export const inRange = (date: string, { from, to }: CalendarRange): boolean => date >= from && date <= to;
