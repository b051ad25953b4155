import { catalogMessages } from '@detailing/schema/catalog/messages';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { DEFAULT_TIME_ZONE } from '@detailing/schema/settings/timeZone';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, signInThroughGate } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';

let app: TestApp;
let admin: HttpSession;
let page: Page;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'vehicle-types-' });
const { open, shot, toasts, pageErrors } = journey;

const DEFAULTS = ['Sedan/Hatch', 'SUV 5 Seater', 'SUV 7 Seater', 'UTE'];
/** The variables of each GraphQL operation the page sent, by operation name. */
const sent = new Map<string, Record<string, unknown>[]>();

const table = (p: Page) => p.getByRole('table', { name: 'Vehicle types' });
const row = (p: Page, name: string) => table(p).getByRole('row').filter({ has: p.getByRole('rowheader', { name, exact: true }) });
const addDialog = (p: Page) => p.getByRole('dialog', { name: 'Add Vehicle Type' });
const editDialog = (p: Page) => p.getByRole('dialog', { name: 'Edit Vehicle Type' });
const confirmDelete = (p: Page) => p.getByRole('alertdialog', { name: 'Delete Vehicle Type' });
const toastSays = (p: Page, title: string, description?: string) =>
  expect
    .poll(async () => {
      const region = toasts(p);
      const titled = await region.getByText(title, { exact: true }).isVisible();
      return titled && (description === undefined || (await region.getByText(description, { exact: true }).isVisible()));
    }, { timeout: 10_000 })
    .toBe(true);

const storedTypes = async () => (await admin.request('GET', '/api/vehicle-types?all=true')).json as { id: string; name: string; createdAt: string; version: number }[];
const publicNames = async () => ((await new HttpSession(app.url).graphql('{ vehicleTypes { name } }')).json.data.vehicleTypes as { name: string }[]).map((t) => t.name);
const melbourneDay = (instant: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant));

async function openVehicleTypes(width: number): Promise<Page> {
  const { page: p } = await open(width);
  p.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    if (body?.operationName) sent.set(body.operationName, [...(sent.get(body.operationName) ?? []), body.variables ?? {}]);
  });
  await p.goto('/admin');
  await signInThroughGate(p, app.adminUsername, app.adminPassword);
  await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Vehicle Types' }).click();
  await p.getByRole('heading', { level: 1, name: 'Vehicle Types' }).waitFor();
  await table(p).waitFor({ timeout: 10_000 });
  return p;
}

