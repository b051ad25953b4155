import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyMessages, identityMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';

// The customer menu and the logo (001 §2 Customer dashboard header, §3, §5, §7): saved by an
// admin, read by everyone. Who may call each route and operation is checked for every one as
// nobody, a customer and an admin by services/api/access.e2e.spec.ts.

let app: TestApp;
let admin: HttpSession;
let anonymous: HttpSession;

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector'] });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  anonymous = new HttpSession(app.url);
});
afterAll(() => app?.close());

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);

/** Sends `request`, expects `status` and `message`, and that no event was recorded. */
async function refused(request: () => Promise<{ status: number; json: any }>, status: number, message: string) {
  const before = await eventCount();
  const response = await request();
  expect({ status: response.status, message: response.json?.message }).toEqual({ status, message });
  expect(await eventCount()).toBe(before);
  return response;
}

const URL_INVALID = 'URL must be a full web address starting with http:// or https://';

describe('customer menu', () => {
  const items = [
    { title: 'Reviews', url: 'https://reviews.example/shine', isEnabled: true, sortOrder: 3 },
    { title: 'Gift cards', url: 'https://shine.example/gifts', isEnabled: false, sortOrder: 0 },
    { title: 'Our website', url: 'http://shine.example', isEnabled: true, sortOrder: 1 },
    { title: 'Book again', url: 'https://shine.example/book', isEnabled: true, sortOrder: 1 },
  ];

  it('is empty before anything is saved, for customers and the admin tab', async () => {
    expect((await anonymous.request('GET', '/api/settings/customer-menu')).json).toEqual([]);
    const all = await admin.request('GET', '/api/settings/customer-menu?all=true');
    expect(all.json).toEqual([]);
    expect(all.headers.get('etag')).toBe('"0"');
    expect((await anonymous.graphql('{ customerMenu { title url } }')).json.data.customerMenu).toEqual([]);
  });

  it('saves the whole list and answers with every item, its switch, order and the version', async () => {
    const saved = await admin.request('POST', '/api/settings/customer-menu', { items });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(items.map((item) => ({ ...item, version: 1 })));
    expect(saved.headers.get('etag')).toBe('"1"');
    expect((await admin.request('GET', '/api/settings/customer-menu?all=true')).json).toEqual(saved.json);
  });

  it('gives customers only the enabled links, in sort order (ties as saved), as title and url', async () => {
    const expected = [
      { title: 'Our website', url: 'http://shine.example' },
      { title: 'Book again', url: 'https://shine.example/book' },
      { title: 'Reviews', url: 'https://reviews.example/shine' },
    ];
    expect((await anonymous.request('GET', '/api/settings/customer-menu')).json).toEqual(expected);
    expect((await anonymous.graphql('{ customerMenu { title url } }')).json.data.customerMenu).toEqual(expected);
  });

  it('records nothing when the list saved is the one in force', async () => {
    const before = await eventCount();
    const again = await admin.request('POST', '/api/settings/customer-menu', items);
    expect(again.json.map((i: { version: number }) => i.version)).toEqual([1, 1, 1, 1]);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['an item without a title', [{ url: 'https://shine.example' }], 'Title and URL are required'],
    ['an item without a URL', [{ title: 'Website', url: '' }], 'Title and URL are required'],
    ['a javascript: URL', [{ title: 'Click me', url: 'javascript:alert(document.cookie)' }], URL_INVALID],
    ['a data: URL', [{ title: 'Click me', url: 'data:text/html,<script>alert(1)</script>' }], URL_INVALID],
    ['a relative URL', [{ title: 'Book', url: '/booking' }], URL_INVALID],
    ['a protocol-relative URL', [{ title: 'Book', url: '//evil.example' }], URL_INVALID],
    ['a title over 200 characters', [{ title: 'x'.repeat(201), url: 'https://shine.example' }], 'Title must be at most 200 characters'],
    ['a URL over 2048 characters', [{ title: 'Long', url: `https://shine.example/${'x'.repeat(2048)}` }], 'URL must be at most 2048 characters'],
    ['a sort order that is not a whole number', [{ title: 'Book', url: 'https://shine.example', sortOrder: 2.5 }], 'Sort order must be a whole number from 0 to 9999'],
    ['21 items', Array.from({ length: 21 }, (_, i) => ({ title: `Link ${i}`, url: 'https://shine.example' })), 'Menu items can have at most 20 entries'],
    ['something other than a list', { items: 'none' }, 'Menu items must be a list of links'],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, body, message) => {
    const response = await refused(() => admin.request('POST', '/api/settings/customer-menu', Array.isArray(body) ? { items: body } : body), 400, message);
    expect(response.json.errors[0].message).toBe(message);
    expect((await anonymous.request('GET', '/api/settings/customer-menu')).json).toHaveLength(3);
  });

  it('refuses a save on a stale version with 409 and the list as it is now', async () => {
    const stale = await refused(() => admin.request('POST', '/api/settings/customer-menu', { items: [] }, { 'If-Match': '"0"' }), 409, concurrencyMessages.changedElsewhere);
    expect(stale.json.current).toEqual(items.map((item) => ({ ...item, version: 1 })));
    const fresh = await admin.request('POST', '/api/settings/customer-menu', { items: items.slice(0, 2) }, { 'If-Match': '"1"' });
    expect(fresh.status).toBe(200);
    expect(fresh.json).toEqual(items.slice(0, 2).map((item) => ({ ...item, version: 2 })));
  });

  it('reads and saves over GraphQL too, with CONFLICT for a stale version', async () => {
    const list = await admin.graphql('{ customerMenuItems { title isEnabled sortOrder version } }');
    expect(list.json.data.customerMenuItems).toEqual([
      { title: 'Reviews', isEnabled: true, sortOrder: 3, version: 2 },
      { title: 'Gift cards', isEnabled: false, sortOrder: 0, version: 2 },
    ]);
    const save = 'mutation($items: [CustomerMenuItemInput!]!, $v: Int) { saveCustomerMenu(items: $items, expectedVersion: $v) { title url sortOrder version } }';
    const saved = await admin.graphql(save, { items: [{ title: 'Website', url: 'https://shine.example' }], v: 2 });
    expect(saved.json.data.saveCustomerMenu).toEqual([{ title: 'Website', url: 'https://shine.example', sortOrder: 0, version: 3 }]);
    const stale = await admin.graphql(save, { items: [], v: 2 });
    expect(stale.json.errors[0].extensions.code).toBe('CONFLICT');
    const invalid = await admin.graphql(save, { items: [{ title: 'x', url: 'javascript:alert(1)' }] });
    expect(invalid.json.errors[0]).toMatchObject({ message: URL_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await anonymous.graphql('{ customerMenu { title url } }')).json.data.customerMenu).toEqual([{ title: 'Website', url: 'https://shine.example' }]);
  });
});

