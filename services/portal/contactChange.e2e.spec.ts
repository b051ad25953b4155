import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { type FakeSmtp, startFakeSmtp } from '../../infra/testing/fakeSmtp.js';
import { type FakeTwilio, startFakeTwilio } from '../../infra/testing/fakeTwilio.js';
import { until } from '../../infra/testing/until.js';
import { offeredDate, wizardBooking } from '../bookings/testing/wizard.js';

// A customer's own change of e-mail or mobile in the portal (issue 28), over real HTTP with a
// real SMTP server and a fake Twilio (a real HTTP server): a code goes to the new address or
// number, the change is made only with it, the old one is told, and no answer at any step tells
// whether an e-mail is another customer's.

const REFUSED = 'That code is not valid. Check it, or ask for a new one.';
const FROM = 'Shine Detailing <portal@shine.example>';

let app: TestApp;
let admin: HttpSession;
let smtp: FakeSmtp;
let twilio: FakeTwilio;
let serviceIds: number[];
let n = 0;
/** Minutes the product's clock runs ahead of the real one (codes expire by it). */
let aheadMinutes = 0;

interface Customer {
  id: string;
  email: string;
  mobile: string;
  rego: string;
  portal: HttpSession;
}

async function customer(name: string): Promise<Customer> {
  const id = ++n;
  const email = `${name}-${id}@example.com`;
  const rego = `CC${id}`;
  const mobile = `0412 000 ${String(100 + id).padStart(3, '0')}`;
  const registered = await admin.request('POST', '/api/admin/customers', { fullName: `${name} ${id}`, email, mobile, vehicleRego: rego });
  expect(registered.status, registered.text).toBe(201);
  const portal = new HttpSession(app.url);
  expect((await portal.request('POST', '/api/customer/login', { vehicleRego: rego, email })).status).toBe(200);
  return { id: registered.json.id, email, mobile, rego, portal };
}

const e164 = (mobile: string) => `+61${mobile.replace(/\D/g, '').slice(1)}`;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;
const signIn = (rego: string, email: string) => new HttpSession(app.url).request('POST', '/api/customer/login', { vehicleRego: rego, email });
/** The customer as the admin sees them now. */
const me = async (c: Pick<Customer, 'id'>) => (await admin.graphql('query($id: ID!) { customer(id: $id) { id fullName email mobile } }', { id: c.id })).json.data.customer;
/** Who holds this e-mail, as the admin's list has it. */
const holderOf = async (email: string) =>
  ((await admin.request('GET', `/api/customers?search=${encodeURIComponent(email)}`)).json as { id: string; email: string }[]).find((x) => x.email.toLowerCase() === email.toLowerCase()) ?? null;
const confirm = (c: Customer, field: 'email' | 'mobile', code: string) => c.portal.request('POST', '/api/customer/profile/confirm', { field, code });
const eventCount = async () => (await app.db.sql`select count(*)::int as n from events`)[0]!.n as number;
const textsTo = (mobile: string) => twilio.requests.filter((r) => r.form.To === e164(mobile));

beforeAll(async () => {
  smtp = await startFakeSmtp();
  twilio = await startFakeTwilio();
  const offset = () => aheadMinutes * 60_000;
  app = await startTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: FROM, TWILIO_API_BASE_URL: twilio.url, SETTINGS_ENCRYPTION_KEY: 'b'.repeat(64) },
    clock: { now: () => new Date(Date.now() + offset()).toISOString() },
  });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  expect((await admin.request('POST', '/api/settings/sms', { accountSid: twilio.accountSid, authToken: twilio.authToken, fromNumber: '+61400000001' })).status).toBe(200);
  expect((await admin.request('POST', '/api/settings/business', { businessName: 'Shine Detailing' })).status).toBe(200);
  serviceIds = await createServices(admin, 1);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await twilio?.close();
});

