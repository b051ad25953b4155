const WINDOW_MS = 10_000;
const recent = new Map<string, number>();

/**
 * Marks a booking this browser is about to change. The live feed echoes every change back; for
 * our own, the screen that made it has already said what happened, and one toast at a time means
 * a second one would hide that message (the completion toast, say).
 */
export function markOwnChange(bookingId: string): void {
  recent.set(bookingId, Date.now() + WINDOW_MS);
}

/** Whether a change on the live feed is the echo of one this browser made moments ago. */
export function isOwnChange(bookingId: string): boolean {
  const until = recent.get(bookingId);
  if (until === undefined) return false;
  if (until < Date.now()) {
    recent.delete(bookingId);
    return false;
  }
  return true;
}
