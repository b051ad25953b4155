import { readFile } from 'node:fs/promises';
import { reportMessages } from '@detailing/schema/reports/messages';
import { todayIn } from '@detailing/schema/settings/timeZone';
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, openNavigationDrawer, signInThroughGate } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { createServices } from '@detailing/infra/testing/catalog';
import { until } from '@detailing/infra/testing/until';

// Reports (001 §2, §9) through the real app: known bookings, invoices and customers seeded through
// the REST and GraphQL APIs, the range chosen in the browser, every figure of every tab read back.

const TIME_ZONE = 'Australia/Melbourne';
let app: TestApp;
let admin: HttpSession;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'reports-', acceptDownloads: true });
const { open, shot, pageErrors, cspRefusals } = journey;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

// The range: the last day is today, so the customers registered by this test (now) fall inside it.
const TO = todayIn(TIME_ZONE);
const day = (offset: number) => Temporal.PlainDate.from(TO).add({ days: offset }).toString();
const FROM = day(-29);
const at = (offset: number) => day(offset - 29); // FROM + offset
/** A date as the screen writes it: "1 November 2026". */
const words = (date: string) => new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
let starterName = '';
/** Every ReportsPage query the browser sent, by its variables. */
const reportQueries: { from: string; to: string }[] = [];

async function ok<T = any>(response: Promise<{ status: number; text: string; json: any }>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status, answer.text).toBe(status);
  expect(answer.text).not.toContain('"errors"');
  return answer.json as T;
}

async function book(date: string, serviceIds: number[], status: string, email: string): Promise<string> {
  const json = await ok(
    admin.graphql('mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
      input: { fullName: `Customer ${email.split('@')[0]}`, email, mobile: '0400 111 222', date, time: '09:00', vehicleType: 'Sedan/Hatch', modelYear: 2025, serviceIds, status },
    }),
  );
  return json.data.createBooking.id;
}

async function invoice(type: 'invoice' | 'quote', invoiceDate: string, price: number, status: 'pending' | 'paid' | 'void'): Promise<string> {
  const issued = await ok(
    admin.request('POST', '/api/invoices', {
      type,
      invoiceDate,
      customer: { fullName: 'Invoice Customer', email: 'billing@example.com' },
      items: [{ name: 'Detail', description: '', quantity: 1, price }],
    }),
    201,
  );
  if (status !== 'pending') await ok(admin.request('PATCH', `/api/invoices/${issued.id}/status`, { status }));
  return issued.id;
}

const REPORT = `query($from: String!, $to: String!) { report(from: $from, to: $to) {
  totalRevenueCents paidRevenueCents pendingRevenueCents averageBookingValueCents totalInvoices totalBookings
  completedBookings approvedBookings pendingBookings newCustomers
  topServices { rank name bookings } bookingsByStatus { status label bookings } } }`;

const serverReport = async () => (await ok(admin.graphql(REPORT, { from: FROM, to: TO }))).data.report;

const panel = (page: Page) => page.getByRole('tabpanel');
const cardValue = (page: Page, title: string) => panel(page).getByRole('article', { name: title, exact: true }).locator('p').textContent();
const tableRows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));

async function openReports(width: number): Promise<Page> {
  const { page } = await open(width);
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { from: string; to: string } } | null;
    if (body?.operationName === 'ReportsPage' && body.variables) reportQueries.push(body.variables);
  });
  await page.goto('/admin');
  await signInThroughGate(page, app.adminUsername, app.adminPassword);
  if (width < 768) {
    await openNavigationDrawer(page);
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Reports' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  return page;
}

async function chooseRange(page: Page) {
  await page.getByLabel('End Date').fill(TO);
  await page.getByLabel('Start Date').fill(FROM);
  await poll(() => cardValue(page, 'Total Bookings')).toBe('9');
}