describe('a new e-mail', () => {
  it('gets a code; nothing changes until it comes back; then the e-mail changes, the old address is told, and this browser stays signed in', async () => {
    const c = await customer('erin');
    const next = `erin.new-${n}@example.com`;
    const asked = await c.portal.request('PATCH', '/api/customer/profile', { email: next, fullName: 'Erin Renamed' });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ email: c.email, fullName: 'Erin Renamed', pendingContactChanges: [{ field: 'email', destination: `er•••@example.com` }] });
    expect(Date.parse(asked.json.pendingContactChanges[0].expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);

    const mail = await smtp.nextTo(next);
    expect(mail.fromHeader).toBe('"Shine Detailing" <portal@shine.example>');
    expect(mail.subject).toBe('Shine Detailing: confirm your new email');
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);
    const rows = await app.db.sql`select * from customer_contact_changes where customer_id = ${c.id}`;
    expect(JSON.stringify(rows)).not.toContain(code);

    // Not theirs yet for anything: sign-in, the admin's view, the session.
    expect((await signIn(c.rego, next)).status).toBe(401);
    expect((await signIn(c.rego, c.email)).status).toBe(200);
    expect(await me(c)).toMatchObject({ email: c.email });
    expect(smtp.to(c.email)).toEqual([]);

    // Another browser of theirs, signed in before the change.
    const elsewhere = new HttpSession(app.url);
    expect((await elsewhere.request('POST', '/api/customer/login', { vehicleRego: c.rego, email: c.email })).status).toBe(200);
    const confirmed = await confirm(c, 'email', `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ id: c.id, email: next, pendingContactChanges: [] });
    // The browser that proved the change goes on under its cookie; every other session of theirs ends.
    expect(confirmed.headers.get('set-cookie')).toBeNull();
    expect((await elsewhere.request('GET', '/api/customer/me')).status).toBe(401);
    expect(confirmed.headers.get('cache-control')).toContain('no-store');
    expect((await c.portal.request('GET', '/api/customer/me')).json.customer).toMatchObject({ id: c.id, email: next });

    const notice = await smtp.nextTo(c.email);
    expect(notice.subject).toBe('Shine Detailing: your email was changed');
    expect(notice.text).toContain('changed to er•••@example.com');
    expect(notice.text).not.toContain(next);
    expect((await signIn(c.rego, next)).status).toBe(200);
    expect((await signIn(c.rego, c.email)).status).toBe(401);
    expect(await holderOf(next)).toMatchObject({ id: c.id, email: next });
  });

  it('over GraphQL: updateMyProfile lists the pending change, confirmMyContactChange makes it and the browser stays signed in', async () => {
    const c = await customer('gia');
    const next = `gia.graph-${n}@example.com`;
    const asked = await c.portal.graphql('mutation($i: MyProfileInput!) { updateMyProfile(input: $i) { email pendingContactChanges { field destination } } }', { i: { email: next } });
    expect(asked.json).toEqual({ data: { updateMyProfile: { email: c.email, pendingContactChanges: [{ field: 'EMAIL', destination: 'gi•••@example.com' }] } } });
    const code = codeIn((await smtp.nextTo(next)).text)!;
    const mutation = 'mutation($i: ConfirmContactChangeInput!) { confirmMyContactChange(input: $i) { email pendingContactChanges { field } } }';
    const wrong = await c.portal.graphql(mutation, { i: { field: 'EMAIL', code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.json.errors[0]).toMatchObject({ message: REFUSED, extensions: { code: 'BAD_USER_INPUT' } });
    const done = await c.portal.graphql(mutation, { i: { field: 'EMAIL', code } });
    expect(done.json).toEqual({ data: { confirmMyContactChange: { email: next, pendingContactChanges: [] } } });
    expect(done.headers.get('set-cookie')).toBeNull();
    expect((await c.portal.request('GET', '/api/customer/me')).status).toBe(200);
    await smtp.nextTo(c.email);
  });
});

describe('a new mobile', () => {
  it('gets a code by text; the change is made only with it; the old number is told; the next portal link goes to the new number', async () => {
    const c = await customer('milo');
    const next = '0400 555 666';
    const asked = await c.portal.request('PATCH', '/api/customer/profile', { mobile: next });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ mobile: c.mobile, pendingContactChanges: [{ field: 'mobile', destination: '•••666' }] });
    const [text] = textsTo(next);
    expect(text!.form.Body).toContain('Shine Detailing: your code to confirm this mobile number is');
    const code = codeIn(text!.form.Body!)!;
    expect(await me(c)).toMatchObject({ mobile: c.mobile });

    const confirmed = await confirm(c, 'mobile', code);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ mobile: next });
    expect(await me(c)).toMatchObject({ mobile: next });
    const told = textsTo(c.mobile);
    expect(told).toHaveLength(1);
    expect(told[0]!.form.Body).toContain('changed to one ending •••666');

    const before = twilio.requests.length;
    expect((await admin.graphql('mutation ($id: ID!) { sendPortalSms(customerId: $id) }', { id: c.id })).json).toEqual({ data: { sendPortalSms: true } });
    expect(twilio.requests.slice(before).map((r) => r.form.To)).toEqual(['+61400555666']);
  });
});

describe('the code', () => {
  it('refuses a wrong code, counts it, and after five wrong ones refuses the right one too; nothing changes', async () => {
    const c = await customer('wren');
    await c.portal.request('PATCH', '/api/customer/profile', { mobile: '0400 777 001' });
    const code = codeIn(textsTo('0400 777 001')[0]!.form.Body!)!;
    const wrong = code === '999999' ? '999998' : '999999';
    const events = await eventCount();
    for (let i = 0; i < 5; i++) expect((await confirm(c, 'mobile', wrong)).json).toEqual({ message: REFUSED, errors: [{ path: 'code', message: REFUSED }] });
    const right = await confirm(c, 'mobile', code);
    expect([right.status, right.json.message]).toEqual([400, REFUSED]);
    expect(await eventCount()).toBe(events);
    expect(await me(c)).toMatchObject({ mobile: c.mobile });
  });

  it('counts concurrent wrong guesses each, never letting more than five through', async () => {
    const c = await customer('race');
    await c.portal.request('PATCH', '/api/customer/profile', { mobile: '0400 777 002' });
    const code = codeIn(textsTo('0400 777 002')[0]!.form.Body!)!;
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((g) => confirm(c, 'mobile', g)));
    const [row] = await app.db.sql`select attempts from customer_contact_changes where customer_id = ${c.id}`;
    expect(row!.attempts).toBe(5);
    expect((await confirm(c, 'mobile', code)).status).toBe(400);
  });

  it('refuses a code once it expired (15 minutes)', async () => {
    const c = await customer('exp');
    await c.portal.request('PATCH', '/api/customer/profile', { mobile: '0400 777 003' });
    const code = codeIn(textsTo('0400 777 003')[0]!.form.Body!)!;
    aheadMinutes = 16;
    try {
      expect((await confirm(c, 'mobile', code)).json.message).toBe(REFUSED);
    } finally {
      aheadMinutes = 0;
    }
    expect(await me(c)).toMatchObject({ mobile: c.mobile });
  });

  it('is replaced by a new request: the first code stops working, the new one works', async () => {
    const c = await customer('rep');
    await c.portal.request('PATCH', '/api/customer/profile', { mobile: '0400 777 004' });
    await c.portal.request('PATCH', '/api/customer/profile', { mobile: '0400 777 005' });
    const first = codeIn(textsTo('0400 777 004')[0]!.form.Body!)!;
    const second = codeIn(textsTo('0400 777 005')[0]!.form.Body!)!;
    if (first !== second) expect((await confirm(c, 'mobile', first)).json.message).toBe(REFUSED);
    expect((await confirm(c, 'mobile', second)).json).toMatchObject({ mobile: '0400 777 005' });
  });

  it('a confirmation repeated (lost answer, double click, two tabs) makes the change and tells the old address once', async () => {
    const c = await customer('twice');
    const next = `twice.new-${n}@example.com`;
    await c.portal.request('PATCH', '/api/customer/profile', { email: next });
    const code = codeIn((await smtp.nextTo(next)).text)!;
    const cookie = c.portal.cookie;
    // Two tabs of one browser send it at once, with the same cookie.
    const tabs = await Promise.all([0, 1].map(() => fetch(`${app.url}/api/customer/profile/confirm`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ field: 'email', code }) })));
    expect(tabs.map((t) => t.status)).toEqual([200, 200]);
    // And again, as a retry would, from the same session, which lived through the change.
    const again = await confirm(c, 'email', code);
    expect(again.status, again.text).toBe(200);
    expect(again.json.email).toBe(next);
    const changed = await app.db.sql`select count(*)::int as n from events where stream_id = ${`customer-${c.id}`} and type = 'CustomerEmailChanged'`;
    expect(changed[0]!.n).toBe(1);
    // The notice is sent before the confirmation answers: every one of them has answered.
    expect(smtp.to(c.email)).toHaveLength(1);
  });

  it('refuses too many codes for one customer and field (five an hour), changing nothing', async () => {
    const c = await customer('lim');
    for (let i = 0; i < 5; i++) expect((await c.portal.request('PATCH', '/api/customer/profile', { mobile: `0400 778 00${i}` })).status).toBe(200);
    const refused = await c.portal.request('PATCH', '/api/customer/profile', { mobile: '0400 778 009', fullName: 'Not Applied' });
    expect([refused.status, refused.json.message]).toEqual([429, 'Too many codes were requested. Please try again later.']);
    expect(textsTo('0400 778 009')).toEqual([]);
    expect(await me(c)).toMatchObject({ fullName: expect.not.stringContaining('Not Applied') });
  });
});

describe('an e-mail another customer holds, or is confirming', () => {
  it('gets, at every step, what a free e-mail gets, nothing is sent to it, and the confirmation ends in the refusal of a wrong code', async () => {
    const holder = await customer('holder');
    const [asker, control] = [await customer('asker'), await customer('control')];
    const free = `fr-${n}@example.com`;
    const strip = (answer: { status: number; json: Record<string, unknown>; headers: Headers }) => ({
      status: answer.status,
      keys: Object.keys(answer.json).sort(),
      pending: (answer.json.pendingContactChanges as { field: string; destination: string }[]).map((p) => ({ field: p.field, domain: p.destination.split('@')[1]?.toLowerCase() })),
      etag: Boolean(answer.headers.get('etag')),
    });
    const events = await eventCount();
    const taken = await asker.portal.request('PATCH', '/api/customer/profile', { email: holder.email.toUpperCase() });
    const open = await control.portal.request('PATCH', '/api/customer/profile', { email: free });
    expect(strip(taken)).toEqual(strip(open));
    await smtp.nextTo(free);
    expect(smtp.to(holder.email)).toEqual([]);

    for (const code of ['000000', '123456', '999999']) {
      const answer = await confirm(asker, 'email', code);
      expect([answer.status, answer.json]).toEqual([400, { message: REFUSED, errors: [{ path: 'code', message: REFUSED }] }]);
    }
    expect(await eventCount()).toBe(events);
    expect(await me(asker)).toMatchObject({ email: asker.email });
    expect(await me(holder)).toMatchObject({ id: holder.id });

    // Being confirmed by another customer: the same again, and the first customer's code is theirs alone.
    const second = await customer('second');
    const pendingElsewhere = await second.portal.request('PATCH', '/api/customer/profile', { email: free });
    expect(strip(pendingElsewhere)).toEqual(strip(open));
    const controlCode = codeIn(smtp.to(free)[0]!.text)!;
    expect((await confirm(second, 'email', controlCode)).json.message).toBe(REFUSED);
    expect(smtp.to(free)).toHaveLength(1);
    expect((await confirm(control, 'email', controlCode)).json).toMatchObject({ email: free });
  });

  it('taken between the request and the code: the confirmation is refused as a wrong code, and nothing changes', async () => {
    const c = await customer('late');
    const wanted = `late.wanted-${n}@example.com`;
    await c.portal.request('PATCH', '/api/customer/profile', { email: wanted });
    const code = codeIn((await smtp.nextTo(wanted)).text)!;
    const other = await admin.request('POST', '/api/admin/customers', { fullName: 'Quick', email: wanted, mobile: '0412 999 000' });
    expect(other.status).toBe(201);
    expect((await confirm(c, 'email', code)).json.message).toBe(REFUSED);
    expect(await me(c)).toMatchObject({ email: c.email });
    expect((await holderOf(wanted))?.id).toBe(other.json.id);
  });
});

describe("the issue's attacks", () => {
  it('2: a session changing the e-mail and mobile at once, with no proof, changes neither; the customer still signs in and gets the next portal link', async () => {
    const victim = await customer('victim');
    const attacker = new HttpSession(app.url);
    expect((await attacker.request('POST', '/api/customer/login', { vehicleRego: victim.rego, email: victim.email })).status).toBe(200);
    const hijack = await attacker.request('PATCH', '/api/customer/profile', { email: `attacker-${n}@evil.example`, mobile: '0499 000 111' });
    expect(hijack.status).toBe(200);
    expect(hijack.json).toMatchObject({ email: victim.email, mobile: victim.mobile });
    expect((await confirm({ ...victim, portal: attacker }, 'email', '000000')).status).toBe(400);
    expect((await signIn(victim.rego, victim.email)).status).toBe(200);
    const before = twilio.requests.length;
    await admin.graphql('mutation ($id: ID!) { sendPortalSms(customerId: $id) }', { id: victim.id });
    expect(twilio.requests.slice(before).map((r) => r.form.To)).toEqual([e164(victim.mobile)]);
  });

  it("4: a customer cannot take someone's e-mail before they book: that person's public booking makes them a customer of their own", async () => {
    const first = await customer('first');
    const stranger = `stranger-${n}@example.com`;
    await first.portal.request('PATCH', '/api/customer/profile', { email: stranger });
    const booked = await new HttpSession(app.url).request('POST', '/api/bookings', wizardBooking(offeredDate(3), serviceIds, { email: stranger, fullName: 'Stella Stranger', address: '9 Secret St' }));
    expect(booked.status, booked.text).toBe(201);
    const theirs = await until(() => holderOf(stranger), "the stranger's customer");
    expect(theirs.id).not.toBe(first.id);
    expect(await me(first)).toMatchObject({ email: first.email });
    const bookings = await first.portal.request('GET', '/api/customer/bookings');
    expect(bookings.text).not.toContain('Stella');
    expect(bookings.text).not.toContain('9 Secret St');
    // Even the code (had the stranger passed it on) cannot move their e-mail to the first customer now.
    const code = codeIn((await smtp.nextTo(stranger)).text)!;
    expect((await confirm(first, 'email', code)).json.message).toBe(REFUSED);
    expect((await first.portal.request('GET', '/api/customer/bookings')).text).not.toContain('Stella');
  });
});

describe("the customer's deletion", () => {
  it('takes their pending address with them', async () => {
    const c = await customer('gone');
    await c.portal.request('PATCH', '/api/customer/profile', { email: `gone.pending-${n}@example.com`, mobile: '0400 777 090' });
    expect((await app.db.sql`select count(*)::int as n from customer_contact_changes where customer_id = ${c.id}`)[0]!.n).toBe(2);
    expect((await admin.request('DELETE', `/api/customers/${encodeURIComponent(c.email)}`)).status).toBe(200);
    expect((await app.db.sql`select count(*)::int as n from customer_contact_changes where customer_id = ${c.id}`)[0]!.n).toBe(0);
  });
});
