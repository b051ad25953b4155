import { randomBytes, randomUUID } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsTemplates, formatDateLong, textMessageMessages as m, todayIn } from '@detailing/schema';
import { startApp, type RunningApp } from '../../infra/app.js';
import { allReactions } from '../../infra/reactions.js';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { type FakeTwilio, startFakeTwilio } from '../../infra/testing/fakeTwilio.js';
import { redisUrl } from '../../infra/testing/services.js';
import { until as waitUntil } from '../../infra/testing/until.js';
import { BullMqJobQueue } from '../queue/BullMqJobQueue.js';
import { Reactor } from '../reactor/Reactor.js';
import { CONFIRMATION_TEXT_JOB } from './reactions.js';

// Issue 13: a booking made through the public wizard gets exactly one 'booking confirmed' text
// while the template is on; an admin's booking gets none. Jobs run through BullMQ on Redis.

const quiet = () => {};
const until = <T>(check: () => Promise<T>, what: string, timeoutMs = 60_000) => waitUntil(check, what, timeoutMs, 100);

let app: TestApp;
let admin: HttpSession;
let fake: FakeTwilio;
let worker: RunningApp;
let serviceIds: number[];
let url: string;
const smsQueue = () => new Queue('sms', { connection: { url }, prefix: app.config.QUEUE_PREFIX }).on('error', quiet);
const startWorker = () => startApp(app.config, { roles: ['worker'], db: app.db, log: quiet });

/** Free weekdays from tomorrow on, in the business time zone: the wizard offers one booking a day. */
const freeDays = (() => {
  const days: string[] = [];
  let day = Temporal.PlainDate.from(todayIn('Australia/Melbourne'));
  while (days.length < 10) {
    day = day.add({ days: 1 });
    if (day.dayOfWeek <= 5) days.push(day.toString());
  }
  return days;
})();

let mobileCounter = 100;
const nextMobile = () => `0413 555 ${String(mobileCounter++).padStart(3, '0')}`;
const e164 = (mobile: string) => `+61${mobile.replace(/\s/g, '').slice(1)}`;
const textsTo = (mobile: string) => fake.requests.filter((r) => r.form.To === e164(mobile));

