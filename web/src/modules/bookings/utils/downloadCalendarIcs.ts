import { ApiError } from '@/utils/ApiError';

/** The export file's name (000 §9). */
export const CALENDAR_EXPORT_FILENAME = 'automotive-bookings.ics';

/** Fetches the ICS for a date range with the session cookie and saves it as the export file. */
export async function downloadCalendarIcs(from: string, to: string): Promise<void> {
  const params = new URLSearchParams({ from, to });
  const response = await fetch(`/api/bookings/calendar.ics?${params}`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = CALENDAR_EXPORT_FILENAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
