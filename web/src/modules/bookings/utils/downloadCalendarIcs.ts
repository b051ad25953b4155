import { downloadFile } from '@/utils/downloadFile';

/** The export file's name (000 §9). */
export const CALENDAR_EXPORT_FILENAME = 'automotive-bookings.ics';

/** Fetches the ICS for a date range with the session cookie and saves it as the export file. */
export async function downloadCalendarIcs(from: string, to: string): Promise<void> {
  await downloadFile(`/api/bookings/calendar.ics?${new URLSearchParams({ from, to })}`, CALENDAR_EXPORT_FILENAME);
}