/** As the wizard sends it: no session, an idempotency key, the slot's label. */
async function wizardBooking(date: string, mobile = nextMobile()): Promise<{ id: string; mobile: string; date: string; email: string }> {
  const email = `wanda${mobileCounter++}@example.com`;
  const created = await new HttpSession(app.url).request(
    'POST',
    '/api/bookings',
    {
      serviceIds,
      vehicleType: 'SUV 5 Seater',
      modelYear: 2025,
      date,
      time: '9:00 AM',
      fullName: 'Wanda Wizard',
      email,
      mobile,
      // A plate of its own: each plate may hold two upcoming public bookings.
      vehicleRego: `abc${mobileCounter}`,
      termsAccepted: true,
    },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(created.status, created.text).toBe(201);
  expect(created.json.status).toBe('pending');
  return { id: created.json.id, mobile, date, email };
}

const textEvents = async (bookingId: string) =>
  (await app.db.sql`select type, data from events where stream_id = ${`text-message-booking-confirmed-${bookingId}`} order by stream_version`) as unknown as {
    type: string;
    data: { reason?: string };
  }[];
const textTypes = async (bookingId: string) => (await textEvents(bookingId)).map((e) => e.type);

/** Nothing left to happen: the reactor has reacted to every event and no text job waits or runs. */
async function settled(): Promise<boolean> {
  const head = await app.store.headPosition();
  const [checkpoint] = await app.db.sql`select position from projection_checkpoints where name = 'reactor'`;
  if (!checkpoint || Number(checkpoint.position) < head) return false;
  const queue = smsQueue();
  try {
    const counts = await queue.getJobCounts('active', 'wait', 'delayed', 'prioritized', 'waiting-children');
    if (Object.values(counts).some((n) => n > 0)) return false;
  } finally {
    await queue.close();
  }
  return (await app.store.headPosition()) === head;
}

/**
 * The confirmation template on or off. The reminder's stays off: these bookings are for the next
 * weekdays, inside its lead time at some hours of the day, when each would also be reminded at once
 * (reminders.e2e shows that), and every text a mobile receives here is to be its confirmation.
 */
async function setConfirmationTemplate(enabled: boolean): Promise<void> {
  const templates = defaultSmsTemplates.map((t) =>
    t.id === 'booking_confirmed' ? { ...t, enabled } : t.id === 'booking_reminder' ? { ...t, enabled: false } : t,
  );
  const saved = await admin.request('POST', '/api/settings/sms-notifications', templates);
  expect(saved.status, saved.text).toBe(200);
}

beforeAll(async () => {
  fake = await startFakeTwilio();
  url = await redisUrl();
  app = await startTestApp({
    env: {
      TWILIO_API_BASE_URL: fake.url,
      SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      JOB_LOCK_MS: '2000',
      REDIS_URL: url,
      QUEUE_PREFIX: `c${randomUUID().slice(0, 8)}`,
    },
    roles: ['api', 'projector'],
  });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  const sms = await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' });
  expect(sms.json.isConfigured).toBe(true);
  serviceIds = await createServices(admin, 2);
  await setConfirmationTemplate(true);
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await fake?.close();
});

describe('the booking confirmed text', { timeout: 180_000 }, () => {
  let first: Awaited<ReturnType<typeof wizardBooking>>;

  it('reaches the customer of a wizard booking once, the template filled with the booking', async () => {
    first = await wizardBooking(freeDays[0]!);
    await until(async () => (await textTypes(first.id)).includes('TextMessageSent'), 'the confirmation text');
    await until(settled, 'the reactor and the sms queue to have nothing left to do');

    const texts = textsTo(first.mobile);
    expect(texts).toHaveLength(1);
    // Two services of createServices for an SUV 5 Seater: $120 + $240.
    expect(texts[0]!.form.Body).toBe(
      `Hi Wanda Wizard, thanks for booking with us! Your Detail package 1, Detail package 2 is confirmed for ${formatDateLong(first.date)} at 9:00 AM. Total: $360.00. We'll see you then.`,
    );
    expect(await textTypes(first.id)).toEqual(['TextMessageSendStarted', 'TextMessageSent']);
  });

  it('is sent once still when its job is delivered again and the reactor replays every event', async () => {
    // Duplicate delivery: the job runs again, as if BullMQ had forgotten it was done.
    const queue = smsQueue();
    await queue.obliterate({ force: true });
    const again = new BullMqJobQueue(url, app.config.QUEUE_PREFIX);
    const [created] = await app.db.sql`select event_id from events where type = 'BookingCreated' and data->>'bookingId' = ${first.id}`;
    await again.enqueue([
      { queue: 'sms', name: CONFIRMATION_TEXT_JOB, id: `sms-booking-confirmed-${first.id}`, data: { bookingId: first.id, causationEventId: created!.event_id } },
    ]);
    await again.close();
    await until(async () => ((await queue.getJobCounts('completed')).completed ?? 0) > 0, 'the repeated job to finish');

    // And the whole history again, from the first event.
    await worker.close();
    await queue.obliterate({ force: true });
    await new Reactor(app.db, app.store, new BullMqJobQueue(url, app.config.QUEUE_PREFIX), allReactions).replayFromStart();
    worker = await startWorker();
    await until(async () => ((await queue.getJobCounts('completed')).completed ?? 0) > 0, 'the replayed job to finish');
    await until(settled, 'the reactor and the sms queue to have nothing left to do');
    await queue.close();

    expect(textsTo(first.mobile)).toHaveLength(1);
    expect(await textTypes(first.id)).toEqual(['TextMessageSendStarted', 'TextMessageSent']);
  });

  it('is not sent while the template is turned off: recorded as skipped', async () => {
    await setConfirmationTemplate(false);
    try {
      const booking = await wizardBooking(freeDays[1]!);
      await until(async () => (await textTypes(booking.id)).includes('TextMessageSkipped'), 'the skip');
      await until(settled, 'the reactor and the sms queue to have nothing left to do');
      expect(await textEvents(booking.id)).toEqual([expect.objectContaining({ type: 'TextMessageSkipped', data: expect.objectContaining({ reason: m.confirmationDisabled }) })]);
      expect(textsTo(booking.mobile)).toHaveLength(0);
    } finally {
      await setConfirmationTemplate(true);
    }
  });

  it('is not sent for a booking an admin enters', async () => {
    const mobile = nextMobile();
    const created = await admin.request('POST', '/api/bookings', {
      fullName: 'Andy Admin',
      email: 'andy@example.com',
      mobile,
      date: freeDays[2]!,
      time: '10:00',
      vehicleType: 'SUV 5 Seater',
      modelYear: 2025,
      serviceIds,
    });
    expect(created.status, created.text).toBe(201);
    // A wizard booking after it: once its text is out, the reactor has passed the admin's booking.
    const later = await wizardBooking(freeDays[3]!);
    await until(async () => (await textTypes(later.id)).includes('TextMessageSent'), 'the later text');
    await until(settled, 'the reactor and the sms queue to have nothing left to do');

    expect(await textTypes(created.json.id)).toEqual([]);
    expect(textsTo(mobile)).toHaveLength(0);
  });

  it('refused by the provider, is parked as failed; an admin can retry it; deleting the customer erases the refusal', async () => {
    const mobile = '0413 999 999';
    fake.rejectNumber(e164(mobile));
    const booking = await wizardBooking(freeDays[4]!, mobile);
    const failed = await until(async () => {
      const response = await admin.graphql('{ failedJobs { queue id reason } }');
      return (response.json.data.failedJobs as { queue: string; id: string }[]).find((j) => j.id === `sms-booking-confirmed-${booking.id}`);
    }, 'the failed job to be listed');
    expect(failed.queue).toBe('sms');
    expect(await textTypes(booking.id)).toEqual(['TextMessageSendStarted', 'TextMessageFailed']);
    expect(textsTo(mobile)).toHaveLength(1);

    fake.reset();
    const retried = await admin.graphql('mutation($id: ID!) { retryJob(queue: "sms", id: $id) }', { id: failed.id });
    expect(retried.json.data.retryJob).toBe(true);
    await until(async () => (await textTypes(booking.id)).includes('TextMessageSent'), 'the retried text');
    expect((await textTypes(booking.id)).slice(2)).toEqual(['TextMessageRetryRequested', 'TextMessageSendStarted', 'TextMessageSent']);
    expect(textsTo(mobile)).toHaveLength(1);

    const stream = `text-message-booking-confirmed-${booking.id}`;
    expect(JSON.stringify(await app.store.readStream(stream))).toContain(e164(mobile));
    expect((await admin.request('DELETE', `/api/customers/${booking.email}`)).status).toBe(200);
    expect(JSON.stringify(await app.store.readStream(stream))).not.toContain(e164(mobile));
    expect(JSON.stringify(await app.db.sql`select data from events where stream_id = ${stream}`)).not.toContain(e164(mobile));
  });
});
