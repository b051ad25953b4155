import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../infra/app.js';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { within } from '../../infra/testing/until.js';
import { openGraphqlWs, openSocket, type OpenSocket, take } from '../../infra/testing/websocket.js';
import { connectPostgres, type Database } from '../platform/database.js';
import { SESSION_COOKIE, sessionIdOf } from './sessions.js';
import { changeRole, createUser } from './users.js';

// Two API processes on one database, as replicas run: a session ended through one must close
// the sockets held open on the other.
let app: TestApp;
let replicaDb: Database;
let replica: RunningApp & { url: string };

beforeAll(async () => {
  app = await startTestApp();
  replicaDb = await connectPostgres(app.config.DATABASE_URL!);
  replica = (await startApp(app.config, { roles: ['api'], db: replicaDb, log: () => {} })) as RunningApp & { url: string };
});
afterAll(async () => {
  await replica?.close();
  await replicaDb?.close();
  await app?.close();
});

async function signIn(username: string, password: string): Promise<HttpSession> {
  const session = new HttpSession(app.url);
  expect((await session.login(username, password)).status).toBe(200);
  return session;
}

const tokenOf = (session: HttpSession) => session.cookie.slice(`${SESSION_COOKIE}=`.length);

/** The /ws shim, open. */
async function openShim(baseUrl: string, session: HttpSession): Promise<OpenSocket> {
  const socket = await openSocket(`${baseUrl.replace('http', 'ws')}/ws`, { cookie: session.cookie, origin: baseUrl });
  return { closed: new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))) };
}

/** graphql-ws and /ws on this process and on the replica. */
async function openEverywhere(session: HttpSession): Promise<OpenSocket[]> {
  return Promise.all([openGraphqlWs(app.url, session), openGraphqlWs(replica.url, session), openShim(app.url, session), openShim(replica.url, session)]);
}

const statusOfUserCheck = async (session: HttpSession, baseUrl = app.url) => {
  const probe = new HttpSession(baseUrl);
  probe.cookie = session.cookie;
  return (await probe.request('GET', '/api/auth/user')).status;
};

describe('a session that ends, ends everywhere at once', () => {
  it('closes every open graphql-ws and /ws socket of the session with 4401 at logout, in this process and in another', async () => {
    const admin = await signIn(app.adminUsername, app.adminPassword);
    const sockets = await openEverywhere(admin);
    expect((await admin.request('POST', '/api/auth/logout')).status).toBe(200);
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([4401, 4401, 4401, 4401]);
    expect(await statusOfUserCheck(admin, replica.url)).toBe(401);
  });

  it('refuses an operation sent on an already-open socket once the session is gone, and closes the socket with 4401', async () => {
    const admin = await signIn(app.adminUsername, app.adminPassword);
    const { client, closed } = await openGraphqlWs(app.url, admin);
    // Removed behind the API's back (no notice at all): the per-operation check alone must catch it.
    await app.db.sql`delete from sessions where id_hash = ${sessionIdOf(tokenOf(admin))}`;
    await expect(take(client, '{ me { username role } }', 1)).rejects.toBeDefined();
    expect(await closed).toBe(4401);
  });

  it('closes the sockets of the session a new sign-in replaces (4401)', async () => {
    const admin = await signIn(app.adminUsername, app.adminPassword);
    const [graphqlWs] = await openEverywhere(admin);
    expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
    expect(await graphqlWs!.closed).toBe(4401);
  });
});

