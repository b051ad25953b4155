import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../../infra/testing/fakeTwilio.js';
import { rebase } from './baseUrlHttpClient.js';
import { SmsSendError, smsSenderFor } from './TwilioSmsSender.js';

let fake: FakeTwilio;
const FROM = '+61400000000';
const TO = '+61412345678';

beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

const account = () => ({ accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: FROM });
const sender = (timeoutMs?: number) => smsSenderFor(account(), fake.url, timeoutMs ? { timeoutMs } : {});

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('TwilioSmsSender against a server speaking the Messages API', () => {
  it("sends To, From and Body with Basic auth through the real client and answers with the provider's message id", async () => {
    const { providerMessageId } = await sender().send(TO, 'Your car is ready');
    expect(providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${fake.accountSid}/Messages.json`,
      auth: { username: fake.accountSid, password: fake.authToken },
      form: { To: TO, From: FROM, Body: 'Your car is ready' },
      status: 201,
      sid: providerMessageId,
    });
    expect(request!.headers['user-agent']).toMatch(/^twilio-node\//);
  });

  it('classifies a provider 500 as transient, with the status', async () => {
    fake.failNext(1, 500);
    const error = await failure(sender().send(TO, 'hello'));
    expect(error).toMatchObject({ permanent: false, status: 500, code: 20500, reason: 'Internal Server Error', ambiguous: false });
  });

  it('classifies 429 as transient', async () => {
    fake.failNext(1, 429);
    expect(await failure(sender().send(TO, 'hello'))).toMatchObject({ permanent: false, status: 429 });
  });

  it('succeeds once the provider recovers (500 twice, then 201)', async () => {
    fake.failNext(2, 500);
    const s = sender();
    expect((await failure(s.send(TO, 'a'))).permanent).toBe(false);
    expect((await failure(s.send(TO, 'a'))).permanent).toBe(false);
    expect((await s.send(TO, 'a')).providerMessageId).toMatch(/^SM/);
    expect(fake.requests.map((r) => r.status)).toEqual([500, 500, 201]);
  });

  it("classifies Twilio 21211 (invalid 'To' number) as permanent, with the provider's reason", async () => {
    fake.rejectNumber('+61400111222');
    const error = await failure(sender().send('+61400111222', 'hello'));
    expect(error).toMatchObject({
      permanent: true,
      status: 400,
      code: 21211,
      reason: "The 'To' number +61400111222 is not a valid phone number.",
    });
  });

  it('classifies Twilio 21610 (unsubscribed recipient) as permanent', async () => {
    fake.rejectNumber(TO, { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    expect(await failure(sender().send(TO, 'hello'))).toMatchObject({ permanent: true, code: 21610 });
  });

  it('classifies refused credentials as permanent, saying so', async () => {
    const wrong = smsSenderFor({ ...account(), authToken: 'not-the-token' }, fake.url);
    const error = await failure(wrong.send(TO, 'hello'));
    expect(error).toMatchObject({ permanent: true, status: 401, code: 20003 });
    expect(error.reason).toBe('The SMS provider refused the Account SID or Auth Token (Authenticate)');
  });

  it('refuses an account the library cannot use as permanent, without a request', async () => {
    const error = await failure(smsSenderFor({ ...account(), accountSid: 'SK123' }, fake.url).send(TO, 'hello'));
    expect(error).toMatchObject({ permanent: true, reason: expect.stringContaining('accountSid must start with AC') });
    expect(fake.requests).toEqual([]);
  });

  it("classifies a proxy's non-JSON 502 as transient", async () => {
    const proxy = createHttpServer((_req, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad Gateway</h1>'));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const error = await failure(smsSenderFor(account(), `http://127.0.0.1:${(proxy.address() as { port: number }).port}`).send(TO, 'hi'));
      expect(error).toMatchObject({ permanent: false, status: 502, reason: '[HTTP 502] Failed to execute request' });
    } finally {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });

  it('classifies a timeout as transient and possibly delivered', async () => {
    fake.delay(1000);
    const error = await failure(sender(150).send(TO, 'hello'));
    expect(error).toMatchObject({ permanent: false, ambiguous: true });
    expect(error.status).toBeUndefined();
    expect(error.reason).toMatch(/did not answer in time/);
  });

  it('classifies a refused connection as transient and certainly not delivered', async () => {
    const error = await failure(smsSenderFor(account(), `http://127.0.0.1:${await closedPort()}`).send(TO, 'hello'));
    expect(error).toMatchObject({ permanent: false, ambiguous: false });
    expect(error.reason).toMatch(/Could not reach the SMS provider/);
  });

  it('keeps a path on the base URL as a prefix (a proxy) and replaces only the origin', () => {
    const uri = 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json?x=1';
    expect(rebase(uri, new URL('http://127.0.0.1:9999'))).toBe('http://127.0.0.1:9999/2010-04-01/Accounts/AC1/Messages.json?x=1');
    expect(rebase(uri, new URL('https://proxy.example/twilio/'))).toBe('https://proxy.example/twilio/2010-04-01/Accounts/AC1/Messages.json?x=1');
  });
});
