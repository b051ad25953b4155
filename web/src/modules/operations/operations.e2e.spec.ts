import { randomBytes } from 'node:crypto';
import { allProjectors } from '@detailing/projections';
import type { RebuildProgress } from '@detailing/projections/runner/rebuild';
import { ProjectionRunner } from '@detailing/projections/runner/ProjectionRunner';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, openNavigationDrawer, signInThroughGate } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { createServices } from '@detailing/infra/testing/catalog';
import { type FakeTwilio, startFakeTwilio } from '@detailing/infra/testing/fakeTwilio';
import { until } from '@detailing/infra/testing/until';
import { projectionLeases } from '@detailing/services/platform/checkpoints';
import { Leases } from '@detailing/services/platform/leases';

// The operations view through the real app: every read model listed live, a rebuild run from here
// against the same database (held between its batches) moving the progress bar on the screen until
// the swap makes the read model live again, a read model held back by a lease another owner keeps
// showing how far behind it is and for how long, the job queues' figures, and a failed text job
// listed with its error id and cleared by Retry.

let app: TestApp;
let admin: HttpSession;
let fake: FakeTwilio;
let serviceIds: number[] = [];
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'operations-' });
const { open, shot, pageErrors, cspRefusals, scrollWidth } = journey;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const quiet = () => {};

/** Holds a rebuild between its batches until the test lets the next one go. */
function gate() {
  const reached: RebuildProgress[] = [];
  let release: (() => void) | null = null;
  let finished = false;
  return {
    reached,
    pause(progress: RebuildProgress) {
      reached.push(progress);
      return new Promise<void>((resolve) => (release = resolve));
    },
    run<T>(rebuild: Promise<T>): Promise<T> {
      return rebuild.finally(() => (finished = true));
    },
    get finished() {
      return finished;
    },
    /** Lets the rebuild read its next batch (or swap); resolves once it paused again or finished. */
    async step() {
      const before = reached.length;
      const go = await until(() => release, 'the rebuild to pause');
      release = null;
      go();
      await until(() => finished || (reached.length > before && release), 'the rebuild to pause again or finish');
    },
  };
}

let mobileCounter = 100;
async function book(mobile = `0412 345 ${String(mobileCounter++).padStart(3, '0')}`): Promise<string> {
  const created = await admin.request('POST', '/api/bookings', {
    fullName: 'Olive Operations',
    email: `olive${mobileCounter}@example.com`,
    mobile,
    date: '2027-02-10',
    time: '09:00',
    vehicleType: 'Sedan/Hatch',
    modelYear: 2024,
    serviceIds,
  });
  expect(created.status, created.text).toBe(201);
  return created.json.id;
}

