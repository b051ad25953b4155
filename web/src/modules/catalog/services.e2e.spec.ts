import { catalogMessages } from '@detailing/schema/catalog/messages';
import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { accessibilityViolations, signInThroughGate } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';

let app: TestApp;
let admin: HttpSession;
let page: Page;
const journey = browserJourney({ baseUrl: () => app.url, screenshotPrefix: 'services-' });
const { open, shot, toasts, pageErrors } = journey;

/** What the browser refused under the Content-Security-Policy (image previews, the form's code). */
/** The variables of each GraphQL operation the page sent, by operation name. */
const sent = new Map<string, Record<string, unknown>[]>();

const card = (p: Page, name: string) => p.getByRole('article', { name });
const addDialog = (p: Page) => p.getByRole('dialog', { name: 'Add New Service' });
const editDialog = (p: Page) => p.getByRole('dialog', { name: 'Edit Service' });
const price = (dialog: Locator, group: string, vehicleType: string) => dialog.getByRole('group', { name: group }).getByLabel(vehicleType, { exact: true });
const toastSays = (p: Page, title: string, description?: string) =>
  expect
    .poll(async () => {
      const region = toasts(p);
      const titled = await region.getByText(title, { exact: true }).isVisible();
      return titled && (description === undefined || (await region.getByText(description, { exact: true }).isVisible()));
    }, { timeout: 10_000 })
    .toBe(true);

/** Whether nothing in the dialog reaches past its right edge (the modal would scroll sideways, hiding it). */
const fitsDialog = (dialog: Locator) =>
  dialog.evaluate((element) => [element, element.parentElement!].every((box) => box.scrollWidth <= box.clientWidth));

async function openServices(width: number): Promise<Page> {
  const { page: p } = await open(width);
  p.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    if (body?.operationName) sent.set(body.operationName, [...(sent.get(body.operationName) ?? []), body.variables ?? {}]);
  });
  await p.goto('/admin');
  await signInThroughGate(p, app.adminUsername, app.adminPassword);
  await p.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  await p.getByRole('heading', { level: 1, name: 'Services Management' }).waitFor();
  return p;
}

async function fillValidService(dialog: Locator, name: string) {
  await dialog.getByLabel('Service Name').fill(name);
  await dialog.getByLabel('Description').fill('Two year ceramic paint protection');
  for (const [vehicleType, dollars] of [
    ['Sedan/Hatch', '450'],
    ['SUV 5 Seater', '520.5'],
    ['SUV 7 Seater', '580'],
    ['UTE', '560.99'],
  ]) {
    await price(dialog, 'Base Prices', vehicleType!).fill(dollars!);
  }
  await price(dialog, '2025+ Models Prices', 'Sedan/Hatch').fill('475');
  await dialog.getByLabel('Duration (hours)').fill('2.5');
}

