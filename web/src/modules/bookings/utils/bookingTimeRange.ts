/** Spec 000 §9: the services' durations (the server gives 1 hour to one without) add up to the booking's. */
export function bookingDurationHours(services: readonly { durationHours: number }[]): number {
  return services.reduce((sum, service) => sum + service.durationHours, 0) || 1;
}

/** 'HH:mm' plus a duration in hours, as 'HH:mm' (wrapping past midnight). */
export function addHours(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = Math.round(h * 60 + m + hours * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
