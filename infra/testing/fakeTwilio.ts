import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, as it arrived. */
export interface FakeTwilioRequest {
  method: string;
  path: string;
  /** The account named in the path. */
  accountSid: string | null;
  /** Basic auth as sent (sid:token), or null. */
  auth: { username: string; password: string } | null;
  /** The form fields (To, From, Body, ...). */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** What the fake answered. */
  status: number;
  /** The message sid, when one was created. */
  sid: string | null;
  /** When the request arrived, by the machine's clock (ms since the epoch). */
  receivedAt: number;
}

export interface FakeTwilioError {
  status: number;
  code: number;
  message: string;
}

export interface FakeTwilio {
  url: string;
  /** The credentials the fake accepts. */
  accountSid: string;
  authToken: string;
  requests: FakeTwilioRequest[];
  /** The next `n` message requests answer `status` (default 500) with Twilio's error JSON. */
  failNext(n: number, status?: number): void;
  /** Every message to `to` is refused this way (default: 400, 21211 invalid 'To' number). */
  rejectNumber(to: string, error?: Partial<FakeTwilioError>): void;
  /** Every answer from now on waits `ms` first (0 to stop). */
  delay(ms: number): void;
  /** Forgets the requests and every scripted failure. */
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_TWILIO_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_TWILIO_AUTH_TOKEN = 'fa4e70ce4c1d4b0e9f3a7c2b6d8e1f05';

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

const errorBody = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/**
 * A local HTTP server that speaks Twilio's Messages API as the real `twilio` client uses it:
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded To, From and Body,
 * Basic auth with sid:token; 201 with Twilio's message JSON, or Twilio's error JSON.
 */
export async function startFakeTwilio(
  credentials: { accountSid?: string; authToken?: string } = {},
): Promise<FakeTwilio> {
  const accountSid = credentials.accountSid ?? FAKE_TWILIO_ACCOUNT_SID;
  const authToken = credentials.authToken ?? FAKE_TWILIO_AUTH_TOKEN;
  const requests: FakeTwilioRequest[] = [];
  const rejected = new Map<string, FakeTwilioError>();
  const failures: number[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let delayMs = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const receivedAt = Date.now();
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? raw : ''));
    const record: FakeTwilioRequest = {
      method: req.method ?? '',
      path: url.pathname,
      accountSid: MESSAGES.exec(url.pathname)?.[1] ?? null,
      auth: basicAuth(req.headers.authorization),
      form,
      headers: req.headers,
      status: 0,
      sid: null,
      receivedAt,
    };
    requests.push(record);
    const answer = (status: number, body: unknown) => {
      record.status = status;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Twilio-Request-Id': `RQ${hex(16)}` });
        res.end(JSON.stringify(body));
      };
      if (delayMs <= 0) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
    };

    const match = MESSAGES.exec(url.pathname);
    if (!match) return answer(404, errorBody(404, 20404, `The requested resource ${url.pathname} was not found`));
    if (req.method !== 'POST') return answer(405, errorBody(405, 20004, 'Method not allowed'));
    const failure = failures.shift();
    if (failure !== undefined) return answer(failure, errorBody(failure, failure === 429 ? 20429 : 20500, failure === 429 ? 'Too Many Requests' : 'Internal Server Error'));
    if (record.auth?.username !== accountSid || record.auth.password !== authToken || match[1] !== accountSid) {
      return answer(401, errorBody(401, 20003, 'Authenticate'));
    }
    const { To: to, From: from, Body: body } = form;
    if (!to) return answer(400, errorBody(400, 21604, "A 'To' phone number is required."));
    if (!from) return answer(400, errorBody(400, 21603, "A 'From' phone number is required."));
    if (!body) return answer(400, errorBody(400, 21602, 'Message body is required.'));
    const refusal = rejected.get(to);
    if (refusal) return answer(refusal.status, errorBody(refusal.status, refusal.code, refusal.message));

    const sid = `SM${hex(16)}`;
    record.sid = sid;
    const now = new Date().toUTCString().replace('GMT', '+0000');
    answer(201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(Math.max(1, Math.ceil(body.length / 160))),
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    requests,
    failNext(n, status = 500) {
      for (let i = 0; i < n; i++) failures.push(status);
    },
    rejectNumber(to, error = {}) {
      rejected.set(to, {
        status: error.status ?? 400,
        code: error.code ?? 21211,
        message: error.message ?? `The 'To' number ${to} is not a valid phone number.`,
      });
    },
    delay(ms) {
      delayMs = ms;
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
      rejected.clear();
      delayMs = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function basicAuth(header: string | undefined): { username: string; password: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
