import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { type FakeTwilio, startFakeTwilio } from '../../infra/testing/fakeTwilio.js';
import { portalTextJob } from '../../workers/portal/processors.js';
import { PortalLinks } from './portalLinks.js';

// The portal sign-in text through a real server and a fake Twilio (a real HTTP server): the link's
// token is stored only as its hash, works once, for 15 minutes, and a new link revokes the last.

const encryptionKey = 'a'.repeat(64);
const EXPIRED = 'This sign-in link has expired or was already used';
const SEND = 'mutation ($id: ID!) { sendPortalSms(customerId: $id) }';

let app: TestApp;
let admin: HttpSession;
let fake: FakeTwilio;
let customerId: string;

const send = async () => (await admin.graphql(SEND, { id: customerId })).json;
const lastToken = () => {
  const body = fake.requests.at(-1)!.form.Body!;
  const match = /\/customer\/login\?token=([A-Za-z0-9_-]+)/.exec(body);
  expect(match, body).not.toBeNull();
  return match![1]!;
};
const redeem = (token: unknown) => new HttpSession(app.url).request('POST', '/api/customer/login/link', { token });

beforeAll(async () => {
  fake = await startFakeTwilio();
  app = await startTestApp({ env: { TWILIO_API_BASE_URL: fake.url, SETTINGS_ENCRYPTION_KEY: encryptionKey } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  const registered = await admin.graphql('mutation ($input: CustomerInput!) { registerCustomer(input: $input) { id } }', {
    input: { fullName: 'Pat Portal', email: 'pat@example.com', mobile: '0412 345 678', address: '1 Main St', vehicleRego: 'PAT1' },
  });
  customerId = registered.json.data.registerCustomer.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe('sendPortalSms', () => {
  it('fails with the server message while SMS is not configured, and texts nothing', async () => {
    const answer = await send();
    expect(answer.errors[0].message).toBe('SMS is not configured');
    expect(fake.requests).toHaveLength(0);
    const sms = await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' });
    expect(sms.json.isConfigured).toBe(true);
  });

  it('texts a one-time link to the mobile and stores only the SHA-256 hash of its 32-byte token', async () => {
    expect(await send()).toEqual({ data: { sendPortalSms: true } });
    const request = fake.requests.at(-1)!;
    expect(request.form.To).toBe('+61412345678');
    expect(request.form.Body).toContain('Pat Portal');
    const token = lastToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(request.form.Body).toContain(`${app.url}/customer/login?token=${token}`);
    const rows = await app.db.sql`select * from customer_portal_links`;
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.token_hash as Uint8Array).equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('puts ids and the token in the job, never a name or a number', () => {
    const job = portalTextJob({ linkId: 'l', customerId, token: 't' });
    expect(job.data).toEqual({ linkId: 'l', customerId, token: 't' });
    expect(job.queue).toBe('portal');
  });

  it("fails with Twilio's message when the provider refuses the text", async () => {
    fake.rejectNumber('+61412345678', { message: "The 'To' number +61412345678 is not a valid phone number." });
    try {
      const answer = await send();
      expect(answer.errors[0].message).toContain("The 'To' number +61412345678 is not a valid phone number.");
    } finally {
      fake.reset();
    }
  });

  it('is for admins only', async () => {
    const nobody = new HttpSession(app.url);
    expect((await nobody.graphql(SEND, { id: customerId })).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await nobody.request('POST', `/api/send-portal-sms/${customerId}`)).status).toBe(401);
    expect((await admin.request('POST', '/api/send-portal-sms/3b241101-e2bb-4255-8caf-4136c566a962')).status).toBe(404);
  });
});

describe('POST /api/customer/login/link', () => {
  it('answers the customer once; a used, revoked or unknown token gets the one same refusal', async () => {
    expect((await admin.request('POST', `/api/send-portal-sms/${customerId}`)).status).toBe(200);
    const revoked = lastToken();
    expect(await send()).toEqual({ data: { sendPortalSms: true } });
    const current = lastToken();

    const first = await redeem(current);
    expect(first.status).toBe(200);
    expect(first.json.customer).toEqual({ id: customerId, fullName: 'Pat Portal', email: 'pat@example.com', mobile: '0412 345 678', address: '1 Main St', vehicleRego: 'PAT1', version: expect.any(Number) });
    expect(first.json.vehicleRego).toBe('PAT1');

    const refusals = await Promise.all([redeem(current), redeem(revoked), redeem('A'.repeat(43)), redeem('nope'), redeem(12)]);
    for (const refusal of refusals) expect({ status: refusal.status, json: refusal.json }).toEqual({ status: 400, json: { message: EXPIRED } });
  });

  it('works for 15 minutes by the clock, then refuses alike', async () => {
    expect(await send()).toEqual({ data: { sendPortalSms: true } });
    const token = lastToken();
    const issued = Date.now();
    const at = (ms: number) => new PortalLinks({ db: app.db, clock: { now: () => new Date(issued + ms).toISOString() }, startJob: async () => {}, cannotSend: async () => null });
    await expect(at(15 * 60_000 + 2_000).redeem(token)).rejects.toThrow(EXPIRED);
    expect((await at(14 * 60_000).redeem(token)).id).toBe(customerId);
    await expect(at(14 * 60_000).redeem(token)).rejects.toThrow(EXPIRED);
  });
});
