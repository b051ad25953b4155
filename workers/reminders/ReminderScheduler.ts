import { Temporal } from 'temporal-polyfill';
import { COMPLETING_STATUSES, todayIn } from '@detailing/schema';
import type { BookingLookup, BookingStart } from '@detailing/services/bookings/published';
import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import type { Clock } from '@detailing/services/platform/clock';
import type { JobQueue } from '../queue/JobQueue.js';
import type { Planner } from '../reactor/Reactor.js';
import { reminderDue } from './reminderDue.js';
import { reminderJob, reminderJobId } from './reminderJobs.js';

/** A booking's reminder is planned again after each of these (its start, its status, its end). */
export const BOOKING_PLAN_EVENTS = ['BookingCreated', 'BookingDetailsUpdated', 'BookingStatusChanged', 'BookingCompleted', 'BookingDeleted'] as const;
/** Every upcoming booking's reminder is planned again after these: the lead time, the business time zone. */
export const SETTINGS_PLAN_EVENTS = ['SmsReminderSettingsSaved', 'BusinessInfoSaved'] as const;

export interface ReminderSchedulerDeps {
  bookings: Pick<BookingLookup, 'booking' | 'upcomingStarts'>;
  /** The business time zone and the lead time, as they are now. */
  settings(): Promise<{ timeZone: string; leadHours: number }>;
  clock: Clock;
  /** Resolves true once the read model has applied the store up to `position`; false when it has not within its bound. */
  caughtUp(readModel: 'bookings' | 'settings', position: number): Promise<boolean>;
  /** How many bookings a rebuild plans at once (a round trip or two to Redis each). */
  concurrency?: number;
}

const isOver = (status: string) => status === 'cancelled' || COMPLETING_STATUSES.includes(status);

/**
 * Keeps one reminder job per upcoming booking, set for the time `reminderDue` gives: the reactor
 * calls `plan` with the events that move, cancel, complete or delete a booking, or change the lead
 * time or the time zone, once the read models have applied them; `rebuild` sets every upcoming
 * booking's on start (timers die with a process; Redis may have lost them). Plans are made from
 * the read models as they are, so a replay plans the same; within this process they run one at a
 * time, so a rebuild never overwrites a newer plan with an older reading.
 */
export class ReminderScheduler {
  private turn: Promise<unknown> = Promise.resolve();
  /** The settings the last rebuild in this process planned by: a save that changed neither plans nothing again. */
  private plannedBy: { timeZone: string; leadHours: number } | null = null;

  constructor(
    private readonly deps: ReminderSchedulerDeps,
    private readonly queue: JobQueue,
  ) {}

  /** What the reactor runs. */
  readonly planner: Planner = {
    name: 'booking-reminders',
    handles: [...BOOKING_PLAN_EVENTS, ...SETTINGS_PLAN_EVENTS],
    plan: (events) => this.plan(events),
  };

  async plan(events: readonly RecordedEvent[]): Promise<void> {
    const settingsChanged = events.filter((e) => (SETTINGS_PLAN_EVENTS as readonly string[]).includes(e.type));
    const bookingEvents = events.filter((e) => (BOOKING_PLAN_EVENTS as readonly string[]).includes(e.type) && plansAgain(e));
    await this.waitFor('settings', settingsChanged);
    await this.waitFor('bookings', bookingEvents);
    if (settingsChanged.length) {
      const settings = await this.deps.settings();
      const same = this.plannedBy && this.plannedBy.timeZone === settings.timeZone && this.plannedBy.leadHours === settings.leadHours;
      if (!same) {
        await this.rebuild();
        return;
      }
    }
    const bookingIds = [...new Set(bookingEvents.map((e) => String((e.data as { bookingId: string }).bookingId)))];
    if (bookingIds.length) await this.inTurn(() => this.planBookings(bookingIds));
  }

  /** Plans every upcoming booking's reminder again; returns how many bookings it planned. */
  rebuild(): Promise<number> {
    return this.inTurn(async () => {
      const settings = await this.deps.settings();
      this.plannedBy = { timeZone: settings.timeZone, leadHours: settings.leadHours };
      const now = Temporal.Instant.from(this.deps.clock.now());
      // From yesterday: a start early today in the business zone may still be ahead in no other.
      const from = Temporal.PlainDate.from(todayIn(settings.timeZone, now)).subtract({ days: 1 }).toString();
      const upcoming = await this.deps.bookings.upcomingStarts(from);
      await inBatches(upcoming, this.deps.concurrency ?? 32, (booking) => this.planOne(booking, settings, now));
      return upcoming.length;
    });
  }

  private async planBookings(bookingIds: readonly string[]): Promise<void> {
    const [settings, bookings] = await Promise.all([this.deps.settings(), Promise.all(bookingIds.map((id) => this.deps.bookings.booking(id)))]);
    const now = Temporal.Instant.from(this.deps.clock.now());
    await Promise.all(
      bookingIds.map((id, i) => {
        const booking = bookings[i];
        return booking ? this.planOne(booking, settings, now) : this.queue.cancel('reminders', reminderJobId(id));
      }),
    );
  }

  private async planOne(booking: BookingStart, settings: { timeZone: string; leadHours: number }, now: Temporal.Instant): Promise<void> {
    const start = Temporal.PlainDateTime.from(`${booking.date}T${booking.time}`);
    const due = isOver(booking.status) ? null : reminderDue({ start, leadHours: settings.leadHours, now, timeZone: settings.timeZone });
    if (!due) {
      await this.queue.cancel('reminders', reminderJobId(booking.id));
      return;
    }
    await this.queue.schedule(reminderJob({ bookingId: booking.id, date: booking.date, time: booking.time }), new Date(due.epochMilliseconds));
  }

  private async waitFor(readModel: 'bookings' | 'settings', events: readonly RecordedEvent[]): Promise<void> {
    const position = Math.max(0, ...events.map((e) => e.globalPosition));
    if (position > 0 && !(await this.deps.caughtUp(readModel, position))) {
      throw new Error(`The ${readModel} read model has not reached position ${position} yet; reminders are planned on the next try`);
    }
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => {});
    return result;
  }
}

/** A change of details other than the start (a new mobile, notes) leaves the reminder as it is. */
function plansAgain(event: RecordedEvent): boolean {
  if (event.type !== 'BookingDetailsUpdated') return true;
  const { changes } = event.data as { changes: Record<string, unknown> };
  return 'date' in changes || 'time' in changes;
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
