import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPostgres } from '../../infra/testing/services.js';
import { beginPipelined, connectPostgres, type Database } from './database.js';

const backend = async (sql: Database['sql']) => ((await sql`select pg_backend_pid() as pid`) as unknown as [{ pid: number }])[0].pid;

describe('the PostgreSQL pool', () => {
  let handle: Awaited<ReturnType<typeof freshPostgres>>;

  beforeAll(async () => {
    handle = await freshPostgres();
  });
  afterAll(() => handle.drop());

  // postgres.js hands out its idle connections in turn; patches/postgres+*.patch makes it a stack.
  it('hands out its most recently used idle connection, so one caller at a time keeps one backend warm and the rest idle out', async () => {
    const { sql } = handle.db;
    // Eight statements at once: eight connections.
    const burst = await Promise.all(Array.from({ length: 8 }, () => sql`select pg_backend_pid() as pid, pg_sleep(0.05)`));
    expect(new Set(burst.map(([row]) => (row as { pid: number }).pid)).size).toBe(8);

    const pids: number[] = [];
    for (let i = 0; i < 10; i++) pids.push(await backend(sql));
    pids.push(((await sql.begin((tx) => tx`select pg_backend_pid() as pid`)) as unknown as [{ pid: number }])[0].pid);
    const reserved = await sql.reserve();
    try {
      pids.push(await backend(reserved));
    } finally {
      reserved.release();
    }
    expect(new Set(pids).size).toBe(1);
  });

  it('lets one statement at a time carry a channel\'s notice, and publishes what came meanwhile once it is done', async () => {
    const { db } = handle;
    const heard: string[] = [];
    const listener = await connectPostgres(handle.url, { max: 1 });
    const unlisten = await listener.listen('carried', (payload) => heard.push(payload));
    try {
      const carry = db.carryNotice('carried');
      expect(carry).not.toBeNull();
      // One in flight: neither another statement nor a publish goes now.
      expect(db.carryNotice('carried')).toBeNull();
      db.publish('carried', 'meanwhile-1');
      db.publish('carried', 'meanwhile-2');
      await db.sql`select pg_notify('carried', 'carried')`;
      carry!(true);
      carry!(true); // a second call changes nothing
      await vi.waitFor(() => expect(heard).toEqual(['carried', 'meanwhile-2']));
      // Another channel has its own turn.
      const other = db.carryNotice('other');
      expect(other).not.toBeNull();
      other!(true);
    } finally {
      await unlisten();
      await listener.close();
    }
  });

  it('lets a statement carry the notice waiting for the gap\'s end in its place, and sends that one after all when the statement carried none', async () => {
    const { db } = handle;
    const heard: string[] = [];
    const listener = await connectPostgres(handle.url, { max: 1 });
    const unlisten = await listener.listen('waiting', (payload) => heard.push(payload));
    // Spins past the gap without yielding, so the send waiting for its end has not run yet.
    const pastTheGap = () => {
      const until = performance.now() + 10;
      while (performance.now() < until);
    };
    // A notice carried just now (its statement is left out): what is published next waits for the gap.
    const justCarried = () => db.carryNotice('waiting')!(true);
    try {
      justCarried();
      db.publish('waiting', 'taken');
      pastTheGap();
      const carry = db.carryNotice('waiting');
      expect(carry).not.toBeNull();
      await db.sql`select pg_notify('waiting', 'carried')`;
      carry!(true);

      await new Promise((resolve) => setTimeout(resolve, 20));
      justCarried();
      db.publish('waiting', 'restored');
      pastTheGap();
      const carriedNone = db.carryNotice('waiting');
      expect(carriedNone).not.toBeNull();
      carriedNone!(false);
      await vi.waitFor(() => expect(heard).toEqual(['carried', 'restored']));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual(['carried', 'restored']);
    } finally {
      await unlisten();
      await listener.close();
    }
  });

  it('runs a pipelined transaction (BEGIN sent with its first statements): all or nothing, and a failure swallowed inside fails the commit', async () => {
    const { sql } = handle.db;
    await sql`create table pipelined (n int primary key)`;
    const count = async () => ((await sql`select count(*)::int as n from pipelined`) as unknown as [{ n: number }])[0].n;

    expect(await beginPipelined(sql, async (tx) => (await tx`insert into pipelined values (1), (2) returning n`).length)).toBe(2);
    expect(await count()).toBe(2);

    // Inside a transaction: a concurrent reader does not see the row before the commit.
    await beginPipelined(sql, async (tx) => {
      await tx`insert into pipelined values (3)`;
      expect(await count()).toBe(2);
    });
    expect(await count()).toBe(3);

    await expect(
      beginPipelined(sql, async (tx) => {
        await tx`insert into pipelined values (4)`;
        await tx`insert into pipelined values (1)`;
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      beginPipelined(sql, async (tx) => {
        await tx`insert into pipelined values (5)`;
        await tx`insert into pipelined values (1)`.catch(() => {});
      }),
    ).rejects.toThrow('the transaction was rolled back: COMMIT answered ROLLBACK');
    expect(await count()).toBe(3);
    // No connection was left inside a transaction.
    const [{ open }] = (await sql`
      select count(*)::int as open from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`) as unknown as [{ open: number }];
    expect(open).toBe(0);
  });
});
