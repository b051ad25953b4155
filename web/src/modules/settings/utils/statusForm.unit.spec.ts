import { defaultBookingStatusDefinitions, SaveBookingStatusesInput } from '@detailing/schema/catalog/bookingStatuses';
import { describe, expect, it } from 'vitest';
import { bookingStatusesDecider } from '@detailing/services/catalog/bookingStatusesDecider';
import { checkNewStatus, type StatusDraft, statusDeleteProblem } from './statusForm';

const existing = defaultBookingStatusDefinitions;
const draft = (changes: Partial<StatusDraft>): StatusDraft => ({ id: 'in_bay', name: 'In bay', label: 'In the Bay', description: '', ...changes });

describe('a new booking status', () => {
  it('is added trimmed', () => {
    expect(checkNewStatus(draft({ id: ' in_bay ', description: ' Being washed ' }), existing)).toEqual({
      ok: true,
      status: { id: 'in_bay', name: 'In bay', label: 'In the Bay', description: 'Being washed' },
    });
  });

  it.each(['id', 'name', 'label'] as const)("needs a %s: 'Please fill in all required fields'", (field) => {
    expect(checkNewStatus(draft({ [field]: '  ' }), existing)).toEqual({ ok: false, message: 'Please fill in all required fields' });
  });

  it("refuses an id already in the list: 'Status ID already exists'", () => {
    expect(checkNewStatus(draft({ id: 'approved' }), existing)).toEqual({ ok: false, message: 'Status ID already exists' });
  });

  // The browser restates the server's rules without zod: on the same inputs it must say the same.
  it.each([draft({}), draft({ id: '' }), draft({ name: ' ' }), draft({ label: '' }), draft({ id: 'approved' }), draft({ id: 'pending' })])(
    'agrees with the server on %j',
    (status) => {
      const browser = checkNewStatus(status, existing);
      const parsed = SaveBookingStatusesInput.safeParse({ statuses: [...existing, status] });
      let server: string | null = parsed.success ? null : parsed.error.issues[0]!.message;
      if (parsed.success) {
        try {
          bookingStatusesDecider.decide({ type: 'SaveBookingStatuses', statuses: parsed.data.statuses }, { statuses: existing });
        } catch (error) {
          server = (error as Error).message;
        }
      }
      expect(browser.ok ? null : browser.message).toBe(server);
    },
  );
});

describe('deleting a booking status', () => {
  it("refuses pending and completed: 'Cannot delete essential system statuses'", () => {
    expect(statusDeleteProblem('pending')).toBe('Cannot delete essential system statuses');
    expect(statusDeleteProblem('completed')).toBe('Cannot delete essential system statuses');
  });

  it('allows any other status, as the server does', () => {
    expect(statusDeleteProblem('cancelled')).toBeNull();
    const withoutCancelled = existing.filter((s) => s.id !== 'cancelled');
    expect(() => bookingStatusesDecider.decide({ type: 'SaveBookingStatuses', statuses: withoutCancelled }, { statuses: existing })).not.toThrow();
    const withoutPending = existing.filter((s) => s.id !== 'pending');
    expect(() => bookingStatusesDecider.decide({ type: 'SaveBookingStatuses', statuses: withoutPending }, { statuses: existing })).toThrow(
      'Cannot delete essential system statuses',
    );
  });
});