async function openOperations(width: number): Promise<Page> {
  const { page } = await open(width);
  await page.goto('/admin');
  await signInThroughGate(page, app.adminUsername, app.adminPassword);
  if (width < 768) {
    await openNavigationDrawer(page);
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', { name: 'Tools' }).getByRole('button', { name: 'Operations' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Tools' }).getByRole('button', { name: 'Operations' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
  return page;
}

/** The read model's row (table) or card (narrow). */
const readModel = (page: Page, name: string) => page.locator(`[data-projection="${name}"]`);
const progressOf = (page: Page, name: string) => page.getByRole('progressbar', { name: `Rebuild of ${name}` });

describe('the operations view in a real browser', { timeout: 240_000 }, () => {
  beforeAll(async () => {
    fake = await startFakeTwilio();
    app = await startTestApp({ env: { TWILIO_API_BASE_URL: fake.url, SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'), LEASE_RETRY_MS: '200' } });
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const sms = await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' });
    expect(sms.json.isConfigured).toBe(true);
    serviceIds = await createServices(admin, 2);
    // Events enough for a rebuild of many small batches.
    for (let i = 0; i < 6; i++) await book();
    await journey.start();
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
    await fake?.close();
  });

  it('is reached from the sidebar footer and lists every read model, live and up to date', async () => {
    const page = await openOperations(1280);
    const table = page.getByRole('table', { name: 'Read models' });
    await poll(() => table.locator('tbody th').allTextContents()).toEqual(allProjectors.map((p) => p.name));
    for (const projector of allProjectors) {
      const row = readModel(page, projector.name);
      await poll(() => row.getByText('Live', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByText('Up to date').isVisible()).toBe(true);
      expect(await row.getByText(`v${projector.version}`, { exact: true }).isVisible()).toBe(true);
    }
    // The runner records leases: the Holder column says which process holds each read model, as the server does.
    expect(await table.getByRole('columnheader', { name: 'Holder' }).isVisible()).toBe(true);
    const leases = await projectionLeases(app.db.sql);
    const holderColumn = (await table.getByRole('columnheader').allTextContents()).indexOf('Holder');
    for (const projector of allProjectors) {
      const holder = leases.find((l) => l.name === projector.name)?.holder ?? 'Nobody';
      await poll(() => readModel(page, projector.name).locator('td, th').nth(holderColumn).locator('div').first().textContent()).toBe(holder);
    }
    // Every job queue with its figures, none waiting or failed yet.
    const queues = page.getByRole('table', { name: 'Job queues' });
    await poll(() => queues.locator('tbody th').allTextContents()).toEqual(['invoices', 'sms', 'imports', 'portal', 'reminders']);
    expect(await queues.locator('[data-queue="sms"] td').allTextContents()).toEqual(['0', '0', '0', '0']);
    expect(await page.getByRole('navigation', { name: 'Tools' }).getByRole('button', { name: 'Operations' }).getAttribute('aria-current')).toBe('page');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '01-live-1280');
    await page.close();
  });

  it('shows a rebuild moving on the progress bar, live, then the read model live again after the swap', async () => {
    const wide = await openOperations(1280);
    const narrow = await openOperations(375);
    await poll(() => readModel(wide, 'bookings').getByText('Live', { exact: true }).isVisible()).toBe(true);
    const [{ n: total }] = (await app.db.sql`select count(*)::int as n from events`) as unknown as [{ n: number }];

    const paused = gate();
    const runner = new ProjectionRunner(app.db, app.store, allProjectors, quiet, { batchSize: 5, betweenRebuildBatches: (p) => paused.pause(p) });
    const rebuilt = paused.run(runner.rebuild('bookings'));
    await until(() => paused.reached.length > 0, 'the first batch');

    // After the first batch: 5 events of the total, on both screens, without a reload.
    for (const page of [wide, narrow]) {
      await poll(() => progressOf(page, 'bookings').getAttribute('aria-valuetext')).toBe(`${Math.floor(500 / total)}%, 5 of ${total} events`);
      expect(await readModel(page, 'bookings').getByText('Rebuilding', { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await wide.getByText(`5 of ${total} events`).isVisible()).toBe(true);
    const firstValue = Number(await progressOf(wide, 'bookings').getAttribute('aria-valuenow'));

    await paused.step();
    await paused.step();
    await poll(() => progressOf(wide, 'bookings').getAttribute('aria-valuetext')).toBe(`${Math.floor(1500 / total)}%, 15 of ${total} events`);
    await poll(() => progressOf(narrow, 'bookings').getAttribute('aria-valuetext')).toBe(`${Math.floor(1500 / total)}%, 15 of ${total} events`);
    expect(Number(await progressOf(wide, 'bookings').getAttribute('aria-valuenow'))).toBeGreaterThan(firstValue);
    expect(await accessibilityViolations(wide)).toEqual([]);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    expect(await scrollWidth(narrow)).toBeLessThanOrEqual(375);
    await shot(wide, '02-rebuilding-1280');
    await shot(narrow, '03-rebuilding-375');

    while (!paused.finished) await paused.step();
    await rebuilt;
    for (const page of [wide, narrow]) {
      await poll(() => progressOf(page, 'bookings').count()).toBe(0);
      await poll(() => readModel(page, 'bookings').getByText('Live', { exact: true }).isVisible()).toBe(true);
      expect(await readModel(page, 'bookings').getByText('Up to date').isVisible()).toBe(true);
    }
    await shot(narrow, '04-live-again-375');
    await wide.close();
    await narrow.close();
  });

  it('shows a read model held back: how many events it has not applied and how long they have waited, until it catches up', async () => {
    const page = await openOperations(1280);
    const row = readModel(page, 'bookings');
    await poll(() => row.getByText('Up to date').isVisible()).toBe(true);
    // Another owner takes the read model's lease while this process lets its leases go, and keeps it.
    await app.runner.stop();
    const owner = Leases.open(app.db, { label: 'another owner', retryMs: 200 });
    try {
      await owner.want(new Map([['bookings', { acquired: async () => {}, lost: async () => {} }]]));
      await app.runner.start();
      for (let i = 0; i < 3; i++) expect((await admin.request('POST', '/api/vehicle-types', { name: `Held back ${i}`, description: null })).status).toBe(201);
      // No progress comes from a read model that does not move: the screen asks again on its own.
      await poll(() => row.getByText('Behind', { exact: true }).isVisible()).toBe(true);
      await poll(async () => /^\d+ events$/.test((await row.locator('td').nth(2).locator('div').first().textContent()) ?? '')).toBe(true);
      expect(await row.getByText(/^waiting (under 1|\d+) s$/).isVisible()).toBe(true);
      expect(await row.getByText('another owner').isVisible()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, '05-held-back-1280');
    } finally {
      await owner.close();
    }
    await poll(() => row.getByText('Up to date').isVisible()).toBe(true);
    expect(await row.getByText(/^waiting/).count()).toBe(0);
    await page.close();
  });

  it('lists a text job that failed with its error id, and Retry sends it and clears it from the list', async () => {
    const mobile = '0412 999 999';
    fake.rejectNumber('+61412999999');
    const bookingId = await book(mobile);
    expect((await admin.request('PATCH', `/api/bookings/${bookingId}`, { status: 'completed' })).status).toBe(200);
    const jobId = `sms-booking-completed-${bookingId}`;
    await until(async () => ((await admin.graphql('{ failedJobs { id } }')).json.data.failedJobs as { id: string }[]).some((j) => j.id === jobId), 'the text job to fail');

    const page = await openOperations(1280);
    const card = page.locator(`[data-job="${jobId}"]`);
    await poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText(/not a valid phone number/).isVisible()).toBe(true);
    expect(await card.getByText('sms', { exact: true }).isVisible()).toBe(true);
    // The id its failure was logged under, to quote or search the logs for.
    const listed = ((await admin.graphql('{ failedJobs { id errorId } }')).json.data.failedJobs as { id: string; errorId: string | null }[]).find((j) => j.id === jobId)!;
    expect(listed.errorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await card.getByText(listed.errorId!, { exact: true }).isVisible()).toBe(true);
    const smsFailed = page.getByRole('table', { name: 'Job queues' }).locator('[data-queue="sms"] td').nth(3);
    await poll(() => smsFailed.textContent()).toBe('1');
    expect(await page.getByRole('article', { name: 'Failed jobs' }).locator('p').textContent()).not.toBe('0');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '06-failed-job-1280');

    fake.reset();
    await card.getByRole('button', { name: /^Retry / }).click();
    await poll(() => card.count()).toBe(0);
    await poll(() => journey.toasts(page).getByText('Job queued again').isVisible()).toBe(true);
    const texts = async () =>
      (await app.db.sql`select type from events where stream_id = ${`text-message-booking-completed-${bookingId}`} order by stream_version`).map((e) => e.type as string);
    await until(async () => (await texts()).includes('TextMessageSent'), 'the retried text to be sent');
    expect(fake.requests.filter((r) => r.form.To === '+61412999999' && r.status === 201)).toHaveLength(1);
    // The server agrees: the job is no longer failed, and a fresh look shows none.
    expect(((await admin.graphql('{ failedJobs { id } }')).json.data.failedJobs as { id: string }[]).some((j) => j.id === jobId)).toBe(false);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await poll(() => page.getByText('No failed jobs.').isVisible()).toBe(true);
    await poll(() => smsFailed.textContent()).toBe('0');
    await page.close();
  });

  it('raised no page errors and no Content-Security-Policy refusals', () => {
    expect(pageErrors).toEqual([]);
    expect(cspRefusals).toEqual([]);
  });
});
