import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationMessageKey, defaultSmsTemplates, formatDateLong, rescheduleMessageKey, SMS_TEMPLATE_IDS, textMessageMessages as m } from '@detailing/schema';
import { startApp, type RunningApp } from '../../infra/app.js';
import { allReactions } from '../../infra/reactions.js';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { type FakeTwilio, startFakeTwilio } from '../../infra/testing/fakeTwilio.js';
import { redisUrl } from '../../infra/testing/services.js';
import { until as waitUntil } from '../../infra/testing/until.js';
import { bookingFor, offeredDays, type SelfServiceCustomer, signedInCustomer } from '../../services/portal/testing/selfServiceWorld.js';
import { BullMqJobQueue } from '../queue/BullMqJobQueue.js';
import { Reactor } from '../reactor/Reactor.js';

// Issue 31: a customer who moves their own booking in the portal gets the 'booking confirmed' text
// with the new date and time, once per move; one who cancels gets the 'booking cancelled' text,
// once. Staff changes text nobody. Jobs run through BullMQ on Redis, in a worker of their own.

const quiet = () => {};
const until = <T>(check: () => Promise<T>, what: string, timeoutMs = 60_000) => waitUntil(check, what, timeoutMs, 100);

let app: TestApp;
let admin: HttpSession;
let fake: FakeTwilio;
let worker: RunningApp;
let serviceIds: number[];
let url: string;
let cora: SelfServiceCustomer;
const days = offeredDays();
const smsQueue = () => new Queue('sms', { connection: { url }, prefix: app.config.QUEUE_PREFIX }).on('error', quiet);
const startWorker = () => startApp(app.config, { roles: ['worker'], db: app.db, log: quiet });

const e164 = (mobile: string) => `+61${mobile.replace(/\s/g, '').slice(1)}`;
const textsTo = (mobile: string) => fake.requests.filter((r) => r.form.To === e164(mobile));
const textEvents = async (messageKey: string) =>
  (await app.db.sql`select type, data from events where stream_id = ${`text-message-${messageKey}`} order by stream_version`) as unknown as { type: string; data: { reason?: string } }[];
const textTypes = async (messageKey: string) => (await textEvents(messageKey)).map((e) => e.type);
const cancelledEventId = async (bookingId: string) =>
  (await app.db.sql`select event_id from events where type = 'BookingStatusChanged' and data->>'bookingId' = ${bookingId} and data->>'to' = 'cancelled' order by global_position`)[0]!
    .event_id as string;

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

async function setTemplate(id: string, enabled: boolean): Promise<void> {
  const current = (await admin.request('GET', '/api/settings/sms-notifications')).json as { id: string }[];
  const templates = current.map(({ version: _v, ...t }: { id: string; version?: number }) => (t.id === id ? { ...t, enabled } : t));
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
      QUEUE_PREFIX: `s${randomUUID().slice(0, 8)}`,
    },
    roles: ['api', 'projector'],
  });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  const sms = await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' });
  expect(sms.json.isConfigured).toBe(true);
  serviceIds = await createServices(admin, 2);
  cora = await signedInCustomer(app, admin, { fullName: 'Cora Customer', mobile: '0413 777 001' });
  worker = await startWorker();
});

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await fake?.close();
});

