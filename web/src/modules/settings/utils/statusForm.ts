import { isEssentialBookingStatus } from '@detailing/schema/bookings/statuses';
import { catalogMessages as m } from '@detailing/schema/catalog/messages';

// The server's rules for a booking status list (schema/catalog/bookingStatuses.ts and the
// bookingStatusesDecider, 001 §5), restated without zod; a unit test holds them to the schema's
// and the decider's. The server stays the judge of lengths and characters.

/** A status as the Status Management tab edits it (001 §3). */
export interface StatusDraft {
  id: string;
  name: string;
  label: string;
  description: string;
}

export const emptyStatusDraft = (): StatusDraft => ({ id: '', name: '', label: '', description: '' });

/** The new status to add to `existing` (trimmed), or the spec's message for why it cannot be. */
export function checkNewStatus(draft: StatusDraft, existing: readonly { id: string }[]): { ok: true; status: StatusDraft } | { ok: false; message: string } {
  const status = { id: draft.id.trim(), name: draft.name.trim(), label: draft.label.trim(), description: draft.description.trim() };
  if (!status.id || !status.name || !status.label) return { ok: false, message: m.statusFieldsRequired };
  if (existing.some((s) => s.id === status.id)) return { ok: false, message: m.statusIdExists };
  return { ok: true, status };
}

/** Why a status cannot be deleted ('pending' and 'completed', 001 §4), or null. */
export const statusDeleteProblem = (id: string): string | null => (isEssentialBookingStatus(id) ? m.essentialStatuses : null);
