import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE, instantOf } from '@detailing/schema';
import { sqlBookingLookup } from '@detailing/services/bookings/published';
import type { Clock } from '@detailing/services/platform/clock';
import type { Database } from '@detailing/services/platform/database';
import { reminderSettings } from '@detailing/services/settings/published';
import { BullMqJobQueue } from '@detailing/workers/queue/BullMqJobQueue';
import { ReminderScheduler } from '@detailing/workers/reminders/ReminderScheduler';
import { startApp } from '../app.js';
import { HttpSession, startTestApp } from '../testing/app.js';
import { startFakeTwilio } from '../testing/fakeTwilio.js';
import { redisUrl } from '../testing/services.js';
import type { BenchOptions, Figure } from './figures.js';
import { expectStatus, percentile, until } from './support.js';

const ZONE = DEFAULT_TIME_ZONE;
const LATENESS_TARGET_MS = 5000;

/**
 * `count` approved bookings (BookingCreated events on streams `booking-<tag>-<n>`, inserted in one
 * statement: appending them one by one would measure appends), each starting at `start(n)`.
 */
async function loadBookings(db: Database, count: number, tag: string, start: { fromDate: string; days: number } | { date: string; time: string }) {
  const date = 'fromDate' in start ? db.sql`(${start.fromDate}::date + (g % ${start.days}))::text` : db.sql`${start.date}::text`;
  const time = 'fromDate' in start ? db.sql`lpad((8 + g % 10)::text, 2, '0') || ':' || (case when g % 2 = 0 then '00' else '30' end)` : db.sql`${start.time}::text`;
  await db.sql`
    insert into events (event_id, stream_id, stream_version, type, data, metadata)
    select gen_random_uuid(), ${`booking-${tag}-`}::text || g, 1, 'BookingCreated',
      jsonb_build_object(
        'bookingId', ${`${tag}-`}::text || g, 'fullName', 'Customer ' || g, 'email', 'c' || g || '@example.com',
        'mobile', '0400 ' || lpad((g % 1000)::text, 3, '0') || ' 000', 'address', null, 'date', ${date}, 'time', ${time},
        'vehicleType', 'UTE', 'modelYear', 2020, 'vehicleRego', 'ABC' || g, 'serviceIds', jsonb_build_array(1),
        'notes', null, 'status', 'approved', 'termsAccepted', false, 'termsAcceptedAt', null, 'source', 'admin'),
      jsonb_build_object(
        'commandId', ${`${tag}-`}::text || g, 'actor', jsonb_build_object('kind', 'system', 'id', null, 'name', null),
        'correlationId', ${`${tag}-`}::text || g, 'causationId', null, 'occurredAt', now(), 'schemaVersion', 1)
    from generate_series(1, ${count}) g`;
}

/**
 * Booking reminders through BullMQ: how fast a worker plans the reminders of every upcoming booking
 * (what it does on start, and after the lead time changes), and how late the reminders of
 * bookings that start together go out, measured from the time they were due to the fake SMS
 * server's receipt, through the reactor-free path a due reminder takes: delayed job, processor,
 * the text's own stream, Twilio's API.
 */
