import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsTemplates, formatDateLong, instantOf, reminderMessageKey, textMessageMessages as m, textMessageStreamId } from '@detailing/schema';
import type { Clock } from '@detailing/services/platform/clock';
import { testConfig } from '@detailing/services/platform/config';
import { type RunningApp, startApp } from '../../infra/app.js';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { type FakeTwilio, startFakeTwilio } from '../../infra/testing/fakeTwilio.js';
import { redisUrl } from '../../infra/testing/services.js';
import { until as waitUntil } from '../../infra/testing/until.js';
import { BullMqJobQueue } from '../queue/BullMqJobQueue.js';
import type { JobQueue } from '../queue/JobQueue.js';
import { reminderJobId } from './reminderJobs.js';

// Issue 31: a booking's reminder text goes out once, the lead time before its start in the
// business time zone (across a daylight-saving change too), moves with the booking, is dropped
// with it, survives a worker being down and is never sent twice. The clock is the app's own,
// set just before each reminder is due: no test waits for hours, only for a few seconds.

const ZONE = 'Australia/Melbourne';
const quiet = () => {};
const until = <T>(check: () => Promise<T> | T, what: string, timeoutMs = 30_000) => waitUntil(check, what, timeoutMs, 50);

/** The app's clock: real time moved by `shift`, which each test sets. */
let shift = 0;
const clock: Clock = { now: () => new Date(Date.now() + shift).toISOString() };
const clockNow = () => Temporal.Instant.from(clock.now());
const setNow = (instant: Temporal.Instant) => {
  shift = instant.epochMilliseconds - Date.now();
};
/** A local time in the business zone, as an instant. */
const local = (date: string, time: string) => instantOf(date, time, ZONE);
/** The day `days` after the clock's today, in the business zone. */
const dayAfter = (days: number) => clockNow().toZonedDateTimeISO(ZONE).toPlainDate().add({ days }).toString();
/** Noon, a week from real today: the default "now" of a test, daytime in Melbourne. */
const aWeekFromNowAtNoon = () => local(Temporal.Now.plainDateISO(ZONE).add({ days: 7 }).toString(), '12:00');
const dueOf = (date: string, time: string, leadHours = 24) => local(date, time).subtract({ hours: leadHours });

let fake: FakeTwilio;
let mobiles = 100;
const nextMobile = () => `0413 777 ${String(mobiles++).padStart(3, '0')}`;
const e164 = (mobile: string) => `+61${mobile.replace(/\s/g, '').slice(1)}`;
const remindersTo = (mobile: string) => fake.requests.filter((r) => r.form.To === e164(mobile) && r.form.Body?.includes('a reminder of your'));

