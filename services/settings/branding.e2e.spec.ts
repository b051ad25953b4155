import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyMessages, identityMessages } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';

// Branding (001 §2 Branding tab, §3, §7): the company name and login icon the admin login gate
// shows. Anyone reads it; only an admin saves it.

let app: TestApp;
let admin: HttpSession;
let anonymous: HttpSession;
let iconPng: Buffer;
let iconUrl: string;

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);
const publicBranding = async () => (await anonymous.request('GET', '/api/settings/branding')).json;

/** Sends `request`, expects `status` and `message`, and that no event was recorded. */
async function refused(request: () => Promise<{ status: number; json: any }>, status: number, message: string) {
  const before = await eventCount();
  const response = await request();
  expect({ status: response.status, message: response.json?.message }).toEqual({ status, message });
  expect(await eventCount()).toBe(before);
  return response;
}

beforeAll(async () => {
  app = await startTestApp({ roles: ['api', 'projector'] });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  anonymous = new HttpSession(app.url);
  iconPng = await sharp({ create: { width: 48, height: 48, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
});
afterAll(() => app?.close());

describe('branding', () => {
  it("reads, for anyone, as 'Automotive Detailing' with no login icon before any is saved", async () => {
    const read = await anonymous.request('GET', '/api/settings/branding');
    expect(read.json).toEqual({ companyName: 'Automotive Detailing', loginIcon: '', loginIconName: '', version: 0 });
    expect(read.headers.get('etag')).toBe('"0"');
    expect((await anonymous.graphql('{ branding { companyName loginIcon loginIconName } }')).json.data.branding).toEqual({
      companyName: 'Automotive Detailing',
      loginIcon: '',
      loginIconName: '',
    });
  });

  it('is saved by admins only', async () => {
    await refused(() => anonymous.request('POST', '/api/settings/branding', { companyName: 'Hijacked' }), 401, identityMessages.notAuthenticated);
    const mutation = await anonymous.graphql('mutation { saveBranding(input: { companyName: "Hijacked" }) { companyName } }');
    expect(mutation.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await publicBranding()).companyName).toBe('Automotive Detailing');
  });

  it('stores the company name and a login icon through the image pipeline, served to anyone as an image', async () => {
    const saved = await admin.request('POST', '/api/settings/branding', { companyName: '  Shine Mobile Detailing ', loginIcon: dataUrl(iconPng), loginIconName: 'icon.png' });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      companyName: 'Shine Mobile Detailing',
      loginIcon: expect.stringMatching(/^\/api\/blobs\/[0-9a-f]{64}\.png$/),
      loginIconName: 'icon.png',
      version: 1,
    });
    iconUrl = saved.json.loginIcon;
    expect(await publicBranding()).toEqual(saved.json);
    const served = await anonymous.fetchBytes(iconUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(served.bytes).metadata()).width).toBe(48);
  });

  it('renames the company keeping the icon, when the icon is left out or its current URL sent back', async () => {
    const renamed = await admin.request('POST', '/api/settings/branding', { companyName: 'Shine Co' });
    expect(renamed.json).toEqual({ companyName: 'Shine Co', loginIcon: iconUrl, loginIconName: 'icon.png', version: 2 });
    const again = await admin.request('POST', '/api/settings/branding', { companyName: 'Shine Detailing', loginIcon: iconUrl });
    expect(again.json).toEqual({ companyName: 'Shine Detailing', loginIcon: iconUrl, loginIconName: 'icon.png', version: 3 });
  });

  it.each([
    ['a blank company name', { companyName: '   ' }, 'Company name is required', 'companyName'],
    ['a company name that is not text', { companyName: 42 }, 'Company name is required', 'companyName'],
    ['a company name over 200 characters', { companyName: 'x'.repeat(201) }, 'Company name must be at most 200 characters', 'companyName'],
    ['text posing as an image', { loginIcon: dataUrl(Buffer.from('<script>alert(1)</script>')) }, 'Please upload only image files', 'loginIcon'],
    ['a data URL that is not an image type', { loginIcon: 'data:text/html;base64,PGI+aGk8L2I+' }, 'Please upload only image files', 'loginIcon'],
    ['a URL elsewhere', { loginIcon: 'https://evil.example/icon.png' }, 'Please upload only image files', 'loginIcon'],
    ['another blob of the store', { loginIcon: `/api/blobs/${'f'.repeat(64)}.png` }, 'Please upload only image files', 'loginIcon'],
    ['an icon that is not text', { loginIcon: { src: 'x' } }, 'Please upload only image files', 'loginIcon'],
    ['an icon name over 200 characters', { loginIconName: 'x'.repeat(201) }, 'Login icon name must be at most 200 characters', 'loginIconName'],
  ])('refuses %s with 400 and its message on the field, changing nothing', async (_case, body, message, path) => {
    const response = await refused(() => admin.request('POST', '/api/settings/branding', body), 400, message);
    expect(response.json.errors).toEqual([{ path, message }]);
    expect(await publicBranding()).toMatchObject({ companyName: 'Shine Detailing', loginIcon: iconUrl });
  });

  it.each([
    ['NUL in the name', { companyName: 'Shine\u0000Co' }],
    ['a lone surrogate', { companyName: 'Shine \uD800' }],
    ['a list for a body', [{ companyName: 'x' }]],
    ['nothing but null', null],
    ['a huge icon name of awkward characters', { loginIconName: '😀'.repeat(100_000) }],
  ])('answers %s with a 4xx, never a 5xx, changing nothing', async (_case, body) => {
    const before = await eventCount();
    const response = await admin.request('POST', '/api/settings/branding', body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a body over its limit before reading it: 12MB for an admin, 100KB for anyone else', async () => {
    const huge = JSON.stringify({ loginIcon: `data:image/png;base64,${'A'.repeat(13 * 1024 * 1024)}` });
    expect((await admin.request('POST', '/api/settings/branding', huge)).status).toBe(413);
    const large = JSON.stringify({ companyName: 'x'.repeat(200 * 1024) });
    expect((await anonymous.request('POST', '/api/settings/branding', large)).status).toBe(413);
  });

  it('refuses an icon over 8MB with its own message', async () => {
    const big = `data:image/png;base64,${Buffer.alloc(8.5 * 1024 * 1024).toString('base64')}`;
    await refused(() => admin.request('POST', '/api/settings/branding', { loginIcon: big }), 400, 'The login icon must be smaller than 8MB');
  });

  it('takes a multipart upload in the field loginIcon, named after its file, with the company name beside it', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#cc3366' } }).jpeg().toBuffer();
    const uploaded = await admin.upload('/api/settings/branding', [{ field: 'loginIcon', name: 'badge.jpg', bytes: jpeg }], { companyName: 'Shine Uploaded' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.json).toEqual({ companyName: 'Shine Uploaded', loginIcon: expect.stringMatching(/^\/api\/blobs\/[0-9a-f]{64}\.png$/), loginIconName: 'badge.jpg', version: 4 });
    // The icon it replaced is no longer served; the new one is.
    expect((await anonymous.fetchBytes(iconUrl)).status).toBe(404);
    expect((await anonymous.fetchBytes(uploaded.json.loginIcon)).status).toBe(200);
    iconUrl = uploaded.json.loginIcon;
  });

  it.each([
    ['a file that is not an image', [{ field: 'loginIcon', name: 'icon.png', bytes: new TextEncoder().encode('not an image') }], 'Please upload only image files'],
    ['no file', [], 'Please choose an image to upload'],
    ['two files', [{ field: 'loginIcon', name: 'a.png', bytes: new Uint8Array(8) }, { field: 'loginIcon', name: 'b.png', bytes: new Uint8Array(8) }], 'Please upload one image file for the login icon'],
  ])('refuses a multipart upload with %s, changing nothing', async (_case, files, message) => {
    await refused(() => admin.upload('/api/settings/branding', files), 400, message);
  });

  it('refuses a save on a stale version with 409 and the branding as it is now', async () => {
    const now = await publicBranding();
    const stale = await refused(() => admin.request('POST', '/api/settings/branding', { companyName: 'Late' }, { 'If-Match': '"1"' }), 409, concurrencyMessages.changedElsewhere);
    expect(stale.json.current).toEqual(now);
  });

  it('saves and reads over GraphQL too, with CONFLICT for a stale version and the spec message for a bad image', async () => {
    const save = 'mutation($input: BrandingInput!, $v: Int) { saveBranding(input: $input, expectedVersion: $v) { companyName loginIcon loginIconName version } }';
    const saved = await admin.graphql(save, { input: { companyName: 'Shine GraphQL', loginIcon: iconUrl }, v: 4 });
    expect(saved.json.data.saveBranding).toEqual({ companyName: 'Shine GraphQL', loginIcon: iconUrl, loginIconName: 'badge.jpg', version: 5 });
    const stale = await admin.graphql(save, { input: { companyName: 'Late' }, v: 4 });
    expect(stale.json.errors[0].extensions.code).toBe('CONFLICT');
    const invalid = await admin.graphql(save, { input: { loginIcon: dataUrl(Buffer.from('nope')) } });
    expect(invalid.json.errors[0]).toMatchObject({ message: 'Please upload only image files', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('removes the icon when sent empty: no longer served, the name kept', async () => {
    const removed = await admin.request('POST', '/api/settings/branding', { loginIcon: '' });
    expect(removed.json).toEqual({ companyName: 'Shine GraphQL', loginIcon: '', loginIconName: '', version: 6 });
    expect((await anonymous.fetchBytes(iconUrl)).status).toBe(404);
  });
});