export async function benchReminders({ quick }: BenchOptions): Promise<Figure[]> {
  const upcoming = quick ? 1000 : 10_000;
  const together = quick ? 30 : 300;
  const fake = await startFakeTwilio();
  const redis = await redisUrl();
  const app = await startTestApp({
    roles: ['api', 'projector'],
    env: {
      REDIS_URL: redis,
      QUEUE_PREFIX: `bench${randomUUID().slice(0, 8)}`,
      TWILIO_API_BASE_URL: fake.url,
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
  });
  let shift = 0;
  const clock: Clock = { now: () => new Date(Date.now() + shift).toISOString() };
  const queue = new BullMqJobQueue(redis, app.config.QUEUE_PREFIX, { clock });
  try {
    const admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    expectStatus('configuring SMS', await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' }), 200);

    // Every upcoming booking from three days on: none of their reminders falls due during the run.
    const today = Temporal.Now.plainDateISO(ZONE);
    await loadBookings(app.db, upcoming, 'upcoming', { fromDate: today.add({ days: 3 }).toString(), days: 28 });
    const projected = async (n: number) => Number((await app.db.sql`select count(*)::int as n from bookings`)[0]!.n) >= n;
    await until(`${upcoming} bookings in the read model`, () => projected(upcoming), { timeoutMs: 300_000, everyMs: 50 });

    const scheduler = new ReminderScheduler(
      { bookings: sqlBookingLookup(app.db.sql), settings: () => reminderSettings(app.db.sql), clock, caughtUp: async () => true },
      queue,
    );
    let started = performance.now();
    const planned = await scheduler.rebuild();
    const firstSeconds = (performance.now() - started) / 1000;
    if (planned !== upcoming) throw new Error(`planned ${planned} reminders for ${upcoming} bookings`);
    const delayed = (await queue.counts()).find((c) => c.queue === 'reminders')!.delayed;
    if (delayed !== upcoming) throw new Error(`${delayed} reminders scheduled for ${upcoming} bookings`);
    started = performance.now();
    await scheduler.rebuild();
    const againSeconds = (performance.now() - started) / 1000;

    // Bookings starting together at 10:00 tomorrow: their reminders are all due at 10:00 today.
    // The clock is set 15 s before that; a worker starting then plans every upcoming booking's
    // reminder (the ones set above are kept) and sends these as they fall due.
    const startDay = today.add({ days: 1 }).toString();
    const due = instantOf(startDay, '10:00', ZONE).subtract({ hours: 24 });
    await loadBookings(app.db, together, 'together', { date: startDay, time: '10:00' });
    await until(`${together} more bookings in the read model`, () => projected(upcoming + together), { timeoutMs: 60_000, everyMs: 20 });
    shift = due.epochMilliseconds - 15_000 - Date.now();
    const worker = await startApp(app.config, { roles: ['worker'], db: app.db, clock, log: () => {} });
    try {
      const sent = () => fake.requests.filter((r) => r.status === 201);
      await until(`${together} reminders`, () => sent().length >= together, { timeoutMs: 120_000, everyMs: 20 });
      if (sent().length !== together) throw new Error(`${sent().length} texts for ${together} reminders`);
      const lateness = sent()
        .map((r) => r.receivedAt + shift - due.epochMilliseconds)
        .sort((a, b) => a - b);
      if (lateness[0]! < 0) throw new Error(`a reminder went out ${-lateness[0]!} ms before it was due`);
      const note = `${together} bookings starting together, one worker (16 reminders at once), ${upcoming.toLocaleString('en')} other upcoming bookings`;
      return [
        {
          key: 'reminders.schedulePerSecond',
          label: 'reminders scheduled as BullMQ delayed jobs (a worker planning every upcoming booking)',
          value: upcoming / firstSeconds,
          unit: 'reminders/s',
          note: `${upcoming.toLocaleString('en')} bookings, 32 at a time`,
        },
        {
          key: 'reminders.replanPerSecond',
          label: 'reminders planned again with every job already there (a worker restart)',
          value: upcoming / againSeconds,
          unit: 'reminders/s',
          note: `${upcoming.toLocaleString('en')} bookings`,
        },
        { key: 'reminders.latenessP50Ms', label: 'reminder lateness (due to the SMS provider), p50', value: percentile(lateness, 50), unit: 'ms', note },
        {
          key: 'reminders.latenessP99Ms',
          label: 'reminder lateness (due to the SMS provider), p99',
          value: percentile(lateness, 99),
          unit: 'ms',
          note: `target under ${LATENESS_TARGET_MS.toLocaleString('en')} ms; ${note}`,
        },
      ];
    } finally {
      await worker.close();
    }
  } finally {
    await queue.close();
    await app.close();
    await fake.close();
  }
}
