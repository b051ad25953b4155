/** GET /api/bookings/availability (the issue 13 contract): free days and the 18 slot labels. */
export interface Availability {
  today: string;
  timeZone: string;
  dates: string[];
  times: string[];
}

export async function fetchAvailability(signal?: AbortSignal): Promise<Availability> {
  const response = await fetch('/api/bookings/availability', { credentials: 'omit', cache: 'no-store', signal });
  if (!response.ok) throw new Error(`GET /api/bookings/availability: ${response.status}`);
  return (await response.json()) as Availability;
}