describe('Services Management in a real browser', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    // Every store starts with the starter catalog's services: this journey starts from none.
    const starter = await admin.request('GET', '/api/admin/services');
    for (const service of starter.json as { id: number }[]) {
      expect((await admin.request('DELETE', `/api/services/${service.id}`)).status).toBe(200);
    }
    await journey.start();
    page = await openServices(1280);
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  it('says there are no services yet, with no serious accessibility findings', async () => {
    await expect.poll(() => page.getByText('No services available. Add your first service.', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '01-empty-1280');
  });

  it("refuses bad input on its fields with the spec's messages, sending nothing", async () => {
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = addDialog(page);
    await dialog.getByLabel('Service Name').waitFor();
    await dialog.getByLabel('Service Name').fill('A');
    await dialog.getByLabel('Description').fill('Shrt');
    await price(dialog, 'Base Prices', 'SUV 5 Seater').fill('-5');
    await dialog.getByLabel('Duration (hours)').fill('9');
    await dialog.getByRole('button', { name: 'Create Service' }).click();

    for (const message of [catalogMessages.serviceNameMin, catalogMessages.descriptionMin, catalogMessages.durationMax]) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
    // The four base prices are required: three left empty, one below 0.
    expect(await dialog.getByRole('group', { name: 'Base Prices' }).getByText(catalogMessages.priceInvalid, { exact: true }).count()).toBe(4);
    const name = dialog.getByLabel('Service Name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(sent.get('AddService')).toBeUndefined();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '02-refused-1280');

    await dialog.getByLabel('Duration (hours)').fill('0.2');
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await expect.poll(() => dialog.getByText(catalogMessages.durationMin, { exact: true }).isVisible()).toBe(true);
  });

  it("shows the server's refusal of a file that only claims to be an image on the image field, with the spec's toast", async () => {
    const dialog = addDialog(page);
    await fillValidService(dialog, 'Ceramic Coating');
    await dialog.getByLabel('Service Image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await dialog.getByRole('button', { name: 'Create Service' }).click();
    await toastSays(page, 'Creation Failed', 'Failed to create service. Please try again.');
    await expect.poll(() => dialog.getByText(catalogMessages.imageOnly, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByLabel('Service Image').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Remove image' }).click();
  });

  it('creates a service with an image: the card shows it, served from the blob store, with its prices and badges', async () => {
    const dialog = addDialog(page);
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#1f6feb' } }).png().toBuffer();
    await dialog.getByLabel('Service Image').setInputFiles({ name: 'ceramic.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => dialog.getByRole('img', { name: 'Service image preview' }).isVisible()).toBe(true);
    expect(await dialog.getByText(catalogMessages.imageOnly).count()).toBe(0);
    expect(await dialog.getByText('Tax On', { exact: true }).isVisible()).toBe(true);
    expect(await fitsDialog(dialog)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '03-add-dialog-1280');
    await dialog.getByRole('button', { name: 'Create Service' }).click();

    await toastSays(page, 'Service Created');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const created = card(page, 'Ceramic Coating');
    await expect.poll(() => created.isVisible(), { timeout: 10_000 }).toBe(true);
    for (const text of ['Two year ceramic paint protection', 'Sedan/Hatch', 'SUV 5 Seater', 'SUV 7 Seater', 'UTE', '$450.00', '$520.50', '$580.00', '$560.99', 'Active', 'Tax On']) {
      expect(await created.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await page.getByText('No services available. Add your first service.').count()).toBe(0);
    const image = created.locator('img');
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/api\/blobs\/[0-9a-f]+\.jpg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    const served = await admin.fetchBytes(src!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(sent.get('AddService')?.at(-1)).toMatchObject({
      input: { name: 'Ceramic Coating', priceSuv5: 520.5, priceUte: 560.99, priceSedanHatch2025: 475, priceSuv52025: 0, durationHours: 2.5, active: true, showOnBookingForm: true },
    });
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '04-list-1280');
  });

  it("reports an edit the server refuses with its message, on the field and in the spec's toast", async () => {
    await page.getByRole('button', { name: 'Edit Ceramic Coating' }).click();
    const dialog = editDialog(page);
    await expect.poll(() => dialog.getByLabel('Service Name').inputValue()).toBe('Ceramic Coating');
    await dialog.getByLabel('Service Image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await toastSays(page, 'Update Failed', catalogMessages.imageOnly);
    expect(await dialog.getByText(catalogMessages.imageOnly, { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('edits a service: only the changed fields are sent on its version, and the card shows the new price and status', async () => {
    await page.getByRole('button', { name: 'Edit Ceramic Coating' }).click();
    const dialog = editDialog(page);
    const suv5 = price(dialog, 'Base Prices', 'SUV 5 Seater');
    await expect.poll(() => suv5.inputValue()).toBe('520.50');
    expect(await dialog.getByRole('img', { name: 'Service image preview' }).getAttribute('src')).toMatch(/^\/api\/blobs\//);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '05-edit-dialog-1280');
    await suv5.fill('535.25');
    await dialog.getByRole('switch', { name: 'Active' }).setChecked(false, { force: true });
    await dialog.getByRole('button', { name: 'Update Service' }).click();

    await toastSays(page, 'Service Updated');
    const edited = card(page, 'Ceramic Coating');
    await expect.poll(() => edited.getByText('$535.25', { exact: true }).isVisible()).toBe(true);
    expect(await edited.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
    expect(await edited.locator('img').getAttribute('src')).toMatch(/^\/api\/blobs\/[0-9a-f]+\.jpg$/);
    // The image left alone is left out; the edit names the version it was made on.
    expect(sent.get('UpdateService')?.at(-1)).toEqual({ id: expect.any(Number), input: { priceSuv5: 535.25, active: false }, expectedVersion: expect.any(Number) });
  });

  it('stops an edit of a service changed elsewhere, and Reload starts again from the service as it is now', async () => {
    await page.getByRole('button', { name: 'Edit Ceramic Coating' }).click();
    const dialog = editDialog(page);
    await expect.poll(() => dialog.getByLabel('Service Name').inputValue()).toBe('Ceramic Coating');
    const [service] = (await admin.request('GET', '/api/admin/services')).json as { id: number }[];
    expect((await admin.request('PUT', `/api/services/${service!.id}`, { name: 'Ceramic Coating Plus' })).status).toBe(200);

    await dialog.getByLabel('Description').fill('Three year ceramic paint protection');
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await expect.poll(() => dialog.getByText(concurrencyMessages.changedElsewhere).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => dialog.getByLabel('Service Name').inputValue()).toBe('Ceramic Coating Plus');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Two year ceramic paint protection');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => card(page, 'Ceramic Coating Plus').isVisible()).toBe(true);
  });

  it('lays the list and the dialog out within a 375 px wide screen', async () => {
    const narrow = await openServices(1280);
    await narrow.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => card(narrow, 'Ceramic Coating Plus').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await journey.scrollWidth(narrow)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, '06-list-375');
    await narrow.getByRole('button', { name: 'Edit Ceramic Coating Plus' }).click();
    const dialog = editDialog(narrow);
    await expect.poll(() => dialog.getByLabel('Service Name').inputValue()).toBe('Ceramic Coating Plus');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await fitsDialog(dialog)).toBe(true);
    expect(await journey.scrollWidth(narrow)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(narrow)).toEqual([]);
    await shot(narrow, '07-edit-375');
    await narrow.keyboard.press('Escape');
  });

  it('removes the image of a service', async () => {
    await page.getByRole('button', { name: 'Edit Ceramic Coating Plus' }).click();
    const dialog = editDialog(page);
    await dialog.getByRole('button', { name: 'Remove image' }).click();
    expect(await dialog.getByRole('img', { name: 'Service image preview' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Update Service' }).click();
    await toastSays(page, 'Service Updated');
    await expect.poll(() => card(page, 'Ceramic Coating Plus').locator('img').count()).toBe(0);
    expect(sent.get('UpdateService')?.at(-1)).toMatchObject({ input: { serviceImage: null } });
  });

  it("deletes a service after the spec's confirmation, and says so when it is already gone", async () => {
    const gone = (await admin.request('POST', '/api/services', {
      name: 'Headlight Buff',
      description: 'Restore cloudy headlights',
      priceSedanHatch: 80,
      priceSuv5: 80,
      priceSuv7: 90,
      priceUte: 90,
    })).json as { id: number };
    // The list is read once per visit (services change rarely): a reload shows one added elsewhere.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expect.poll(() => card(page, 'Headlight Buff').isVisible(), { timeout: 10_000 }).toBe(true);

    // Deleted elsewhere while this card was on screen: the spec's failure toast.
    expect((await admin.request('DELETE', `/api/services/${gone.id}`)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete Headlight Buff' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Service' }).getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Deletion Failed', 'Failed to delete service. Please try again.');
    await expect.poll(() => card(page, 'Headlight Buff').count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Ceramic Coating Plus' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Service' });
    await expect
      .poll(() => confirm.getByText('Are you sure you want to delete the service "Ceramic Coating Plus"? This action cannot be undone.', { exact: true }).isVisible())
      .toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, '08-confirm-delete-1280');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Service Deleted');
    await expect.poll(() => card(page, 'Ceramic Coating Plus').count()).toBe(0);
    await expect.poll(() => page.getByText('No services available. Add your first service.', { exact: true }).isVisible()).toBe(true);
    // Its Delete button went with it: focus lands on Add Service, not the page's start.
    await expect.poll(() => page.getByRole('button', { name: 'Add Service' }).evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('raised no errors in the page, and the browser refused nothing under its policy', () => {
    expect(pageErrors).toEqual([]);
    expect(journey.cspRefusals).toEqual([]);
  });
});
