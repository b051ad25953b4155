import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { connectPostgres, type Database, openEmbedded } from '@detailing/services/platform/database';

// Tests reach PostgreSQL and Redis through DATABASE_URL / REDIS_URL, else the local defaults,
// else testcontainers where a Docker engine answers; otherwise they stop and say what is missing.
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';

let pgBase: Promise<string> | undefined;
let redisBase: Promise<string> | undefined;

async function reachablePostgres(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function resolvePostgres(): Promise<string> {
  const explicit = process.env.DATABASE_URL;
  if (explicit) return explicit;
  if (await reachablePostgres(DEFAULT_PG)) return DEFAULT_PG;
  const { GenericContainer } = await import('testcontainers').catch(() => ({ GenericContainer: undefined }));
  if (GenericContainer) {
    try {
      const container = await new GenericContainer('postgres:16-alpine')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .start();
      return `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
    } catch {
      // fall through to the message below
    }
  }
  throw new Error(
    'PostgreSQL is required for these tests: set DATABASE_URL, run it on 127.0.0.1:5432, or provide a Docker engine for testcontainers.',
  );
}

export function postgresUrl(): Promise<string> {
  pgBase ??= resolvePostgres();
  return pgBase;
}

/** A fresh, empty PostgreSQL database for one test file; `drop` removes it. */
export async function freshPostgres(): Promise<{ url: string; db: Database; drop(): Promise<void> }> {
  const base = await postgresUrl();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await connectPostgres(url.toString());
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}

/** Embedded PGlite in memory, the same engine `npm start` uses on disk. */
export async function freshPglite(): Promise<{ db: Database; drop(): Promise<void> }> {
  const db = await openEmbedded('memory');
  return { db, drop: () => db.close() };
}

async function resolveRedis(): Promise<string> {
  const explicit = process.env.REDIS_URL ?? DEFAULT_REDIS;
  const { Redis } = await import('ioredis');
  const client = new Redis(explicit, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return explicit;
  } catch {
    const { GenericContainer } = await import('testcontainers').catch(() => ({ GenericContainer: undefined }));
    if (GenericContainer) {
      try {
        const container = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
        return `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
      } catch {
        // fall through
      }
    }
    throw new Error('Redis is required for these tests: set REDIS_URL, run it on 127.0.0.1:6379, or provide a Docker engine for testcontainers.');
  } finally {
    client.disconnect();
  }
}

export function redisUrl(): Promise<string> {
  redisBase ??= resolveRedis();
  return redisBase;
}
