import { formatDateLong, formatTime12h } from '@detailing/schema/settings/format';

export { formatDateLong };

/** "April 29th, 2025 at 9:30 AM", as the rest of the product writes a booking's date and time. */
export function formatBookingWhen(date: string, time: string): string {
  return `${formatDateLong(date)} at ${formatTime12h(time)}`;
}
