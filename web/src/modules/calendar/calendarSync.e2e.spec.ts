import { readFile } from 'node:fs/promises';
import { todayIn } from '@detailing/schema/settings/timeZone';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, openNavigationDrawer, signInThroughGate } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { createServices } from '@detailing/infra/testing/catalog';

// iPhone Calendar Sync (001 §2, §8, §9; issue 16) through the real app: bookings seeded through the
// API, the feed created, copied, fetched as a calendar client would, rotated and revoked in Chromium.

const TIME_ZONE = 'Australia/Melbourne';
/** The contact-details choice, and what the screen says it exposes (issue 28). */
const CONTACT_DETAILS = 'Include customer contact details (registration, email, mobile, address)';
const EXPOSES = 'Adds the vehicle registration, email, mobile and address of every customer in the feed to its events. Anyone who has the feed’s address can read them.';
let app: TestApp;
let admin: HttpSession;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'calendar-sync-', acceptDownloads: true });
const { open, shot, toasts, pageErrors, cspRefusals } = journey;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const TODAY = todayIn(TIME_ZONE);
const day = (offset: number) => Temporal.PlainDate.from(TODAY).add({ days: offset }).toString();
/** Sunday to Saturday around today, in the business time zone (001 §2: the week starts Sunday). */
const weekStart = Temporal.PlainDate.from(TODAY).subtract({ days: Temporal.PlainDate.from(TODAY).dayOfWeek % 7 });
const inThisWeek = (date: string) => {
  const offset = weekStart.until(Temporal.PlainDate.from(date), { largestUnit: 'days' }).days;
  return offset >= 0 && offset < 7;
};

interface Seeded {
  id: string;
  firstName: string;
  email: string;
  rego: string;
  date: string;
  status: string;
}
const seeded: Seeded[] = [];

async function ok<T = any>(response: Promise<{ status: number; text: string; json: any }>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status, answer.text).toBe(status);
  expect(answer.text).not.toContain('"errors"');
  return answer.json as T;
}

async function book(firstName: string, date: string, serviceIds: number[], status: string): Promise<Seeded> {
  const email = `${firstName.toLowerCase()}@example.com`;
  const rego = `R${firstName.slice(0, 3).toUpperCase()}1`;
  const json = await ok(
    admin.graphql('mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
      input: { fullName: `${firstName} Tester`, email, mobile: '0400 111 222', date, time: '09:00', vehicleType: 'Sedan/Hatch', modelYear: 2025, vehicleRego: rego, serviceIds, status },
    }),
  );
  return { id: json.data.createBooking.id, firstName, email, rego, date, status };
}

/** The events of an iCalendar text, read by a real parser (ical.js). */
function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstProperty('dtstart')!;
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      text: `${String(event.getFirstPropertyValue('summary'))}\n${String(event.getFirstPropertyValue('description') ?? '')}`,
      start: String(start.getFirstValue()),
      tzid: start.getParameter('tzid'),
      status: String(event.getFirstPropertyValue('status')),
      priority: Number(event.getFirstPropertyValue('priority')),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), timeZone: String(calendar.getFirstPropertyValue('x-wr-timezone')), events };
}

const eventOf = <E extends { uid: string }>(events: E[], booking: Seeded): E | undefined => events.find((e) => e.uid.startsWith(`${booking.id}@`));

/** A GET of the feed as a calendar client makes it: no cookie, nothing but the URL. */
const fetchFeed = (url: string) => fetch(url);

const toastSays = (p: Page, title: string, description: string) =>
  poll(async () => {
    const region = toasts(p);
    return (await region.getByText(title, { exact: true }).isVisible()) && (await region.getByText(description, { exact: true }).isVisible());
  }).toBe(true);

