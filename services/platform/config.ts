import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const ConfigSchema = z.object({
  /** Production unless told otherwise: `npm start` is the product as customers meet it. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** GraphQL introspection and "Did you mean" hints: off in production unless set to true. */
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false', '']).optional().transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  /** The least severe log lines written (JSON on stdout): `info` gives one line per request, `warn` only trouble. */
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v || 'info')
    .pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }))
    .default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  EVENTSTORE_URL: optionalUrl,
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * Which sites may frame the booking wizard (`/embed/*`, issue 13), for its Content-Security-Policy
   * frame-ancestors: `*` (the default: any site) or a comma-separated list of origins such as
   * `https://shine.example,https://www.shine.example`. Used for nothing else.
   */
  EMBED_ALLOWED_ORIGINS: z
    .string()
    .default('*')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && (list.join() === '*' || list.every(isWebOrigin)), {
      error: "must be * or a comma-separated list of origins (scheme://host[:port], no path), e.g. https://shine.example",
    }),
  /**
   * How many proxies in front of the API to believe about the client (X-Forwarded-For, -Proto).
   * `true` means one hop, never "every hop": trusting all would let a client name its own address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .default('0')
    .refine((v) => /^(|false|true|\d{1,2})$/.test(v), { error: 'must be the number of proxy hops to trust (0, 1, 2, ...); true means 1, false means 0' })
    .transform((v) => (v === 'true' ? 1 : v === '' || v === 'false' ? 0 : Number(v))),
  /** Requests for the calendar feed URL one client address may make per minute (429 past it). */
  CALENDAR_FEED_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** A customer portal session ends after this long without a request... */
  CUSTOMER_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  /** ...and after this long in any case. */
  CUSTOMER_SESSION_MAX_HOURS: z.coerce.number().positive().default(168),
  /** How long a worker's claim on a job lasts; a crashed worker's jobs are taken up again after about this long. */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often a process tries for a projection's (or the reactor's) lease another process holds; a dead holder's work is taken over within about this long. */
  LEASE_RETRY_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  /** Where Prometheus reads this process's metrics (GET /metrics), apart from the public port; unset: no metrics listener. */
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .pipe(z.number({ error: 'must be a port number (0 to 65535)' }).int().min(0).max(65535).optional()),
  /** The address the metrics listener binds to: this host only unless told otherwise. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** `/readyz` answers 503 while any read model is more than this many events behind (a replica catching up after a restore or rebuild). */
  READY_MAX_LAG_EVENTS: z.coerce.number().int().min(0).default(1_000),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('detailing'),
  TWILIO_API_BASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v.replace(/\/+$/, '')))
    .pipe(z.url().optional())
    .default('https://api.twilio.com')
    .transform((v) => v ?? 'https://api.twilio.com'),
  /**
   * Where e-mail is sent through: `smtp://user:pass@host:587` (STARTTLS when the server offers it)
   * or `smtps://...:465`. Without it nothing is e-mailed, and what needs e-mail (a customer's own
   * e-mail change in the portal) is refused with a message saying so.
   */
  SMTP_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^smtps?:\/\/[^/\s]+/.test(v), { error: 'must be smtp://[user:pass@]host[:port] or smtps://...' })
    .optional(),
  /** The sender of every e-mail, e.g. `Shine Detailing <no-reply@shine.example>`; needed with SMTP_URL. */
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(v), {
      error: 'must be an e-mail address, optionally with a name: Name <address@example.com>',
    })
    .optional(),
  /**
   * The erasure ledger: the ids of erased streams, written before each erasure commits, so a
   * restore of an older backup erases them again. Keep it on storage apart from the database and
   * the backups (default: `<DATA_DIR>/erasure-ledger.jsonl`).
   */
  ERASURE_LEDGER: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || decodeEncryptionKey(v) !== null, {
      error: 'must be 32 random bytes, base64 or hex encoded (e.g. `openssl rand -base64 32`)',
    })
    .optional(),
}).refine((c) => !c.SMTP_URL || c.MAIL_FROM, { path: ['MAIL_FROM'], error: 'is needed with SMTP_URL: the address e-mails are sent from' });

export type Config = z.infer<typeof ConfigSchema>;

/** `https://host[:port]` or `http://…` exactly as a browser writes an origin. */
function isWebOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

/** Whether GraphQL answers introspection and suggests field names in its errors. */
export const exposesSchema = (config: Pick<Config, 'NODE_ENV' | 'GRAPHQL_INTROSPECTION'>): boolean =>
  config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production';

/** Whether answers may carry internal error messages and stacks (never in production). */
export const exposesInternals = (config: Pick<Config, 'NODE_ENV'>): boolean => config.NODE_ENV !== 'production';

/** A 256-bit key written as 64 hex digits or as base64 (standard or URL-safe); null otherwise. */
export function decodeEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,2}$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** Where this installation's erasure ledger is (`ERASURE_LEDGER`). */
export const erasureLedgerFile = (config: Pick<Config, 'ERASURE_LEDGER' | 'DATA_DIR'>): string =>
  path.resolve(config.ERASURE_LEDGER ?? path.join(config.DATA_DIR, 'erasure-ledger.jsonl'));

export class ConfigError extends Error {}

/** Parses the environment once, at start-up; the message names each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  // Tests hear what they ask for (their own log functions), not a JSON line per request.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
