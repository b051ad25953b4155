import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { BookingStart, BookingSummary } from '@detailing/services/bookings/published';
import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import type { JobQueue, JobRequest, JobData } from '../queue/JobQueue.js';
import { ReminderScheduler } from './ReminderScheduler.js';

// The planning rules with the read models and the queue stood in for: which events plan which
// bookings again, what each booking's plan is, and that nothing is planned from a read model behind.

const ZONE = 'Australia/Melbourne';
const NOW = '2026-06-01T02:00:00Z'; // 12:00 in Melbourne
const instant = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(ZONE).toInstant().toString();

function world(bookings: BookingStart[], options: { leadHours?: number; caughtUp?: boolean } = {}) {
  const scheduled = new Map<string, { data: JobData; runAt: string }>();
  const calls: string[] = [];
  const queue = {
    async schedule(job: JobRequest<JobData>, runAt: Date) {
      calls.push(`schedule ${job.id}`);
      scheduled.set(job.id, { data: job.data, runAt: runAt.toISOString().replace('.000Z', 'Z') });
    },
    async cancel(_queue: string, id: string) {
      calls.push(`cancel ${id}`);
      return scheduled.delete(id);
    },
  } as unknown as JobQueue;
  const rows = new Map(bookings.map((b) => [b.id, b]));
  const settings = { timeZone: ZONE, leadHours: options.leadHours ?? 24 };
  const scheduler = new ReminderScheduler(
    {
      bookings: {
        booking: async (id) => (rows.get(id) as BookingSummary | undefined) ?? null,
        upcomingStarts: async (from) => [...rows.values()].filter((b) => b.date >= from && b.status !== 'cancelled' && b.status !== 'completed'),
      },
      settings: async () => settings,
      clock: { now: () => NOW },
      caughtUp: async () => options.caughtUp ?? true,
    },
    queue,
  );
  return { scheduler, scheduled, calls, rows, settings };
}

let position = 0;
const event = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({ type, data, globalPosition: ++position, eventId: `e${position}`, streamId: 'x', streamVersion: 1, metadata: {} }) as unknown as RecordedEvent;

const booking = (id: string, date: string, time: string, status = 'pending'): BookingStart => ({ id, date, time, status });

describe('planning reminders', () => {
  it('sets a booking’s reminder the lead time before its start when it is created', async () => {
    const { scheduler, scheduled } = world([booking('b1', '2026-06-05', '10:00')]);
    await scheduler.plan([event('BookingCreated', { bookingId: 'b1' })]);
    expect(scheduled.get('reminder-b1')).toEqual({ data: { bookingId: 'b1', date: '2026-06-05', time: '10:00' }, runAt: instant('2026-06-04T10:00') });
  });

  it('moves it with the booking, and leaves it for a change that is not the start', async () => {
    const { scheduler, scheduled, calls, rows } = world([booking('b1', '2026-06-05', '10:00')]);
    await scheduler.plan([event('BookingCreated', { bookingId: 'b1' })]);
    rows.set('b1', booking('b1', '2026-06-08', '14:30'));
    await scheduler.plan([event('BookingDetailsUpdated', { bookingId: 'b1', changes: { date: '2026-06-08', time: '14:30' } })]);
    expect(scheduled.get('reminder-b1')).toEqual({ data: { bookingId: 'b1', date: '2026-06-08', time: '14:30' }, runAt: instant('2026-06-07T14:30') });
    calls.length = 0;
    await scheduler.plan([event('BookingDetailsUpdated', { bookingId: 'b1', changes: { mobile: '0400 000 001' } })]);
    expect(calls).toEqual([]);
  });

  it.each([
    ['cancelled', 'BookingStatusChanged', 'cancelled'],
    ['completed', 'BookingCompleted', 'completed'],
    ['finished with a paid invoice', 'BookingCompleted', 'create_paid_invoice'],
  ])('cancels it when the booking is %s', async (_case, type, status) => {
    const { scheduler, scheduled, rows } = world([booking('b1', '2026-06-05', '10:00')]);
    await scheduler.plan([event('BookingCreated', { bookingId: 'b1' })]);
    rows.set('b1', booking('b1', '2026-06-05', '10:00', status));
    await scheduler.plan([event(type, { bookingId: 'b1', to: status, status })]);
    expect(scheduled.has('reminder-b1')).toBe(false);
  });

  it('cancels it when the booking is deleted (the read model no longer has it)', async () => {
    const { scheduler, scheduled, rows } = world([booking('b1', '2026-06-05', '10:00')]);
    await scheduler.plan([event('BookingCreated', { bookingId: 'b1' })]);
    rows.delete('b1');
    await scheduler.plan([event('BookingDeleted', { bookingId: 'b1' })]);
    expect(scheduled.has('reminder-b1')).toBe(false);
  });

  it('sets none for a booking too close to its start, and reminds one made late at once', async () => {
    const { scheduler, scheduled } = world([booking('soon', '2026-06-01', '12:30'), booking('late', '2026-06-01', '18:00'), booking('past', '2026-05-30', '10:00')]);
    await scheduler.plan(['soon', 'late', 'past'].map((id) => event('BookingCreated', { bookingId: id })));
    expect([...scheduled.keys()]).toEqual(['reminder-late']);
    expect(scheduled.get('reminder-late')!.runAt).toBe(NOW);
  });

  it('plans every upcoming booking again when the lead time or the time zone changes', async () => {
    const { scheduler, scheduled, settings, calls } = world([booking('b1', '2026-06-05', '10:00'), booking('b2', '2026-06-09', '15:00')]);
    await scheduler.rebuild();
    expect(scheduled.get('reminder-b2')!.runAt).toBe(instant('2026-06-08T15:00'));
    settings.leadHours = 48;
    await scheduler.plan([event('SmsReminderSettingsSaved', { reminderLeadHours: 48 })]);
    expect(scheduled.get('reminder-b1')!.runAt).toBe(instant('2026-06-03T10:00'));
    expect(scheduled.get('reminder-b2')!.runAt).toBe(instant('2026-06-07T15:00'));
    // Business Info saved with the time zone as it was: nothing to plan again.
    calls.length = 0;
    await scheduler.plan([event('BusinessInfoSaved', { timeZone: ZONE })]);
    expect(calls).toEqual([]);
    settings.timeZone = 'Pacific/Auckland';
    await scheduler.plan([event('BusinessInfoSaved', { timeZone: 'Pacific/Auckland' })]);
    expect(scheduled.get('reminder-b1')!.runAt).toBe(Temporal.PlainDateTime.from('2026-06-03T10:00').toZonedDateTime('Pacific/Auckland').toInstant().toString());
  });

  it('rebuilds every upcoming booking’s reminder on start, and answers how many it planned', async () => {
    const { scheduler, scheduled } = world([booking('b1', '2026-06-05', '10:00'), booking('gone', '2026-05-01', '10:00'), booking('off', '2026-06-05', '11:00', 'cancelled')]);
    expect(await scheduler.rebuild()).toBe(1);
    expect([...scheduled.keys()]).toEqual(['reminder-b1']);
  });

  it('plans nothing while the read model is behind the events: the reactor tries the batch again', async () => {
    const { scheduler, calls } = world([booking('b1', '2026-06-05', '10:00')], { caughtUp: false });
    await expect(scheduler.plan([event('BookingCreated', { bookingId: 'b1' })])).rejects.toThrow(/bookings read model has not reached position/);
    expect(calls).toEqual([]);
  });
});