const feedSection = (p: Page) => p.getByRole('region', { name: 'Live Calendar Feed' });
const urlField = (p: Page) => p.getByRole('textbox', { name: 'Feed URL' });
const figure = (p: Page, title: string) => p.getByRole('article', { name: title, exact: true }).locator('p').textContent();
const focusedName = (p: Page) => p.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** Opens the screen from the sidebar, in a new page at `width` (signing in), or reloading `page` (still signed in). */
async function openCalendarSync(width: number, page?: Page): Promise<Page> {
  const p = page ?? (await open(width)).page;
  await p.goto('/admin');
  if (!page) await signInThroughGate(p, app.adminUsername, app.adminPassword);
  if (width < 768) {
    await openNavigationDrawer(p);
    await p.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'iPhone Calendar' }).click();
  } else {
    await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'iPhone Calendar' }).click();
  }
  await p.getByRole('heading', { level: 1, name: 'iPhone Calendar Sync' }).waitFor();
  await feedSection(p).and(p.locator('[aria-busy="false"]')).waitFor({ timeout: 15_000 });
  return p;
}

describe('iPhone Calendar Sync in a real browser', { timeout: 180_000 }, () => {
  let page: Page;
  let firstUrl = '';
  let secondUrl = '';

  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const [s1, s2] = (await createServices(admin, 2)) as [number, number];
    seeded.push(
      await book('Ann', TODAY, [s1, s2], 'approved'),
      await book('Bob', day(15), [s1], 'pending'),
      await book('Cat', day(-15), [s2], 'ready_for_pickup'),
      await book('Dan', day(1), [s1], 'completed'),
      await book('Eve', day(2), [s2], 'cancelled'),
    );
    const doomed = await book('Gus', day(3), [s1], 'approved');
    await ok(admin.request('DELETE', `/api/bookings/${doomed.id}`));
    await journey.start();
    page = await openCalendarSync(1280);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  it('opens with no feed: the summary, the download with its count, and contact details off, saying what they would expose', async () => {
    await poll(() => figure(page, 'Total Bookings')).toBe('5');
    expect(await figure(page, 'This Week')).toBe(String(seeded.filter((b) => inThisWeek(b.date)).length));
    expect(await page.getByRole('button', { name: 'Download ICS (5 bookings)' }).isVisible()).toBe(true);
    const contact = page.getByRole('checkbox', { name: CONTACT_DETAILS });
    expect(await contact.isChecked()).toBe(false);
    expect(await page.getByText(EXPOSES, { exact: true }).isVisible()).toBe(true);
    expect(await contact.getAttribute('aria-describedby')).toBe(await page.getByText(EXPOSES, { exact: true }).getAttribute('id'));
    expect(await page.getByText(/Events show the services, vehicle, status and the customer’s first name\./).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create Live Calendar Feed' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Force Sync Now' }).count()).toBe(0);
    expect(await urlField(page).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '01-no-feed-1280');
  });

  it('creates a live feed: the toast, the URL shown once with focus on it, and the iPhone steps', async () => {
    await page.getByRole('button', { name: 'Create Live Calendar Feed' }).click();
    await toastSays(page, 'Calendar Subscription Created', 'Your live calendar feed is ready for iPhone sync');
    await poll(() => urlField(page).isVisible()).toBe(true);
    firstUrl = await urlField(page).inputValue();
    expect(firstUrl).toMatch(new RegExp(`^${app.url}/api/calendar/feed/[A-Za-z0-9_-]{22,}$`));
    expect(await urlField(page).getAttribute('readonly')).not.toBeNull();
    await poll(() => urlField(page).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByText(/shown only this once/).isVisible()).toBe(true);
    expect(await page.getByText(/Creating a new feed address retires this one/).isVisible()).toBe(true);
    const steps = page.getByRole('region', { name: 'iPhone Setup' }).getByRole('listitem');
    expect((await steps.allTextContents()).join(' ')).toMatch(/Settings → Calendar → Accounts.*Add Account → Other → Add Subscribed Calendar.*Paste the URL.*Save.*every 15 minutes/);
    expect(await page.getByRole('button', { name: 'Force Sync Now' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '02-created-1280');
  });

  it('copies the URL to the clipboard', async () => {
    await feedSection(page).getByRole('button', { name: 'Copy', exact: true }).click();
    await toastSays(page, 'Copied!', 'Calendar URL copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
  });

  it('serves the feed at that URL to a calendar client: the default statuses, first names only, in the business time zone', async () => {
    const response = await fetchFeed(firstUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const feed = parseCalendar(await response.text());
    expect(feed.name).toMatch(/ Bookings$/);
    expect(feed.timeZone).toBe(TIME_ZONE);
    const [ann, bob, cat, dan, eve] = seeded as [Seeded, Seeded, Seeded, Seeded, Seeded];
    expect(feed.events).toHaveLength(3);
    for (const booking of [ann, bob, cat]) {
      const event = eventOf(feed.events, booking)!;
      expect(event, booking.firstName).toBeDefined();
      expect(event.text).toContain(booking.firstName);
      expect(event.text).not.toContain(booking.rego);
      expect(event.text).not.toContain('Rego');
      expect(event.text).not.toContain(booking.email);
      expect(event.text).not.toContain('0400 111 222');
      expect(event.text).not.toContain('Tester');
      expect(event.start).toBe(`${booking.date}T09:00:00`);
      expect(event.tzid).toBe(TIME_ZONE);
      expect(event.status).toBe('CONFIRMED');
      expect(event.priority).toBe(booking.status === 'approved' ? 1 : 5);
    }
    expect(eventOf(feed.events, dan)).toBeUndefined();
    expect(eventOf(feed.events, eve)).toBeUndefined();
  });

  it('downloads every booking as an .ics file for manual import', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ICS (5 bookings)' }).click()]);
    expect(download.suggestedFilename()).toBe('bookings.ics');
    await toastSays(page, 'Calendar Downloaded', 'ICS file ready for manual import to iPhone');
    const file = parseCalendar(await readFile((await download.path())!, 'utf8'));
    expect(file.events).toHaveLength(5);
    for (const booking of seeded) {
      const event = eventOf(file.events, booking)!;
      expect(event, booking.firstName).toBeDefined();
      expect(event.status).toBe(booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED');
      expect(event.text).not.toContain(booking.email);
      expect(event.text).not.toContain(booking.rego);
    }
  });

  it('syncs now: the toast, and the last sync shown', async () => {
    const details = feedSection(page).getByRole('definition');
    expect(await details.allTextContents()).toContain('Not yet');
    await page.getByRole('button', { name: 'Force Sync Now' }).click();
    await toastSays(page, 'Calendar Synced', 'iPhone calendar has been updated immediately');
    await poll(async () => (await details.allTextContents()).includes('Not yet')).toBe(false);
  });

  it('detects the existing feed on opening: its hint and details, never its address', async () => {
    page = await openCalendarSync(1280, page);
    const token = firstUrl.split('/').pop()!;
    await poll(() => feedSection(page).getByText(`A live feed is active, address ending …${token.slice(-4)}.`, { exact: true }).isVisible()).toBe(true);
    expect(await urlField(page).count()).toBe(0);
    expect(await page.content()).not.toContain(token);
    expect(await feedSection(page).getByRole('definition').allTextContents()).toEqual(
      expect.arrayContaining(['Pending, Approved, Ready for Pickup', 'Not included (first name only)']),
    );
    expect(await page.getByRole('button', { name: 'Create Live Calendar Feed' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '03-existing-1280');
  });

  it('rotates the address after asking: the old URL answers 404 at once, the new one serves the feed', async () => {
    await page.getByRole('button', { name: 'New Feed Address' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'New Feed Address' });
    await dialog.waitFor();
    expect(await dialog.getByText(/stops working at once/).isVisible()).toBe(true);
    expect(await focusedName(page)).toBe('Cancel');
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '04-rotate-dialog-1280');
    await dialog.getByRole('button', { name: 'Create New Address' }).click();
    await toastSays(page, 'Calendar Subscription Created', 'Your live calendar feed is ready for iPhone sync');
    await poll(() => urlField(page).isVisible()).toBe(true);
    secondUrl = await urlField(page).inputValue();
    expect(secondUrl).not.toBe(firstUrl);
    await poll(() => urlField(page).evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await fetchFeed(firstUrl)).status).toBe(404);
    const fresh = await fetchFeed(secondUrl);
    expect(fresh.status).toBe(200);
    expect(parseCalendar(await fresh.text()).events).toHaveLength(3);
  });

  it('revokes the feed after asking: its URL answers 404 and the screen offers a new feed, focused', async () => {
    await page.getByRole('button', { name: 'Revoke Feed' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke Feed' });
    await dialog.waitFor();
    expect(await focusedName(page)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Revoke Feed' }).click();
    await toastSays(page, 'Calendar Feed Revoked', 'The old address no longer works');
    const create = page.getByRole('button', { name: 'Create Live Calendar Feed' });
    await poll(() => create.isVisible()).toBe(true);
    await poll(() => create.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Force Sync Now' }).count()).toBe(0);
    expect((await fetchFeed(secondUrl)).status).toBe(404);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('puts the registration and contact details in the feed only when asked to', async () => {
    const contact = page.getByRole('checkbox', { name: CONTACT_DETAILS });
    expect(await page.getByText(EXPOSES, { exact: true }).isVisible()).toBe(true);
    // The box is drawn over a visually hidden input: a person clicks the label.
    await page.getByText(CONTACT_DETAILS, { exact: true }).click();
    expect(await contact.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create Live Calendar Feed' }).click();
    await toastSays(page, 'Calendar Subscription Created', 'Your live calendar feed is ready for iPhone sync');
    await poll(() => urlField(page).isVisible()).toBe(true);
    const url = await urlField(page).inputValue();
    expect(await feedSection(page).getByRole('definition').allTextContents()).toContain('Included (registration, email, mobile, address)');
    const feed = parseCalendar(await (await fetchFeed(url)).text());
    expect(eventOf(feed.events, seeded[0]!)!.text).toContain(seeded[0]!.email);
    expect(eventOf(feed.events, seeded[0]!)!.text).toContain(`Rego: ${seeded[0]!.rego}`);
  });

  it("says there is no feed when it was revoked elsewhere, and shows the no-feed state", async () => {
    await ok(admin.request('DELETE', '/api/calendar/subscription'));
    await page.getByRole('button', { name: 'Force Sync Now' }).click();
    await toastSays(page, 'No Feed Available', 'Please create a calendar subscription first');
    await poll(() => page.getByRole('button', { name: 'Create Live Calendar Feed' }).isVisible()).toBe(true);
  });

  it("reports a failed creation, sync and copy with the spec's toasts", async () => {
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation === 'CreateCalendarFeed' || operation === 'ForceCalendarSync') await route.abort('connectionrefused');
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Create Live Calendar Feed' }).click();
    await toastSays(page, 'Error', 'Failed to create calendar subscription');
    expect(await urlField(page).count()).toBe(0);
    await page.unroute('**/graphql');

    await page.getByRole('button', { name: 'Create Live Calendar Feed' }).click();
    await poll(() => urlField(page).isVisible()).toBe(true);
    await page.route('**/graphql', async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation === 'ForceCalendarSync') await route.abort('connectionrefused');
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Force Sync Now' }).click();
    await toastSays(page, 'Sync Failed', 'Manual sync could not be completed');
    await page.unroute('**/graphql');

    // A browser that refuses clipboard access (no permission, an insecure page).
    await page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) });
    });
    await feedSection(page).getByRole('button', { name: 'Copy', exact: true }).click();
    await toastSays(page, 'Copy Failed', 'Please copy the URL manually');
  });

  it('fits 375 px with no feed and with a feed just created', async () => {
    await ok(admin.request('DELETE', '/api/calendar/subscription'));
    const narrow = await openCalendarSync(375);
    await poll(() => narrow.getByRole('button', { name: 'Create Live Calendar Feed' }).isVisible()).toBe(true);
    expect(await journey.scrollWidth(narrow)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, '05-no-feed-375');
    await narrow.getByRole('button', { name: 'Create Live Calendar Feed' }).click();
    await poll(() => urlField(narrow).isVisible()).toBe(true);
    await toastSays(narrow, 'Calendar Subscription Created', 'Your live calendar feed is ready for iPhone sync');
    expect(await journey.scrollWidth(narrow)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, '06-created-375');
  });

  it('raised no page errors and no Content-Security-Policy refusals', () => {
    expect(pageErrors).toEqual([]);
    expect(cspRefusals).toEqual([]);
  });
});
