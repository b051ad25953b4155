import { Temporal } from 'temporal-polyfill';

/** No reminder is sent from 21:00 until 08:00, local time; one that falls then goes at 08:00. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;
/** A booking made late is reminded at once only while more than this much time remains before it. */
export const LATE_REMINDER_MIN_NOTICE_MS = 3600_000;

export interface ReminderDueInput {
  /** The booking's start as it is written: its plain date and time in the business time zone. */
  start: Temporal.PlainDateTime;
  /** The lead time setting, in whole hours (1 to 72). */
  leadHours: number;
  now: Temporal.Instant;
  /** The business time zone (IANA name). */
  timeZone: string;
}

const isQuiet = (local: Temporal.ZonedDateTime) => local.hour >= QUIET_HOURS.from || local.hour < QUIET_HOURS.until;
const before = (a: Temporal.Instant, b: Temporal.Instant) => Temporal.Instant.compare(a, b) < 0;

/** `at`, or the 08:00 that ends the quiet hours it falls in; null when that is not before `startsAt`. */
function outsideQuietHours(at: Temporal.Instant, startsAt: Temporal.Instant, timeZone: string): Temporal.Instant | null {
  const local = at.toZonedDateTimeISO(timeZone);
  if (!isQuiet(local)) return at;
  const day = local.hour >= QUIET_HOURS.from ? local.toPlainDate().add({ days: 1 }) : local.toPlainDate();
  const morning = day.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from({ hour: QUIET_HOURS.until }) }).toInstant();
  return before(morning, startsAt) ? morning : null;
}

const startInstant = (start: Temporal.PlainDateTime, timeZone: string) => start.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).toInstant();

/**
 * When a booking's reminder goes out, or null when it should not be sent at all.
 *
 * - `leadHours` before the start, subtracted as exact time: across a daylight-saving change the
 *   reminder still comes that many real hours ahead (at 11:00 the day before a 10:00 start when
 *   the clocks go back overnight).
 * - Never from 21:00 to 08:00 in the business time zone: at 08:00 instead, if that is still before
 *   the start; otherwise never.
 * - That time already passed (a booking made late, a process that was down): at once, or at the
 *   next 08:00 in quiet hours, if more than an hour then remains before the start; otherwise never.
 *
 * Asked again at the time it gave, it gives that time again, so a job woken then sends. A start in
 * a daylight-saving gap reads as the clocks show it (02:30 is 03:30).
 */
export function reminderDue({ start, leadHours, now, timeZone }: ReminderDueInput): Temporal.Instant | null {
  const startsAt = startInstant(start, timeZone);
  const ideal = startsAt.subtract({ hours: leadHours });
  const planned = outsideQuietHours(ideal, startsAt, timeZone);
  if (!before(ideal, now)) return planned;
  if (planned && !before(planned, now)) return planned;
  const late = outsideQuietHours(now, startsAt, timeZone);
  return late && startsAt.epochMilliseconds - late.epochMilliseconds > LATE_REMINDER_MIN_NOTICE_MS ? late : null;
}

/** What a reminder job woken at `now` does. */
export type ReminderAction = { kind: 'send' } | { kind: 'wait'; until: Temporal.Instant } | { kind: 'none' };

/**
 * A reminder job woken at `now` (its timer or BullMQ may be a little late: up to `graceMs` counts
 * as on time): sends, waits for the time `reminderDue` gives (woken early, or by a schedule made
 * before the booking or the setting changed), or does nothing (too late, or no reminder is due).
 * Never sends in quiet hours or after the start.
 */
export function reminderAction(input: ReminderDueInput & { graceMs: number }): ReminderAction {
  const { now, graceMs, ...rule } = input;
  const due = reminderDue({ ...rule, now: now.subtract({ milliseconds: graceMs }) });
  if (!due || !before(now, startInstant(rule.start, rule.timeZone))) return { kind: 'none' };
  if (before(now, due)) return { kind: 'wait', until: due };
  const allowed = outsideQuietHours(now, startInstant(rule.start, rule.timeZone), rule.timeZone);
  if (!allowed) return { kind: 'none' };
  return allowed.equals(now) ? { kind: 'send' } : { kind: 'wait', until: allowed };
}