/** One app (API and projector) with its own database and BullMQ queues, and a worker process on it. */
function installation() {
  const world = {
    app: null as unknown as TestApp,
    admin: null as unknown as HttpSession,
    serviceId: 0,
    workers: [] as RunningApp[],
    /** A second look at the scheduled jobs, as Redis holds them. */
    jobs: null as unknown as JobQueue,
  };
  const startWorker = async () => {
    const worker = await startApp(world.app.config, { roles: ['worker'], db: world.app.db, clock, log: quiet });
    world.workers.push(worker);
    return worker;
  };
  const stopWorker = async (worker: RunningApp) => {
    await worker.close();
    world.workers.splice(world.workers.indexOf(worker), 1);
  };

  beforeAll(async () => {
    const redis = await redisUrl();
    world.app = await startTestApp({
      clock,
      roles: ['api', 'projector'],
      env: {
        TWILIO_API_BASE_URL: fake.url,
        SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        JOB_LOCK_MS: '2000',
        REDIS_URL: redis,
        QUEUE_PREFIX: `r${randomUUID().slice(0, 8)}`,
      },
    });
    world.jobs = new BullMqJobQueue(redis, world.app.config.QUEUE_PREFIX, { clock });
    world.admin = new HttpSession(world.app.url);
    await world.admin.login(world.app.adminUsername, world.app.adminPassword);
    const sms = await world.admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' });
    expect(sms.json.isConfigured).toBe(true);
    expect((await world.admin.request('POST', '/api/settings/business', { appDomain: 'shine.example' })).status).toBe(200);
    [world.serviceId] = (await createServices(world.admin, 1)) as [number];
    await startWorker();
  });

  afterAll(async () => {
    for (const worker of world.workers.splice(0)) await worker.close();
    await world.jobs.close();
    await world.app?.close();
  });

  async function book(date: string, time: string, mobile = nextMobile()) {
    const created = await world.admin.request('POST', '/api/bookings', {
      fullName: 'Rita Reminder',
      email: `rita${mobiles}@example.com`,
      mobile,
      date,
      time,
      vehicleType: 'SUV 5 Seater',
      modelYear: 2025,
      serviceIds: [world.serviceId],
      status: 'approved',
    });
    expect(created.status, created.text).toBe(201);
    return { id: created.json.id as string, mobile, date, time };
  }

  const streamOf = (b: { id: string; date: string; time: string }) => textMessageStreamId(reminderMessageKey(b.id, b.date, b.time));
  const textEvents = async (b: { id: string; date: string; time: string }) =>
    (await world.app.db.sql`select type, data, metadata from events where stream_id = ${streamOf(b)} order by stream_version`) as unknown as {
      type: string;
      data: { reason?: string };
      metadata: { occurredAt: string };
    }[];
  const textTypes = async (b: { id: string; date: string; time: string }) => (await textEvents(b)).map((e) => e.type);
  /** When the reminder's job is set for now (null: none is waiting), as the queue holds it. */
  const scheduledFor = async (bookingId: string) => (await world.jobs.scheduled('reminders', reminderJobId(bookingId)))?.runAt.toISOString() ?? null;
  /** The app's time at which the text was recorded sent. */
  const sentAt = async (b: { id: string; date: string; time: string }) => {
    const sent = (await textEvents(b)).find((e) => e.type === 'TextMessageSent');
    return sent ? Temporal.Instant.from(new Date(Date.parse(sent.metadata.occurredAt) + shift).toISOString()) : null;
  };
  /**
   * A booking reminded at once: its start three hours after the clock's now (a daytime now). Once
   * its text is out, every reminder due before it was made has run, and every plan made before it.
   */
  async function remindedAtOnce() {
    const start = clockNow().add({ hours: 3 }).toZonedDateTimeISO(ZONE);
    const b = await book(start.toPlainDate().toString(), start.toPlainTime().toString({ smallestUnit: 'minute' }));
    await until(async () => (await textTypes(b)).includes('TextMessageSent'), 'a reminder sent at once');
    return b;
  }

  return { world, book, textEvents, textTypes, scheduledFor, sentAt, startWorker, stopWorker, remindedAtOnce };
}

beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(async () => {
  await fake?.close();
});

