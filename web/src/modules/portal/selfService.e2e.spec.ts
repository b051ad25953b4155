import { bookingMessages } from '@detailing/schema/bookings/messages';
import { formatDateLong } from '@detailing/schema/settings/format';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { createServices } from '@detailing/infra/testing/catalog';
import { bookingFor, offeredDays, type SelfServiceCustomer, signedInCustomer } from '@detailing/services/portal/testing/selfServiceWorld';
import { dateChoiceLabel } from '@/modules/wizard/utils/dateChoiceLabel';

// Issue 31 in a real browser on a phone-sized screen: a customer signs in, moves one booking to
// another of the wizard's days and times, cancels another (asked first, in place), and is told to call the
// business about one past the cutoff; axe finds nothing serious in any of the dialogs.

const WIDTH = 375;
const PHONE = '(03) 9000 1234';

let app: TestApp;
let admin: HttpSession;
let cora: SelfServiceCustomer;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'self-service-' });
const { open, shot, toasts, pageErrors } = journey;
/** The wizard's days today: the bookings and their moves take theirs from it, never fixed dates. */
const days = offeredDays();
const ids = { move: '', cancel: '', late: '', app: '' };

const when = (date: string, time: string) => `${formatDateLong(date)} at ${time}`;
const details = (page: Page) => page.getByRole('dialog', { name: 'Booking Details' });
const fitsWidth = async (page: Page) => expect(await journey.scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const server = async (id: string) => (await admin.request('GET', `/api/bookings/${id}/full`)).json as { date: string; time: string; status: string };
const noSeriousViolations = async (page: Page, where: string) => expect(await accessibilityViolations(page), where).toEqual([]);

async function signIn(page: Page) {
  await page.goto('/customer/login');
  await page.getByLabel('Vehicle Registration').fill(cora.rego);
  await page.getByLabel('Email').fill(cora.email);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('tab', { name: 'Upcoming', exact: true }).waitFor();
}

async function openDetails(page: Page, date: string, time: string): Promise<Locator> {
  await page.getByRole('tabpanel').getByRole('button', { name: `View details of ${when(date, time)}` }).click();
  const dialog = details(page);
  await dialog.waitFor();
  return dialog;
}

describe('a customer changes their own bookings in the portal, on a 375 px screen', { timeout: 120_000 }, () => {
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    expect((await admin.request('POST', '/api/settings/business', { businessName: 'Shine Detailing', businessPhone: PHONE })).status).toBe(200);
    // A week's cutoff: the first day offered (at most four days off) is past it, the others are not.
    expect((await admin.request('POST', '/api/settings/public-bookings', { selfServiceCutoffHours: 168 })).status).toBe(200);
    const serviceIds = await createServices(admin, 2);
    cora = await signedInCustomer(app, admin, { fullName: 'Cora Customer' });
    ids.move = await bookingFor(admin, cora, serviceIds, days[12]!, { time: '09:00' });
    ids.cancel = await bookingFor(admin, cora, serviceIds, days[14]!, { time: '10:00', status: 'approved' });
    ids.late = await bookingFor(admin, cora, serviceIds, days[0]!, { time: '11:00' });
    ids.app = await bookingFor(admin, cora, serviceIds, days[16]!, { time: '13:30' });
    await journey.start();
    ({ page } = await open(WIDTH));
    await signIn(page);
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  it("reschedules a booking to another of the wizard's days and times, by keyboard, and the list shows it", async () => {
    const dialog = await openDetails(page, days[12]!, '9:00 AM');
    const changes = dialog.getByRole('region', { name: 'Change this booking' });
    await expect.poll(() => changes.getByText(/You can reschedule or cancel this booking online until/).isVisible()).toBe(true);
    await noSeriousViolations(page, 'the details with their changes');
    await fitsWidth(page);

    await changes.getByRole('button', { name: 'Reschedule' }).click();
    const picker = dialog.getByRole('form', { name: 'Choose a new date and time' });
    await expect.poll(() => focusedText(page)).toBe('Choose a new date and time');
    const dates = picker.getByRole('group', { name: 'Date' });
    // The booking's own day and time are chosen to begin with; the free days are the wizard's.
    await expect.poll(() => dates.getByRole('radio', { name: dateChoiceLabel(days[12]!) }).isChecked()).toBe(true);
    await expect.poll(() => picker.getByRole('radio', { name: '9:00 AM', exact: true }).isChecked()).toBe(true);
    expect(await dates.getByRole('radio').count()).toBeGreaterThan(10);
    expect(await picker.getByRole('group', { name: 'Time' }).getByRole('radio').count()).toBe(18);
    await noSeriousViolations(page, 'the day and time choice');
    await fitsWidth(page);
    await shot(page, 'reschedule-choice');

    await dates.getByRole('radio', { name: dateChoiceLabel(days[3]!) }).check();
    // The time by keyboard: from 2:00 PM the arrow key moves to the next slot.
    await picker.getByRole('radio', { name: '2:00 PM', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => picker.getByRole('radio', { name: '2:30 PM', exact: true }).isChecked()).toBe(true);
    await picker.getByRole('button', { name: 'Confirm new time' }).focus();
    await page.keyboard.press('Enter');

    await expect.poll(() => toasts(page).getByText('Booking rescheduled', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => (await server(ids.move)).time).toBe('14:30');
    expect(await server(ids.move)).toMatchObject({ date: days[3], time: '14:30', status: 'pending' });
    // The dialog shows the booking as it is now, and focus is on what happened.
    await expect.poll(() => dialog.getByText(when(days[3]!, '2:30 PM')).first().isVisible()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe(`Your booking is now on ${when(days[3]!, '2:30 PM')}.`);
    await noSeriousViolations(page, 'the details after the move');
    const history = await admin.graphql('query($id: ID!) { bookingHistory(id: $id) { actor { kind id } } }', { id: ids.move });
    expect(history.json.data.bookingHistory.at(-1).actor).toEqual({ kind: 'customer', id: cora.id });

    await page.keyboard.press('Escape');
    await details(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('tabpanel').getByRole('button', { name: `View details of ${when(days[3]!, '2:30 PM')}` }).isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel').getByRole('button', { name: `View details of ${when(days[12]!, '9:00 AM')}` }).count()).toBe(0);
  });

  it('asks before cancelling a booking, keeps it when told to, and cancels it when confirmed', async () => {
    const dialog = await openDetails(page, days[14]!, '10:00 AM');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    const ask = dialog.getByRole('group', { name: 'Cancel this booking?' });
    await ask.waitFor();
    await expect.poll(() => ask.getByText(`Your booking on ${when(days[14]!, '10:00 AM')} will be cancelled`, { exact: false }).isVisible()).toBe(true);
    // Focus starts on the safe answer, which puts it back on the button that asked.
    await expect.poll(() => focusedText(page)).toBe('Keep booking');
    await noSeriousViolations(page, 'the cancellation question');
    await fitsWidth(page);
    await shot(page, 'cancel-question');
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Cancel booking');
    expect((await server(ids.cancel)).status).toBe('approved');

    await page.keyboard.press('Enter');
    await dialog.getByRole('group', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
    await expect.poll(() => toasts(page).getByText('Booking cancelled', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => focusedText(page)).toBe('Your booking has been cancelled.');
    await expect.poll(async () => (await server(ids.cancel)).status).toBe('cancelled');
    await expect.poll(() => dialog.getByText('Cancelled', { exact: true }).isVisible()).toBe(true);
    expect(await focusedText(page)).toBe('Your booking has been cancelled.');
    expect(await dialog.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    await noSeriousViolations(page, 'the details after cancelling');
    await page.keyboard.press('Escape');
    await details(page).waitFor({ state: 'detached' });
  });

  it('tells the customer to call the business, with its number, about a booking past the cutoff', async () => {
    const dialog = await openDetails(page, days[0]!, '11:00 AM');
    await expect.poll(() => dialog.getByText(bookingMessages.selfServiceCutoff(PHONE)).isVisible()).toBe(true);
    const call = dialog.getByRole('link', { name: `Call ${PHONE}` });
    expect(await call.getAttribute('href')).toBe('tel:0390001234');
    expect(await dialog.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await noSeriousViolations(page, 'the details past the cutoff');
    await fitsWidth(page);
    await shot(page, 'call-us');
    await page.keyboard.press('Escape');
  });

  it("offers the same in /app's dark dialog: a move there, axe clean", async () => {
    const { page: appPage } = await open(WIDTH);
    await appPage.goto('/app');
    const form = appPage.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Vehicle Registration').fill(cora.rego);
    await form.getByLabel('Email').fill(cora.email);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await appPage.getByRole('button', { name: new RegExp(`^${formatDateLong(days[16]!)} at 1:30 PM`) }).click();
    const dialog = details(appPage);
    await dialog.waitFor();
    await noSeriousViolations(appPage, "/app's details");
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    const picker = dialog.getByRole('form', { name: 'Choose a new date and time' });
    await picker.getByRole('group', { name: 'Date' }).getByRole('radio', { name: dateChoiceLabel(days[5]!) }).check();
    await picker.getByRole('radio', { name: '8:00 AM', exact: true }).check();
    await noSeriousViolations(appPage, "/app's day and time choice");
    await fitsWidth(appPage);
    await shot(appPage, 'app-reschedule');
    await picker.getByRole('button', { name: 'Confirm new time' }).click();
    await expect.poll(async () => server(ids.app)).toMatchObject({ date: days[5], time: '08:00' });
    await expect.poll(() => appPage.getByRole('button', { name: new RegExp(`^${formatDateLong(days[5]!)} at 8:00 AM`) }).count()).toBe(1);
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
