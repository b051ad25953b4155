import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startStack } from '../stack/stack.js';
import { HttpSession } from '../testing/app.js';
import { createServices } from '../testing/catalog.js';
import { CREATE_BOOKING } from '../testing/processBookings.js';
import { freshPostgres, redisUrl } from '../testing/services.js';
import { type BenchOptions, type Figure, withRatio } from './figures.js';
import { bookingInput, expectStatus, percentile } from './support.js';

const ADMIN_PASSWORD = 'bench-stack-admin-1';
const CONCURRENCY = 8;

/**
 * The replicated stack (infra/stack/stack.ts: two API replicas and two workers behind Caddy):
 * photo GETs through the proxy beside the same GETs sent to one replica directly, createBooking
 * through the proxy, and how many keyed writes were refused while an API replica was killed.
 */
export async function benchStack({ quick }: BenchOptions): Promise<Figure[]> {
  const gets = quick ? 200 : 2_000;
  const creates = quick ? 30 : 300;
  const writes = quick ? 30 : 300;
  const pg = await freshPostgres();
  const stack = await startStack({ databaseUrl: pg.url, redisUrl: await redisUrl(), adminPassword: ADMIN_PASSWORD });
  try {
    const admin = new HttpSession(stack.url);
    expectStatus('admin sign-in through the proxy', await admin.login('admin', ADMIN_PASSWORD), 200);
    const serviceIds = await createServices(admin, 1);
    const create = async (name: string) => {
      const response = await admin.graphql(CREATE_BOOKING, { input: bookingInput(name, serviceIds) });
      return response.json?.data?.createBooking?.id as string | undefined;
    };
    const bookingId = await create('Pia Photo');
    const photo = await sharp(randomBytes(640 * 480 * 3), { raw: { width: 640, height: 480, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    expectStatus('photo upload', await admin.upload(`/api/bookings/${bookingId}/photos`, [{ field: 'photos', name: 'before.jpg', bytes: photo }], { photoType: 'before' }), 200);
    const photoUrl: string = (await admin.request('GET', `/api/bookings/${bookingId}/photos/before`)).json.photos[0].url;

    /** `count` GETs of the photo from `baseUrl`, CONCURRENCY at a time. */
    const photoGets = async (baseUrl: string) => {
      const direct = new HttpSession(baseUrl);
      direct.cookie = admin.cookie;
      const latencies: number[] = [];
      let notOk = 0;
      let sent = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent++ < gets) {
            const t = performance.now();
            const answer = await direct.fetchBytes(photoUrl);
            latencies.push(performance.now() - t);
            if (answer.status !== 200) notOk++;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      return { perSecond: gets / seconds, p99: percentile(latencies.sort((a, b) => a - b), 99), notOk };
    };
    // The baseline: one replica directly (either serves the photo: blobs live in PostgreSQL).
    const direct = await photoGets(stack.apis[0].url);
    const proxied = await photoGets(stack.url);
    const photoNote = `${gets} GETs of one ${Math.round(photo.length / 1024)} KB photo, ${CONCURRENCY} at a time; not 200 through the proxy: ${proxied.notOk}, direct: ${direct.notOk}`;

    const createLatencies: number[] = [];
    for (let i = 0; i < creates; i++) {
      const t = performance.now();
      if (!(await create(`Cole Create ${i}`))) throw new Error('createBooking through the proxy failed');
      createLatencies.push(performance.now() - t);
    }

    // Keyed writes (REST and GraphQL in turn), CONCURRENCY/2 at a time, each retried under its
    // key until answered; api-2 is killed a third of the way in.
    const run = randomBytes(3).toString('hex');
    let refused = 0;
    let acknowledged = 0;
    let next = 0;
    /** Refused attempts by status (409: the dead replica's claim on the key; 502/503: the proxy), or 'no answer'. */
    const refusals = new Map<string, number>();
    let killedAt: number | undefined;
    let lastRefusedAt: number | undefined;
    let killed: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: CONCURRENCY / 2 }, async () => {
        while (next < writes) {
          const i = next++;
          const input = bookingInput(`Kim Kill ${run} ${i}`, serviceIds);
          const headers = { 'Idempotency-Key': `bench-${run}-${i}` };
          for (let attempt = 0; attempt < 200; attempt++) {
            const answer =
              i % 2 === 0
                ? await admin.request('POST', '/api/bookings', input, headers).then((r) => ({ status: r.status, id: r.status === 201 ? r.json?.id : undefined }), () => null)
                : await admin
                    .request('POST', '/graphql', { query: CREATE_BOOKING, variables: { input } }, headers)
                    .then((r) => ({ status: r.status, id: r.json?.data?.createBooking?.id }), () => null);
            if (answer?.id) {
              acknowledged++;
              break;
            }
            refused++;
            const why = answer ? String(answer.status) : 'no answer';
            refusals.set(why, (refusals.get(why) ?? 0) + 1);
            lastRefusedAt = performance.now();
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          if (acknowledged >= writes / 3 && !killed) {
            killedAt = performance.now();
            killed = stack.apis[1].kill('SIGKILL');
          }
        }
      }),
    );
    await killed;
    const killNote = `${writes} keyed writes (POST /api/bookings and GraphQL createBooking in turn), ${CONCURRENCY / 2} at a time, api-2 SIGKILLed after a third; each retried under its key every 250 ms until answered`;
    // None doubled: each name once in the read model, once it has caught up with every acknowledged write.
    const rows = async () =>
      pg.db.sql<{ name: string; n: number }[]>`select full_name as name, count(*)::int as n from bookings where full_name like ${`Kim Kill ${run} %`} group by 1`;
    for (let waited = 0; (await rows()).length < acknowledged && waited < 30_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    const doubled = (await rows()).filter((row) => row.n > 1).length;
    const refusedFor = killedAt !== undefined && lastRefusedAt !== undefined && lastRefusedAt > killedAt ? lastRefusedAt - killedAt : 0;

    return [
      withRatio({
        key: 'stack.photoGet.perSecond',
        label: 'photo GETs per second through Caddy to two replicas (baseline: one replica directly)',
        value: proxied.perSecond,
        baseline: direct.perSecond,
        unit: '/s',
        note: photoNote,
      }),
      withRatio({
        key: 'stack.photoGet.p99Ms',
        label: 'photo GET through Caddy to two replicas, p99 (baseline: one replica directly)',
        value: proxied.p99,
        baseline: direct.p99,
        unit: 'ms',
        note: photoNote,
      }),
      {
        key: 'stack.createBooking.proxy.p99Ms',
        label: 'createBooking through Caddy, p99',
        value: percentile(createLatencies.sort((a, b) => a - b), 99),
        unit: 'ms',
        note: `${creates} sequential`,
      },
      {
        key: 'stack.kill.refused',
        label: 'keyed writes refused (then retried) while an API replica was killed',
        value: refused,
        unit: 'requests',
        note: `by status: ${[...refusals].map(([why, n]) => `${why} × ${n}`).join(', ') || 'none'}; ${killNote}`,
      },
      {
        key: 'stack.kill.refusedForMs',
        label: 'how long after the kill clients were still refused (the dead replica’s claims lapse within IDEMPOTENCY_CLAIM_MS)',
        value: refusedFor,
        unit: 'ms',
        note: killNote,
      },
      { key: 'stack.kill.doubled', label: 'keyed writes recorded twice', value: doubled, unit: 'writes', note: killNote },
      { key: 'stack.kill.unacknowledged', label: 'keyed writes never acknowledged after their retries', value: writes - acknowledged, unit: 'writes', note: killNote },
    ];
  } finally {
    await stack.stop();
    await pg.drop();
  }
}