describe('booking reminders through BullMQ (server mode)', { timeout: 120_000 }, () => {
  const { world, book, textEvents, textTypes, scheduledFor, sentAt, startWorker, stopWorker, remindedAtOnce } = installation();

  it('goes once, 24 real hours before the start across the next daylight-saving change in Melbourne', async () => {
    const change = Temporal.Now.zonedDateTimeISO(ZONE).getTimeZoneTransition('next')!;
    const day = change.toPlainDate().toString();
    const due = dueOf(day, '10:00');
    // The clocks change overnight, so 24 real hours before 10:00 is 11:00 (April) or 09:00 (October) the day before.
    expect(due.toZonedDateTimeISO(ZONE).hour).toBe(change.offsetNanoseconds > change.subtract({ hours: 1 }).offsetNanoseconds ? 9 : 11);
    setNow(due.subtract({ seconds: 4 }));

    const booking = await book(day, '10:00');
    expect(await until(() => scheduledFor(booking.id), 'the reminder to be planned')).toBe(due.toString({ smallestUnit: 'millisecond' }));
    await until(async () => (await textTypes(booking)).includes('TextMessageSent'), 'the reminder');

    expect(remindersTo(booking.mobile).map((r) => r.form.Body)).toEqual([
      `Hi Rita Reminder, a reminder of your Detail package 1 on ${formatDateLong(day)} at 10:00 AM. Total: $120.00. Your booking: https://shine.example/customer/login`,
    ]);
    expect(await textTypes(booking)).toEqual(['TextMessageSendStarted', 'TextMessageSent']);
    expect(Temporal.Instant.compare((await sentAt(booking))!, due)).toBeGreaterThanOrEqual(0);
  });

  it('moves with the booking: nothing at the old time, the new start’s reminder at its time', async () => {
    const day = dayAfter(10);
    const due = dueOf(day, '10:00');
    setNow(due.subtract({ seconds: 5 }));
    const moved = await book(day, '10:00');
    await until(async () => (await scheduledFor(moved.id)) === due.toString({ smallestUnit: 'millisecond' }), 'the first plan');

    const later = Temporal.PlainDate.from(day).add({ days: 1 }).toString();
    expect((await world.admin.request('PATCH', `/api/bookings/${moved.id}`, { date: later })).status).toBe(200);
    const laterDue = dueOf(later, '10:00').toString({ smallestUnit: 'millisecond' });
    await until(async () => (await scheduledFor(moved.id)) === laterDue, 'the reminder to move a day later');

    // Past the old time: a booking reminded at once after it shows every reminder due then has run.
    await until(() => Temporal.Instant.compare(clockNow(), due.add({ seconds: 1 })) > 0, 'the old reminder time to pass');
    await remindedAtOnce();
    expect(remindersTo(moved.mobile)).toEqual([]);
    expect(await textTypes(moved)).toEqual([]);
    expect(await scheduledFor(moved.id)).toBe(laterDue);

    // Moved again, to a start a few hours off: reminded of that start, at once.
    const soon = clockNow().add({ hours: 4 }).toZonedDateTimeISO(ZONE);
    const soonStart = { id: moved.id, date: soon.toPlainDate().toString(), time: soon.toPlainTime().toString({ smallestUnit: 'minute' }) };
    expect((await world.admin.request('PATCH', `/api/bookings/${moved.id}`, { date: soonStart.date, time: soonStart.time })).status).toBe(200);
    await until(async () => (await textTypes(soonStart)).includes('TextMessageSent'), 'the reminder of the new start');
    expect(remindersTo(moved.mobile)).toHaveLength(1);
    expect(remindersTo(moved.mobile)[0]!.form.Body).toContain(`on ${formatDateLong(soonStart.date)} at `);
    expect(await textTypes({ ...moved, date: later })).toEqual([]);
  });

  it('is dropped when the booking is cancelled, completed or deleted', async () => {
    const day = dayAfter(12);
    const due = dueOf(day, '10:00');
    setNow(due.subtract({ seconds: 6 }));
    const [cancelled, completed, deleted] = [await book(day, '10:00'), await book(day, '10:00'), await book(day, '10:00')];
    for (const b of [cancelled, completed, deleted]) await until(() => scheduledFor(b.id), 'the reminders to be planned');

    expect((await world.admin.request('PATCH', `/api/bookings/${cancelled.id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await world.admin.request('PATCH', `/api/bookings/${completed.id}`, { status: 'completed' })).status).toBe(200);
    expect((await world.admin.request('DELETE', `/api/bookings/${deleted.id}`)).status).toBe(200);
    for (const b of [cancelled, completed, deleted]) await until(async () => (await scheduledFor(b.id)) === null, 'the reminders to be dropped');

    await until(() => Temporal.Instant.compare(clockNow(), due.add({ seconds: 1 })) > 0, 'their reminder time to pass');
    await remindedAtOnce();
    for (const b of [cancelled, completed, deleted]) {
      expect(remindersTo(b.mobile)).toEqual([]);
      expect(await textTypes(b)).toEqual([]);
    }
  });

  it('is not lost while the worker is down: sent once when it starts again', async () => {
    const day = dayAfter(14);
    const due = dueOf(day, '10:00');
    setNow(due.subtract({ seconds: 4 }));
    const booking = await book(day, '10:00');
    await until(() => scheduledFor(booking.id), 'the reminder to be planned');
    await stopWorker(world.workers[0]!);

    await until(() => Temporal.Instant.compare(clockNow(), due.add({ seconds: 2 })) > 0, 'the reminder time to pass with no worker');
    expect(remindersTo(booking.mobile)).toEqual([]);
    await startWorker();
    await until(async () => (await textTypes(booking)).includes('TextMessageSent'), 'the reminder after the restart');
    expect(remindersTo(booking.mobile)).toHaveLength(1);
    expect(Temporal.Instant.compare((await sentAt(booking))!, due)).toBeGreaterThanOrEqual(0);
  });

  it('is sent once with two workers, and a worker started after it was sent sends nothing more', async () => {
    const second = await startWorker();
    const day = dayAfter(16);
    const due = dueOf(day, '10:00');
    setNow(due.subtract({ seconds: 4 }));
    const booking = await book(day, '10:00');
    await until(async () => (await textTypes(booking)).includes('TextMessageSent'), 'the reminder');

    // A worker starting now plans every upcoming booking again: this one is due (and more than an
    // hour off), so its job runs again, and finds the text sent.
    await stopWorker(second);
    await startWorker();
    await until(async () => (await world.jobs.scheduled('reminders', reminderJobId(booking.id))) === null, 'the planned-again job to run');
    await remindedAtOnce();
    expect(remindersTo(booking.mobile)).toHaveLength(1);
    expect(await textTypes(booking)).toEqual(['TextMessageSendStarted', 'TextMessageSent']);
  });

  it('waits for 08:00 when it would fall in the night, and follows a new lead time', async () => {
    const day = dayAfter(20);
    setNow(dueOf(day, '10:00').subtract({ hours: 48 }));
    const night = await book(day, '06:00'); // 24 hours before: 06:00, in the quiet hours
    await until(async () => (await scheduledFor(night.id)) === local(Temporal.PlainDate.from(day).subtract({ days: 1 }).toString(), '08:00').toString({ smallestUnit: 'millisecond' }), 'the reminder at 08:00');
    const day2 = await book(day, '15:00');
    await until(async () => (await scheduledFor(day2.id)) === dueOf(day, '15:00').toString({ smallestUnit: 'millisecond' }), 'the 24-hour reminder');

    expect((await world.admin.request('POST', '/api/settings/sms-reminders', { reminderLeadHours: 6 })).json).toEqual({ reminderLeadHours: 6, version: 1 });
    try {
      await until(async () => (await scheduledFor(day2.id)) === dueOf(day, '15:00', 6).toString({ smallestUnit: 'millisecond' }), 'the reminder 6 hours ahead');
      // 6 hours before 06:00 is midnight, and 08:00 is after the start: no reminder.
      await until(async () => (await scheduledFor(night.id)) === null, 'no reminder for the early booking');
    } finally {
      expect((await world.admin.request('POST', '/api/settings/sms-reminders', { reminderLeadHours: 24 })).status).toBe(200);
    }
  });

  it('is recorded as skipped, not sent, while the template is off or SMS is not configured', async () => {
    setNow(aWeekFromNowAtNoon());
    const setReminderTemplate = async (enabled: boolean) => {
      const templates = defaultSmsTemplates.map((t) => (t.id === 'booking_reminder' ? { ...t, enabled } : t));
      expect((await world.admin.request('POST', '/api/settings/sms-notifications', templates)).status).toBe(200);
    };
    const startSoon = () => {
      const start = clockNow().add({ hours: 3 }).toZonedDateTimeISO(ZONE);
      return [start.toPlainDate().toString(), start.toPlainTime().toString({ smallestUnit: 'minute' })] as const;
    };

    await setReminderTemplate(false);
    try {
      const off = await book(...startSoon());
      await until(async () => (await textTypes(off)).includes('TextMessageSkipped'), 'the skip');
      expect((await textEvents(off)).map((e) => [e.type, e.data.reason])).toEqual([['TextMessageSkipped', m.reminderDisabled]]);
      expect(remindersTo(off.mobile)).toEqual([]);
    } finally {
      await setReminderTemplate(true);
    }

    expect((await world.admin.request('POST', '/api/settings/sms', { accountSid: '' })).json.isConfigured).toBe(false);
    try {
      const unconfigured = await book(...startSoon());
      await until(async () => (await textTypes(unconfigured)).includes('TextMessageSkipped'), 'the skip');
      expect((await textEvents(unconfigured)).map((e) => [e.type, e.data.reason])).toEqual([['TextMessageSkipped', m.smsNotConfigured]]);
      expect(remindersTo(unconfigured.mobile)).toEqual([]);
    } finally {
      expect((await world.admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid })).json.isConfigured).toBe(true);
    }
  });
});

describe('booking reminders in the embedded runtime (npm start: PGlite, the in-process queue’s timers)', { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('sends at the time, and rebuilds a reminder missed while the process was down: sent once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-reminders-'));
    dirs.push(dataDir);
    const config = testConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: 'embedded-pass-1', TWILIO_API_BASE_URL: fake.url });
    const start = () => startApp(config, { roles: ['api', 'projector', 'worker'], clock, log: quiet });
    let running = await start();
    let admin = new HttpSession(running.url!);
    const signIn = async () => {
      admin = new HttpSession(running.url!);
      expect((await admin.login('admin', 'embedded-pass-1')).status).toBe(200);
    };
    try {
      await signIn();
      expect((await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' })).json.isConfigured).toBe(true);
      const types = async (b: { id: string; date: string; time: string }) =>
        (await running.db.sql`select type from events where stream_id = ${textMessageStreamId(reminderMessageKey(b.id, b.date, b.time))} order by stream_version`).map((r) => r.type as string);
      const book = async (date: string, time: string) => {
        const mobile = nextMobile();
        // Service 1 is the starter catalog's.
        const created = await admin.request('POST', '/api/bookings', { fullName: 'Emma Embedded', email: 'emma@example.com', mobile, date, time, vehicleType: 'Sedan/Hatch', modelYear: 2021, serviceIds: [1] });
        expect(created.status, created.text).toBe(201);
        return { id: created.json.id as string, date, time, mobile };
      };

      const day = dayAfter(40);
      const due = dueOf(day, '11:00');
      setNow(due.subtract({ seconds: 3 }));
      const onTime = await book(day, '11:00');
      await until(async () => (await types(onTime)).includes('TextMessageSent'), 'the reminder from its timer');
      expect(remindersTo(onTime.mobile)).toHaveLength(1);

      const missedDay = Temporal.PlainDate.from(day).add({ days: 2 }).toString();
      const missedDue = dueOf(missedDay, '11:00');
      setNow(missedDue.subtract({ seconds: 3 }));
      const missed = await book(missedDay, '11:00');
      // Its timer is set (the reactor is past the booking) before the process stops.
      await until(
        async () => Number((await running.db.sql`select position from projection_checkpoints where name = 'reactor'`)[0]?.position ?? 0) >= (await running.store.headPosition()),
        'the reactor to pass the booking',
      );
      await running.close();
      await until(() => Temporal.Instant.compare(clockNow(), missedDue.add({ seconds: 2 })) > 0, 'the reminder time to pass with no process');
      expect(remindersTo(missed.mobile)).toEqual([]);

      running = await start();
      await until(async () => (await types(missed)).includes('TextMessageSent'), 'the reminder after the restart');
      // Started again, it plans the reminder again (due, the start hours away): the text's stream keeps it to one.
      await running.close();
      running = await start();
      await signIn();
      const atOnce = clockNow().add({ hours: 3 }).toZonedDateTimeISO(ZONE);
      const later = await book(atOnce.toPlainDate().toString(), atOnce.toPlainTime().toString({ smallestUnit: 'minute' }));
      await until(async () => (await types(later)).includes('TextMessageSent'), 'a reminder planned after the rebuild');
      expect(remindersTo(missed.mobile)).toHaveLength(1);
      expect(await types(missed)).toEqual(['TextMessageSendStarted', 'TextMessageSent']);
    } finally {
      await running.close();
    }
  });
});