describe('Vehicle Types in a real browser', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    await journey.start();
    page = await openVehicleTypes(1280);
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  it('shows the four defaults with Name, Description, Status, Created and Actions; none of them offers Delete', async () => {
    const headers = await table(page).getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Name', 'Description', 'Status', 'Created', 'Actions']);
    expect(await table(page).getByRole('rowheader').allTextContents()).toEqual(DEFAULTS);
    for (const type of await storedTypes()) {
      const cells = await row(page, type.name).getByRole('cell').allTextContents();
      expect(cells.slice(0, 3), type.name).toEqual(['', 'Active', melbourneDay(type.createdAt)]);
      expect(cells[2]).toMatch(/^\d{1,2} [A-Z][a-z]{2,4} \d{4}$/);
      const remove = page.getByRole('button', { name: `Delete ${type.name}` });
      expect(await remove.isDisabled(), type.name).toBe(true);
      // The reason is given: the disabled button is described by the note under the table.
      const note = await page.locator(`#${await remove.getAttribute('aria-describedby')}`).textContent();
      expect(note).toContain('not renamed or deleted');
      expect(await page.getByRole('button', { name: `Edit ${type.name}` }).isEnabled()).toBe(true);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '01-list-1280');
  });

  it("refuses a name under 2 characters with the spec's message, sending nothing, and a taken name on the name field", async () => {
    await page.getByRole('button', { name: 'Add Vehicle Type' }).click();
    const dialog = addDialog(page);
    const name = dialog.getByLabel('Name', { exact: true });
    await name.fill('V');
    await dialog.getByRole('button', { name: 'Add Vehicle Type' }).click();
    await expect.poll(() => dialog.getByText(catalogMessages.vehicleTypeNameMin, { exact: true }).isVisible()).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(sent.get('VehicleTypeCreate')).toBeUndefined();
    // How a type the pricing rule does not know is priced, said where it is added.
    expect(await dialog.getByText('the pricing rule prices any other type at $0.00 until priced by hand', { exact: false }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '02-add-refused-1280');

    await name.fill('ute');
    await dialog.getByRole('button', { name: 'Add Vehicle Type' }).click();
    await toastSays(page, 'Add Failed', catalogMessages.vehicleTypeNameTaken);
    await expect.poll(() => dialog.getByText(catalogMessages.vehicleTypeNameTaken, { exact: true }).isVisible()).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect((await storedTypes()).map((t) => t.name)).toEqual(DEFAULTS);
  });

  it("adds 'Van': the table shows it active, created today, with Delete offered", async () => {
    const dialog = addDialog(page);
    await dialog.getByLabel('Name', { exact: true }).fill('Van');
    await dialog.getByLabel('Description (optional)').fill('Commercial vans');
    await dialog.getByRole('button', { name: 'Add Vehicle Type' }).click();
    await toastSays(page, 'Vehicle Type Added');
    await expect.poll(() => dialog.count()).toBe(0);
    const van = row(page, 'Van');
    await expect.poll(() => van.isVisible()).toBe(true);
    const stored = (await storedTypes()).find((t) => t.name === 'Van')!;
    expect(await van.getByRole('cell').allTextContents()).toEqual(['Commercial vans', 'Active', melbourneDay(stored.createdAt), 'EditDelete']);
    expect(await page.getByRole('button', { name: 'Delete Van' }).isEnabled()).toBe(true);
    expect(sent.get('VehicleTypeCreate')?.at(-1)).toEqual({ input: { name: 'Van', description: 'Commercial vans' } });
    expect(await publicNames()).toContain('Van');
  });

  it('edits Van (description, deactivated): the table shows Inactive and the booking forms no longer offer it', async () => {
    await page.getByRole('button', { name: 'Edit Van' }).click();
    const dialog = editDialog(page);
    await expect.poll(() => dialog.getByLabel('Description (optional)').inputValue()).toBe('Commercial vans');
    await dialog.getByLabel('Description (optional)').fill('Vans and minibuses');
    await dialog.getByRole('switch', { name: 'Active' }).setChecked(false, { force: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '03-edit-1280');
    await dialog.getByRole('button', { name: 'Update Vehicle Type' }).click();
    await toastSays(page, 'Vehicle Type Updated');
    const van = row(page, 'Van');
    await expect.poll(() => van.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
    expect(await van.getByText('Vans and minibuses', { exact: true }).isVisible()).toBe(true);
    // Only what changed is sent, on the version the table showed.
    expect(sent.get('VehicleTypeUpdate')?.at(-1)).toEqual({ id: expect.any(String), input: { description: 'Vans and minibuses', isActive: false }, expectedVersion: 1 });
    expect(await publicNames()).toEqual(DEFAULTS);
  });

  it('keeps the name of a default: its Name field is read only, and the server refuses a rename', async () => {
    await page.getByRole('button', { name: 'Edit UTE' }).click();
    const dialog = editDialog(page);
    const name = dialog.getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('UTE');
    expect(await name.getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const refused = await admin.graphql('mutation { updateVehicleType(id: "ute", input: { name: "Ute" }) { id } }');
    expect(refused.json.errors[0].message).toBe('UTE is one of the four vehicle types the pricing rule prices; it cannot be renamed');
  });

  it('stops an edit of a type changed elsewhere, and Reload starts again from the type as it is now', async () => {
    const van = (await storedTypes()).find((t) => t.name === 'Van')!;
    expect((await admin.request('PUT', `/api/vehicle-types/${van.id}`, { description: 'Changed on the phone' })).status).toBe(200);
    await page.getByRole('button', { name: 'Edit Van' }).click();
    const dialog = editDialog(page);
    await dialog.getByLabel('Description (optional)').fill('Changed on the desktop');
    await dialog.getByRole('button', { name: 'Update Vehicle Type' }).click();
    await expect.poll(() => dialog.getByText(concurrencyMessages.changedElsewhere).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => dialog.getByLabel('Description (optional)').inputValue()).toBe('Changed on the phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => row(page, 'Van').getByText('Changed on the phone', { exact: true }).isVisible()).toBe(true);
  });

  it('is the same list on another device', async () => {
    const other = await openVehicleTypes(1280);
    await expect.poll(() => table(other).getByRole('rowheader').allTextContents(), { timeout: 10_000 }).toEqual([...DEFAULTS, 'Van']);
    expect(await row(other, 'Van').getByText('Inactive', { exact: true }).isVisible()).toBe(true);
    await other.context().close();
  });

  it("says 'Delete Failed' when the deletion does not reach the server, and keeps the type", async () => {
    await page.route('**/graphql', (route) =>
      (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'VehicleTypeDelete' ? route.abort() : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete Van' }).click();
    await confirmDelete(page).getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Delete Failed', 'Failed to delete vehicle type. Please try again.');
    await page.unroute('**/graphql');
    expect(await row(page, 'Van').isVisible()).toBe(true);
    expect((await storedTypes()).map((t) => t.name)).toContain('Van');
  });

  it("deletes Van after the spec's question; focus lands on Add Vehicle Type", async () => {
    await page.getByRole('button', { name: 'Delete Van' }).click();
    const confirm = confirmDelete(page);
    await expect.poll(() => confirm.getByText('Are you sure you want to delete this vehicle type?', { exact: true }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '04-confirm-delete-1280');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Vehicle Type Deleted');
    await expect.poll(() => row(page, 'Van').count()).toBe(0);
    expect((await storedTypes()).map((t) => t.name)).toEqual(DEFAULTS);
    await expect.poll(() => page.getByRole('button', { name: 'Add Vehicle Type' }).evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('keeps the table usable within a 375 px wide screen: it scrolls inside its frame, the page does not', async () => {
    // The main navigation is a drawer at this width: the screen is opened wide, then narrowed.
    const narrow = await openVehicleTypes(1280);
    await narrow.setViewportSize({ width: 375, height: 740 });
    expect(await journey.scrollWidth(narrow)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, '05-list-375');
    // Scrolled to its actions, each row still shows whose they are.
    const edit = narrow.getByRole('button', { name: 'Edit UTE' });
    await edit.scrollIntoViewIfNeeded();
    const inView = async (name: string) => {
      const box = await table(narrow).getByRole('rowheader', { name, exact: true }).boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 375;
    };
    expect(await inView('UTE')).toBe(true);
    const editBox = await edit.boundingBox();
    expect(editBox && editBox.x >= 0 && editBox.x + editBox.width <= 375).toBe(true);
    expect(await journey.scrollWidth(narrow)).toBeLessThanOrEqual(375);
    await shot(narrow, '05-list-375-scrolled');
    await narrow.getByRole('button', { name: 'Add Vehicle Type' }).click();
    const dialog = addDialog(narrow);
    await dialog.getByLabel('Name', { exact: true }).waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await journey.scrollWidth(narrow)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, '06-add-375');
    await narrow.keyboard.press('Escape');
  });

  it('raised no errors in the page, and the browser refused nothing under its policy', () => {
    expect(pageErrors).toEqual([]);
    expect(journey.cspRefusals).toEqual([]);
  });
});