describe('POST /api/auth/password', () => {
  it("ends the user's other sessions everywhere (their sockets close with 4401) and keeps the one that asked", async () => {
    await createUser(app.db.sql, { username: 'pat', password: 'old-password-1', role: 'admin' });
    const here = await signIn('pat', 'old-password-1');
    const elsewhere = await signIn('pat', 'old-password-1');
    const { client: ownSocket } = await openGraphqlWs(app.url, here);
    const others = await openEverywhere(elsewhere);

    const response = await here.request('POST', '/api/auth/password', { currentPassword: 'old-password-1', newPassword: 'new-password-2' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: 'Password changed' });

    expect(await Promise.all(others.map((s) => s.closed))).toEqual([4401, 4401, 4401, 4401]);
    expect(await statusOfUserCheck(elsewhere)).toBe(401);
    expect(await statusOfUserCheck(here)).toBe(200);
    expect(await take(ownSocket, '{ me { username } }', 1)).toEqual([{ me: { username: 'pat' } }]);
    expect((await new HttpSession(app.url).login('pat', 'old-password-1')).status).toBe(401);
    expect((await new HttpSession(app.url).login('pat', 'new-password-2')).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    await createUser(app.db.sql, { username: 'quinn', password: 'quinn-password', role: 'admin' });
    const here = await signIn('quinn', 'quinn-password');
    const elsewhere = await signIn('quinn', 'quinn-password');
    const response = await here.request('POST', '/api/auth/password', { currentPassword: 'not-it', newPassword: 'another-password' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Current password is incorrect', errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }] });
    expect(await statusOfUserCheck(elsewhere)).toBe(200);
    expect((await new HttpSession(app.url).login('quinn', 'quinn-password')).status).toBe(200);
  });

  it('answers 401 without a session and 400 with the messages for a missing or short password', async () => {
    const anonymous = await new HttpSession(app.url).request('POST', '/api/auth/password', { currentPassword: 'x', newPassword: 'long-enough-1' });
    expect(anonymous.status).toBe(401);
    const admin = await signIn(app.adminUsername, app.adminPassword);
    const bad = await admin.request('POST', '/api/auth/password', { newPassword: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { message: string }) => e.message)).toEqual(['Current password is required', 'New password must be at least 8 characters']);
  });
});

describe('changeRole', () => {
  it('ends every session of the user: the cookie stops working and open sockets close with 4403', async () => {
    const user = await createUser(app.db.sql, { username: 'robin', password: 'robin-password', role: 'admin' });
    const robin = await signIn('robin', 'robin-password');
    const sockets = await openEverywhere(robin);
    expect(await changeRole(app.db, user.id, 'customer')).toMatchObject({ id: user.id, role: 'customer' });
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([4403, 4403, 4403, 4403]);
    expect(await statusOfUserCheck(robin)).toBe(401);
  });
});

describe('a customer session whose proof goes', () => {
  it('ends on every process and every socket when staff delete the booking whose plate it was granted on', async () => {
    const admin = await signIn(app.adminUsername, app.adminPassword);
    const [serviceId] = await createServices(admin, 1);
    // Their own registration is another plate: the session below stands on the booking's alone.
    expect((await admin.request('POST', '/api/admin/customers', { fullName: 'Sol Session', email: 'sol@example.com', mobile: '0412 555 666', vehicleRego: 'SOL 0' })).status).toBe(201);
    const booked = await admin.request('POST', '/api/bookings', {
      fullName: 'Sol Session', email: 'sol@example.com', mobile: '0412 555 666', date: '2031-03-03', time: '09:00',
      vehicleType: 'UTE', modelYear: 2024, vehicleRego: 'SOL 1', serviceIds: [serviceId],
    });
    expect(booked.status, booked.text).toBe(201);
    const customer = new HttpSession(app.url);
    expect((await customer.request('POST', '/api/customer/login', { vehicleRego: 'sol1', email: 'sol@example.com' })).status).toBe(200);
    const portal = 'subscription { myPortalChanged { kind id } }';
    const sockets = await Promise.all([openGraphqlWs(app.url, customer, portal), openGraphqlWs(replica.url, customer, portal)]);

    expect((await admin.request('DELETE', `/api/bookings/${booked.json.id}`)).status).toBe(200);
    expect(await Promise.all(sockets.map((s) => within(s.closed, 'the socket to close')))).toEqual([4401, 4401]);
    const probe = new HttpSession(replica.url);
    probe.cookie = customer.cookie;
    expect((await probe.request('GET', '/api/customer/me')).status).toBe(401);
  });
});
