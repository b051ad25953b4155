import { performance } from 'node:perf_hooks';
import { readCheckpoint } from '@detailing/services/platform/checkpoints';
import { HttpSession, startTestApp } from '../testing/app.js';
import type { BenchOptions, Figure } from './figures.js';
import { expectStatus, percentile, until } from './support.js';

/** The seeded bookings fall on the 365 days from here. */
const FIRST_DAY = '2026-01-01';

/**
 * The live calendar feed (issue 16) over 10,000 bookings, over HTTP as a calendar app fetches it:
 * a full GET that renders (a new ETag each time: the read model's revision moved on), a full GET
 * answered from the rendered copy kept for its ETag, and a conditional GET (If-None-Match) that
 * answers 304 without rendering. The catalog is the starter catalog the app seeds through its
 * commands and projects; the calendar read model's rows are bulk-inserted in SQL as its projector
 * writes them (services text and length from the projected services).
 */
export async function benchCalendarFeed({ quick }: BenchOptions): Promise<Figure[]> {
  const bookings = 10_000;
  const coldRuns = quick ? 5 : 20;
  const warmRuns = quick ? 20 : 200;
  // The rate limit would count the bench out: it measures serving, not refusing.
  const app = await startTestApp({ roles: ['api', 'projector'], env: { CALENDAR_FEED_REQUESTS_PER_MINUTE: '1000000' } });
  try {
    const sql = app.db.sql;
    await until('the starter catalog to be projected', async () => (await readCheckpoint(sql, 'calendar')) >= (await app.store.headPosition()));
    const services = (await sql`select id, name, duration_hours from calendar_services order by id`) as unknown as { id: number; name: string; duration_hours: number }[];
    if (services.length < 2) throw new Error('the starter catalog has too few services');
    const [a, b] = services as [(typeof services)[number], (typeof services)[number]];

    // Every booking has one or two services; statuses spread over the feed's three and three others.
    await sql`
      insert into calendar_events (booking_id, customer_id, date, time, service_ids, services_text, duration_minutes, status,
        vehicle_type, model_year, rego, first_name, sequence, created_at, last_modified)
      select 'bench-' || g, null, to_char(${FIRST_DAY}::date + (g * 7919 % 365), 'YYYY-MM-DD'),
        to_char(time '08:00' + (g % 16) * interval '30 minutes', 'HH24:MI'),
        case when g % 3 = 0 then array[${a.id}, ${b.id}]::integer[] else array[${a.id}]::integer[] end,
        case when g % 3 = 0 then ${`${a.name}, ${b.name}`} else ${a.name} end,
        case when g % 3 = 0 then ${Math.round((a.duration_hours + b.duration_hours) * 60)}::integer else ${Math.round(a.duration_hours * 60)}::integer end,
        (array['pending', 'approved', 'ready_for_pickup', 'completed', 'cancelled', 'aftercare'])[g % 6 + 1],
        'SUV 5 SEATER', 2018 + g % 8, 'REGO' || g, 'Customer' || g, g % 5, now(), now()
      from generate_series(1, ${bookings}) g`;
    await sql`update calendar_meta set revision = revision + 1, changed_at = now() where id = 1`;
    await sql`analyze calendar_events`;

    const admin = new HttpSession(app.url);
    expectStatus('admin sign-in', await admin.login(app.adminUsername, app.adminPassword), 200);
    const newFeed = async () => {
      const created = await admin.request('POST', '/api/calendar/subscription', {
        type: 'live_sync',
        includeStatuses: ['pending', 'approved', 'ready_for_pickup', 'completed', 'cancelled', 'aftercare'],
      });
      expectStatus('create the feed', created, 200);
      path = new URL(created.json.feedUrl as string).pathname;
    };
    let path = '';
    await newFeed();
    const client = new HttpSession(app.url);

    const timed = async (runs: number, before: () => Promise<unknown>, headers: () => Record<string, string>, status: number) => {
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < runs; i++) {
        await before();
        const started = performance.now();
        const response = await client.request('GET', path, undefined, headers());
        times.push(performance.now() - started);
        expectStatus('the feed', response, status);
        size = response.text.length;
      }
      return { times: times.sort((x, y) => x - y), size };
    };

    // Warm the process (JIT, connections) once before measuring.
    const first = await client.request('GET', path);
    expectStatus('the feed', first, 200);
    const events = (first.text.match(/BEGIN:VEVENT/g) ?? []).length;
    let etag = first.headers.get('etag')!;

    // A new feed (rotate) builds every event afresh; one booking changed rebuilds that booking's event only.
    const cold = await timed(coldRuns, newFeed, () => ({}), 200);
    let changes = 0;
    const oneChanged = async () => {
      const id = `bench-${(++changes * 7) % bookings}`;
      await sql`update calendar_events set sequence = sequence + 1, last_modified = now() where booking_id = ${id}`;
      await sql`update calendar_meta set revision = revision + 1, changed_at = now() where id = 1`;
    };
    const afterChange = await timed(coldRuns, oneChanged, () => ({}), 200);
    const cached = await timed(warmRuns, async () => {}, () => ({}), 200);
    etag = (await client.request('GET', path)).headers.get('etag')!;
    const conditional = await timed(warmRuns, async () => {}, () => ({ 'If-None-Match': etag }), 304);

    const what = `${events.toLocaleString('en')} events of ${bookings.toLocaleString('en')} bookings, ${Math.round(cold.size / 1024).toLocaleString('en')} KiB`;
    const figure = (key: string, label: string, times: number[], runs: number, target: string): Figure[] => [
      { key: `calendarFeed.${key}.p50`, label: `${label} p50: ${what}`, value: percentile(times, 50), unit: 'ms', note: `p50 of ${runs} over HTTP; target ${target}` },
      { key: `calendarFeed.${key}.p95`, label: `${label} p95: ${what}`, value: percentile(times, 95), unit: 'ms', note: `p95 of ${runs} over HTTP; target ${target}` },
    ];
    return [
      ...figure('fullRender', 'feed GET of a new feed, every event built and rendered', cold.times, coldRuns, '< 200 ms'),
      ...figure('fullAfterChange', 'feed GET after one booking changed (new ETag), rendered', afterChange.times, coldRuns, '< 200 ms'),
      ...figure('fullCached', 'feed GET, rendered copy of its ETag', cached.times, warmRuns, '< 200 ms'),
      ...figure('conditional', 'feed GET If-None-Match → 304', conditional.times, warmRuns, '< 5 ms'),
    ];
  } finally {
    await app.close();
  }
}
