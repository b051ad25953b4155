/** Spec 000 §9: the services' durations (the server gives 1 hour to one without) add up to the booking's. */
export function bookingDurationHours(services: readonly { durationHours: number }[]): number {
  return services.reduce((sum, service) => sum + service.durationHours, 0) || 1;
}

/**
 * 'HH:mm' plus a duration in hours, clamped to the same day's 23:59: the server's rule
 * (schema/settings/timeZone.ts `addHours`), kept free of Temporal so the web bundle stays small.
 */
export function addHours(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const end = Math.min(h * 60 + m + Math.round(hours * 60), 23 * 60 + 59);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}