describe('Reports in a real browser', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const [s1, s2, s3] = (await createServices(admin, 3)) as [number, number, number];
    const services = await ok<{ id: number; name: string }[]>(admin.request('GET', '/api/admin/services'));
    starterName = services.find((s) => s.id === 1)!.name;

    // Bookings in the range (by their own date), one before it, one after it, one deleted.
    const completed = [await book(at(0), [s1, s2], 'completed', 'ann@example.com'), await book(at(5), [s1], 'completed', 'bob@example.com')];
    await book(at(10), [s1], 'approved', 'cat@example.com');
    await book(TO, [s2], 'approved', 'cat@example.com');
    await book(at(3), [s3], 'pending', 'dan@example.com');
    await book(at(12), [s2], 'pending', 'cat@example.com');
    await book(at(7), [s1], 'cancelled', 'eve@example.com');
    await book(day(-30), [s1], 'approved', 'fay@example.com');
    await book(day(1), [s1], 'approved', 'fay@example.com');
    const doomed = await book(at(2), [s3], 'approved', 'gus@example.com');
    await ok(admin.request('DELETE', `/api/bookings/${doomed}`));

    // CSV-imported bookings keep their HH:MM: 23:30 on the last day and 00:30 on the first still count.
    const csv = `fullName,email,mobile,vehicleType,date,time\nHal Late,hal@example.com,0400 111 333,Sedan/Hatch,${TO},23:30\nIvy Early,ivy@example.com,0400 111 444,Sedan/Hatch,${FROM},00:30\nJo Plain,jo@example.com,0400 111 555,,,\n`;
    const job = (await ok(admin.graphql('mutation($csv: String!) { importCustomers(csv: $csv) { id } }', { csv }))).data.importCustomers;
    const imported = await until(async () => {
      const state = (await admin.graphql('query($id: ID!) { customerImport(id: $id) { state created failed } }', { id: job.id })).json.data.customerImport;
      return state.state === 'COMPLETED' || state.state === 'FAILED' ? state : null;
    }, 'the import to finish');
    expect(imported).toEqual({ state: 'COMPLETED', created: 3, failed: 0 });

    // A customer registered and deleted again is not new.
    await ok(admin.request('POST', '/api/admin/customers', { fullName: 'Gone Soon', email: 'gone@example.com', mobile: '0400 111 666' }), 201);
    await ok(admin.request('DELETE', '/api/customers/gone@example.com'));

    // Invoices by invoiceDate: paid, pending and void inside; a paid one before the range; a deleted one; a quote.
    await invoice('invoice', at(1), 250, 'paid');
    await invoice('invoice', TO, 100.5, 'paid');
    await invoice('invoice', at(20), 80.25, 'pending');
    await invoice('invoice', at(4), 40, 'void');
    await invoice('invoice', day(-30), 999, 'paid');
    await ok(admin.request('DELETE', `/api/invoices/${await invoice('invoice', at(6), 500, 'paid')}`));
    await invoice('quote', at(2), 300, 'pending');
    // Each completed booking is invoiced as paid, dated today: voided here so the revenue stays the four above.
    await until(async () => (await ok<{ bookingId: string | null }[]>(admin.request('GET', '/api/invoices'))).filter((i) => i.bookingId).length === 2, 'the completed bookings invoiced');
    for (const auto of (await ok<{ id: string; bookingId: string | null }[]>(admin.request('GET', '/api/invoices'))).filter((i) => i.bookingId)) {
      expect(completed).toContain(auto.bookingId);
      await ok(admin.request('PATCH', `/api/invoices/${auto.id}/status`, { status: 'void' }));
    }
    await until(async () => (await serverReport()).totalInvoices === 6, 'the report to count the invoices');
    await journey.start();
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  it('opens on the last 30 days to today in the business time zone, with the period in words', async () => {
    const page = await openReports(1280);
    expect(await page.getByLabel('Start Date').inputValue()).toBe(day(-30));
    expect(await page.getByLabel('End Date').inputValue()).toBe(TO);
    await poll(() => page.getByText(`${words(day(-30))} – ${words(TO)} (31 days)`, { exact: true }).isVisible()).toBe(true);
    await poll(() => reportQueries.some((q) => q.from === day(-30) && q.to === TO)).toBe(true);
    await page.close();
  });

  let page: Page;

  it('shows skeletons in a busy region while the chosen range loads', async () => {
    page = await openReports(1280);
    await poll(() => cardValue(page, 'Total Bookings')).toMatch(/^\d+$/);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'ReportsPage') await held;
      await route.continue();
    });
    await page.getByLabel('Start Date').fill(FROM);
    const busy = panel(page).locator('[aria-busy="true"]');
    await poll(() => busy.isVisible()).toBe(true);
    expect(await busy.getByRole('article').count()).toBe(0);
    expect(await busy.locator('[aria-hidden="true"]').count()).toBeGreaterThanOrEqual(8);
    await shot(page, '01-loading-1280');
    release();
    await poll(() => panel(page).locator('[aria-busy="false"]').isVisible()).toBe(true);
    await page.unroute('**/graphql');
  });

  it('Overview: the four cards and the top services of the range, exactly', async () => {
    await chooseRange(page);
    expect(await cardValue(page, 'Total Revenue')).toBe('$350.50');
    expect(await cardValue(page, 'Total Bookings')).toBe('9');
    expect(await cardValue(page, 'New Customers')).toBe('10');
    expect(await cardValue(page, 'Avg. Booking Value')).toBe('$175.25');
    const top = page.getByRole('region', { name: 'Most Popular Services' }).getByRole('listitem');
    expect(await top.allTextContents()).toEqual([
      '1Detail package 14 bookings',
      '2Detail package 23 bookings',
      `3${starterName}2 bookings`,
      '4Detail package 31 booking',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '02-overview-1280');
  });

  it('Revenue: paid, pending and invoice count, and the chart as a table of its 30 days', async () => {
    await page.getByRole('tab', { name: 'Revenue' }).click();
    await poll(() => cardValue(page, 'Paid Revenue')).toBe('$350.50');
    expect(await cardValue(page, 'Pending Revenue')).toBe('$80.25');
    expect(await cardValue(page, 'Booked Revenue')).toBe('$938.00');
    expect(await cardValue(page, 'Total Invoices')).toBe('6');
    const expected = Array.from({ length: 30 }, (_, i) => [words(at(i)), i === 1 ? '$250.00' : i === 29 ? '$100.50' : '$0.00']);
    expect(await tableRows(page, 'Revenue by day')).toEqual(expected);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '03-revenue-1280');
  });

  it('Bookings: total, completed, approved and pending, and the status chart as a table', async () => {
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await poll(() => cardValue(page, 'Total')).toBe('9');
    expect(await cardValue(page, 'Completed')).toBe('2');
    expect(await cardValue(page, 'Approved')).toBe('2');
    expect(await cardValue(page, 'Pending')).toBe('4');
    const statuses = (await serverReport()).bookingsByStatus as { status: string; label: string; bookings: number }[];
    const counts = Object.fromEntries(statuses.map((s) => [s.status, s.bookings]));
    expect(counts).toMatchObject({ pending: 4, approved: 2, completed: 2, cancelled: 1 });
    expect(statuses.reduce((sum, s) => sum + s.bookings, 0)).toBe(9);
    expect(await tableRows(page, 'Bookings by Status')).toEqual(statuses.map((s) => [s.label, String(s.bookings)]));
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '04-bookings-1280');
  });

  it('Customers: the customers registered in the range, erased ones left out', async () => {
    await page.getByRole('tab', { name: 'Customers' }).click();
    await poll(() => cardValue(page, 'New Customers in Selected Period')).toBe('10');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '05-customers-1280');
  });

  it('exports the range as CSV: a row a day, then the totals', async () => {
    const link = page.getByRole('link', { name: 'Export CSV' });
    expect(await link.getAttribute('href')).toBe(`/api/reports/export.csv?from=${FROM}&to=${TO}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`report-${FROM}-to-${TO}.csv`);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    // Booked Revenue: the quotes of bookings neither completed nor cancelled (Sedan/Hatch: $100, $200
    // and $300 for s1 to s3; $69 for the starter wash the CSV imports book).
    const rows: Record<number, string> = {
      0: '2,1,0,1,0.00,0.00,69.00,0,0',
      1: '0,0,0,0,250.00,0.00,0.00,1,0',
      3: '1,0,0,1,0.00,0.00,300.00,0,0',
      4: '0,0,0,0,0.00,0.00,0.00,1,0',
      5: '1,1,0,0,0.00,0.00,0.00,0,0',
      7: '1,0,0,0,0.00,0.00,0.00,0,0',
      10: '1,0,1,0,0.00,0.00,100.00,0,0',
      12: '1,0,0,1,0.00,0.00,200.00,0,0',
      20: '0,0,0,0,0.00,80.25,0.00,1,0',
      29: '2,0,1,1,100.50,0.00,269.00,3,10',
    };
    expect(lines).toEqual([
      'Date,Bookings,Completed,Approved,Pending,Paid Revenue,Pending Revenue,Booked Revenue,Invoices,New Customers',
      ...Array.from({ length: 30 }, (_, i) => `${at(i)},${rows[i] ?? '0,0,0,0,0.00,0.00,0.00,0,0'}`),
      'Total,9,2,2,4,350.50,80.25,938.00,6,10',
    ]);
  });

  it('sums a range of more than 62 days into weeks, in the chart and its table', async () => {
    await page.getByRole('tab', { name: 'Revenue' }).click();
    await page.getByLabel('Start Date').fill(day(-400));
    const table = page.getByRole('table', { name: 'Revenue by week' });
    await poll(() => table.count()).toBe(1);
    const rows = await tableRows(page, 'Revenue by week');
    // 401 days from Sunday-to-Saturday weeks, the first and last cut at the range's ends.
    expect(rows.length).toBeGreaterThanOrEqual(58);
    expect(rows.length).toBeLessThanOrEqual(59);
    // The paid invoices of the 401 days: $999.00 (30 days ago), $250.00 and, alone in today's week, $100.50.
    const cents = rows.map(([, paid]) => Math.round(Number(paid!.replace(/[$,]/g, '')) * 100));
    expect(cents.reduce((sum, c) => sum + c, 0)).toBe(134_950);
    expect(cents.at(-1)).toBe(10_050);
    expect(rows[0]![0]).toMatch(new RegExp(`^${words(day(-400))}`));
    expect(rows.at(-1)![0]).toMatch(new RegExp(`${words(TO)}$`));
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '06-weeks-1280');
  });

  it("refuses a start after the end with the server's message, asking nothing", async () => {
    const asked = reportQueries.length;
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByLabel('Start Date').fill(day(1));
    await poll(() => page.getByText(reportMessages.fromAfterTo, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Start Date').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    expect(reportQueries.slice(asked).filter((q) => q.from === day(1))).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '07-refused-1280');
  });

  it('fits 375 px on every tab', async () => {
    const narrow = await openReports(375);
    await chooseRange(narrow);
    for (const [tab, name] of [['Overview', '08-overview-375'], ['Revenue', '09-revenue-375'], ['Bookings', '10-bookings-375'], ['Customers', '11-customers-375']] as const) {
      await narrow.getByRole('tab', { name: tab }).click();
      await poll(() => panel(narrow).locator('[aria-busy="false"]').isVisible()).toBe(true);
      expect(await journey.scrollWidth(narrow)).toBeLessThanOrEqual(375);
      expect(await accessibilityViolations(narrow)).toEqual([]);
      await shot(narrow, name);
    }
  });

  it('raised no page errors and no Content-Security-Policy refusals', () => {
    expect(pageErrors).toEqual([]);
    expect(cspRefusals).toEqual([]);
  });
});
