/** Spec 000 §9: 1 hour per service when a service has no duration; the sum gives the end time. */
export function bookingDurationHours(serviceIds: readonly number[], durations: ReadonlyMap<number, number>): number {
  return serviceIds.reduce((sum, id) => sum + (durations.get(id) || 1), 0) || 1;
}

/** 'HH:mm' plus a duration in hours, as 'HH:mm' (wrapping past midnight). */
export function addHours(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = Math.round(h * 60 + m + hours * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