describe("texts on a customer's own change", { timeout: 180_000 }, () => {
  let moved: string;

  it('confirms the new date and time once when the customer moves their booking; the booking staff made sent none', async () => {
    expect(defaultSmsTemplates.find((t) => t.id === SMS_TEMPLATE_IDS.bookingCancelled)).toMatchObject({ name: 'Booking cancelled', enabled: true });
    moved = await bookingFor(admin, cora, serviceIds, days[10]!);
    const answer = await cora.portal.request('POST', `/api/customer/bookings/${moved}/reschedule`, { date: days[3], time: '1:00 PM' });
    expect(answer.status, answer.text).toBe(200);
    const key = rescheduleMessageKey(moved, days[3]!, '13:00');
    await until(async () => (await textTypes(key)).includes('TextMessageSent'), 'the confirmation of the new start');
    await until(settled, 'the reactor and the sms queue to have nothing left to do');
    expect(textsTo(cora.mobile).map((t) => t.form.Body)).toEqual([
      `Hi Cora Customer, thanks for booking with us! Your Detail package 1, Detail package 2 is confirmed for ${formatDateLong(days[3]!)} at 1:00 PM. Total: $360.00. We'll see you then.`,
    ]);
    expect(await textTypes(key)).toEqual(['TextMessageSendStarted', 'TextMessageSent']);
  });

  it('confirms each further move once, over GraphQL too', async () => {
    const answer = await cora.portal.graphql('mutation($id: ID!, $input: RescheduleMyBookingInput!) { rescheduleMyBooking(id: $id, input: $input) { time } }', {
      id: moved,
      input: { date: days[4], time: '08:30' },
    });
    expect(answer.json.errors).toBeUndefined();
    await until(async () => (await textTypes(rescheduleMessageKey(moved, days[4]!, '08:30'))).includes('TextMessageSent'), 'the second confirmation');
    await until(settled, 'the reactor and the sms queue to have nothing left to do');
    const texts = textsTo(cora.mobile);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.form.Body).toContain(`confirmed for ${formatDateLong(days[4]!)} at 8:30 AM`);
  });

  it('tells the customer once when they cancel their booking', async () => {
    const answer = await cora.portal.request('POST', `/api/customer/bookings/${moved}/cancel`);
    expect(answer.status, answer.text).toBe(200);
    const key = cancellationMessageKey(moved, await cancelledEventId(moved));
    await until(async () => (await textTypes(key)).includes('TextMessageSent'), 'the cancellation text');
    await until(settled, 'the reactor and the sms queue to have nothing left to do');
    const texts = textsTo(cora.mobile);
    expect(texts).toHaveLength(3);
    expect(texts[2]!.form.Body).toBe(
      `Hi Cora Customer, your Detail package 1, Detail package 2 on ${formatDateLong(days[4]!)} at 8:30 AM has been cancelled as you asked. We hope to see you again soon.`,
    );
  });

  it('sends nothing when staff move or cancel a booking', async () => {
    const id = await bookingFor(admin, cora, serviceIds, days[11]!);
    expect((await admin.request('PATCH', `/api/bookings/${id}`, { date: days[12], time: '15:00' })).status).toBe(200);
    expect((await admin.request('PATCH', `/api/bookings/${id}`, { status: 'cancelled' })).status).toBe(200);
    // A customer's change after them: once its text is out, the reactor has passed the staff's.
    const later = await bookingFor(admin, cora, serviceIds, days[13]!);
    expect((await cora.portal.request('POST', `/api/customer/bookings/${later}/reschedule`, { date: days[13], time: '16:00' })).status).toBe(200);
    await until(async () => (await textTypes(rescheduleMessageKey(later, days[13]!, '16:00'))).includes('TextMessageSent'), 'the later text');
    await until(settled, 'the reactor and the sms queue to have nothing left to do');
    expect(textsTo(cora.mobile)).toHaveLength(4);
    const [keys] = await app.db.sql`select count(*)::int as n from events where stream_id like ${`text-message-%${id}%`}`;
    expect(keys!.n).toBe(0);
  });

  it('sends each once still when the jobs are delivered again and the reactor replays every event', async () => {
    const before = textsTo(cora.mobile).length;
    const queue = smsQueue();
    await worker.close();
    await queue.obliterate({ force: true });
    await new Reactor(app.db, app.store, new BullMqJobQueue(url, app.config.QUEUE_PREFIX), allReactions).replayFromStart();
    worker = await startWorker();
    await until(async () => ((await queue.getJobCounts('completed')).completed ?? 0) > 0, 'the replayed jobs to finish');
    await until(settled, 'the reactor and the sms queue to have nothing left to do');
    await queue.close();
    expect(textsTo(cora.mobile)).toHaveLength(before);
  });

  it('records the cancellation text as skipped while its template is off, and sends nothing', async () => {
    await setTemplate(SMS_TEMPLATE_IDS.bookingCancelled, false);
    try {
      const id = await bookingFor(admin, cora, serviceIds, days[14]!);
      expect((await cora.portal.request('POST', `/api/customer/bookings/${id}/cancel`)).status).toBe(200);
      const key = cancellationMessageKey(id, await cancelledEventId(id));
      await until(async () => (await textTypes(key)).includes('TextMessageSkipped'), 'the skip');
      await until(settled, 'the reactor and the sms queue to have nothing left to do');
      expect(await textEvents(key)).toEqual([expect.objectContaining({ type: 'TextMessageSkipped', data: expect.objectContaining({ reason: m.cancellationDisabled }) })]);
      expect(textsTo(cora.mobile)).toHaveLength(4);
    } finally {
      await setTemplate(SMS_TEMPLATE_IDS.bookingCancelled, true);
    }
  });
});