describe('logo', () => {
  let transparentPng: Buffer;
  let bigJpeg: Buffer;
  let firstUrl: string;

  const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
  const blobOf = (url: string) => anonymous.fetchBytes(url);

  beforeAll(async () => {
    transparentPng = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0 } } }).png().toBuffer();
    bigJpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
  });

  it('reads as empty strings before any is saved, and the portal branding as nothing set', async () => {
    const logo = await anonymous.request('GET', '/api/settings/logo');
    expect(logo.json).toEqual({ logoUrl: '', logoName: '', version: 0 });
    const branding = await anonymous.graphql('{ portalBranding { businessName logoUrl } }');
    expect(branding.json.data.portalBranding).toEqual({ businessName: '', logoUrl: null });
  });

  it('stores a data URL through the image pipeline and serves it to anyone as a PNG that keeps its transparency', async () => {
    const saved = await admin.request('POST', '/api/settings/logo', { logoUrl: dataUrl(transparentPng), logoName: 'shine.png' });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ logoUrl: expect.stringMatching(/^\/api\/blobs\/[0-9a-f]{64}\.png$/), logoName: 'shine.png', version: 1 });
    firstUrl = saved.json.logoUrl;
    expect((await anonymous.request('GET', '/api/settings/logo')).json).toEqual(saved.json);

    const served = await blobOf(firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(served.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha }).toEqual({ format: 'png', width: 40, height: 20, hasAlpha: true });
  });

  it('shows the logo and the saved business name in the portal branding', async () => {
    await admin.request('POST', '/api/settings/business', { businessName: 'Shine Mobile Detailing' });
    const branding = await anonymous.graphql('{ portalBranding { businessName logoUrl } }');
    expect(branding.json.data.portalBranding).toEqual({ businessName: 'Shine Mobile Detailing', logoUrl: firstUrl });
  });

  it('renames the logo when its current URL is sent back, keeping the image', async () => {
    const renamed = await admin.request('POST', '/api/settings/logo', { logoUrl: firstUrl, logoName: 'Shine logo' });
    expect(renamed.json).toEqual({ logoUrl: firstUrl, logoName: 'Shine logo', version: 2 });
  });

  it.each([
    ['text dressed as a PNG', () => dataUrl(Buffer.from('this is not an image at all')), 'Please upload only image files'],
    ['an HTML data URL', () => `data:text/html;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`, 'Please upload only image files'],
    ['an SVG', () => `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`, 'Please upload only image files'],
    ['a URL elsewhere', () => 'https://evil.example/logo.png', 'Please upload only image files'],
    ['another blob of the store', () => `/api/blobs/${'c'.repeat(64)}.png`, 'Please upload only image files'],
    ['a number', () => 42, 'Please upload only image files'],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, logoUrl, message) => {
    const response = await refused(() => admin.request('POST', '/api/settings/logo', { logoUrl: logoUrl(), logoName: 'x.png' }), 400, message);
    expect(response.json.errors).toEqual([{ path: 'logoUrl', message }]);
    expect((await anonymous.request('GET', '/api/settings/logo')).json.logoUrl).toBe(firstUrl);
  });

  it('refuses a logo over 8MB, changing nothing', async () => {
    const big = `data:image/png;base64,${Buffer.alloc(8.5 * 1024 * 1024).toString('base64')}`;
    await refused(() => admin.request('POST', '/api/settings/logo', { logoUrl: big }), 400, 'The logo must be smaller than 8MB');
  });

  it('refuses a logo name over 200 characters, changing nothing', async () => {
    await refused(() => admin.request('POST', '/api/settings/logo', { logoName: 'x'.repeat(201) }), 400, 'Logo name must be at most 200 characters');
  });

  it('takes a multipart upload, naming the logo after its file and scaling a large image down', async () => {
    const uploaded = await admin.upload('/api/settings/logo', [{ field: 'logo', name: 'banner.jpg', bytes: bigJpeg }]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.json).toEqual({ logoUrl: expect.stringMatching(/^\/api\/blobs\/[0-9a-f]{64}\.png$/), logoName: 'banner.jpg', version: 3 });
    const served = await blobOf(uploaded.json.logoUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(served.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([640, 320]);
  });

  it('stops serving the logo it replaced', async () => {
    expect((await blobOf(firstUrl)).status).toBe(404);
  });

  it.each([
    ['a file that is not an image', [{ field: 'logo', name: 'logo.png', bytes: new TextEncoder().encode('not an image') }], 'Please upload only image files'],
    ['a file over 8MB', [{ field: 'logo', name: 'huge.png', bytes: new Uint8Array(8 * 1024 * 1024 + 1) }], 'The logo must be smaller than 8MB'],
    ['no file', [], 'Please choose an image to upload'],
    ['the file in another field', [{ field: 'photos', name: 'logo.png', bytes: new Uint8Array(8) }], 'Please choose an image to upload'],
    ['two files', [{ field: 'logo', name: 'a.png', bytes: new Uint8Array(8) }, { field: 'logo', name: 'b.png', bytes: new Uint8Array(8) }], 'Please upload one image file for the logo'],
  ])('refuses a multipart upload with %s, changing nothing', async (_case, files, message) => {
    await refused(() => admin.upload('/api/settings/logo', files), 400, message);
  });

  it('refuses a save on a stale version with 409 and the logo as it is now', async () => {
    const now = (await anonymous.request('GET', '/api/settings/logo')).json;
    const stale = await refused(() => admin.request('POST', '/api/settings/logo', { logoUrl: '' }, { 'If-Match': '"1"' }), 409, concurrencyMessages.changedElsewhere);
    expect(stale.json.current).toEqual(now);
  });

  it('saves and reads over GraphQL too, with CONFLICT for a stale version', async () => {
    const save = 'mutation($input: LogoInput!, $v: Int) { saveLogo(input: $input, expectedVersion: $v) { logoUrl logoName version } }';
    const saved = await admin.graphql(save, { input: { logoUrl: dataUrl(transparentPng), logoName: 'again.png' }, v: 3 });
    expect(saved.json.data.saveLogo).toEqual({ logoUrl: firstUrl, logoName: 'again.png', version: 4 });
    expect((await blobOf(firstUrl)).status).toBe(200);
    expect((await anonymous.graphql('{ logo { logoUrl logoName } }')).json.data.logo).toEqual({ logoUrl: firstUrl, logoName: 'again.png' });
    const stale = await admin.graphql(save, { input: { logoUrl: '' }, v: 3 });
    expect(stale.json.errors[0].extensions.code).toBe('CONFLICT');
    const invalid = await admin.graphql(save, { input: { logoUrl: dataUrl(Buffer.from('nope')) } });
    expect(invalid.json.errors[0]).toMatchObject({ message: 'Please upload only image files', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('removes the logo when sent empty: empty strings again, no longer served, and no logo in the branding', async () => {
    const removed = await admin.request('POST', '/api/settings/logo', { logoUrl: '' });
    expect(removed.json).toEqual({ logoUrl: '', logoName: '', version: 5 });
    expect((await blobOf(firstUrl)).status).toBe(404);
    const branding = await anonymous.graphql('{ portalBranding { businessName logoUrl } }');
    expect(branding.json.data.portalBranding).toEqual({ businessName: 'Shine Mobile Detailing', logoUrl: null });
  });

  it('is saved by admins only', async () => {
    await refused(() => anonymous.request('POST', '/api/settings/logo', { logoUrl: dataUrl(transparentPng) }), 401, identityMessages.notAuthenticated);
  });
});
