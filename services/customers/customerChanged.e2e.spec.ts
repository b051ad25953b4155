import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../../infra/app.js';
import { HttpSession } from '../../infra/testing/app.js';
import { type ProductProcess, startProductProcess } from '../../infra/testing/productProcess.js';
import { freshPostgres } from '../../infra/testing/services.js';
import { feed, graphqlWsClient } from '../../infra/testing/websocket.js';
import { testConfig } from '../platform/config.js';

// Two processes on one database: a subscriber on the first (API only, no projector), every
// change made through the second (API and projector, in its own OS process). What reaches the
// subscriber crossed processes twice: the write and the read model's change notice.

const ADMIN_PASSWORD = 'live-admin-pass-1';
let pg: Awaited<ReturnType<typeof freshPostgres>>;
let other: ProductProcess;
let here: RunningApp;
const dirs: string[] = [];
let subscriber: HttpSession;
let writer: HttpSession;

const FIELDS = 'id customer { id version fullName email notes }';
type Change = { customerChanged: { id: string; customer: { id: string; version: number; fullName: string; email: string; notes: string | null } | null } };
const register = (session: HttpSession, fullName: string, email: string) =>
  session.graphql(`mutation($input: CustomerInput!) { registerCustomer(input: $input) { id } }`, {
    input: { fullName, email, mobile: '0412 345 678' },
  });

beforeAll(async () => {
  pg = await freshPostgres();
  const dataDir = () => mkdtemp(path.join(tmpdir(), 'detailing-live-')).then((dir) => (dirs.push(dir), dir));
  other = await startProductProcess(
    {
      DATABASE_URL: pg.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `live-${randomBytes(4).toString('hex')}`,
      DATA_DIR: await dataDir(),
      ADMIN_PASSWORD,
    },
    ['api', 'projector'],
  );
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD, DATABASE_URL: pg.url, DATA_DIR: await dataDir() });
  here = await startApp(config, { roles: ['api'], db: pg.db, log: () => {} });
  subscriber = new HttpSession(here.url!);
  expect((await subscriber.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  writer = new HttpSession(other.url);
  expect((await writer.login('admin', ADMIN_PASSWORD)).status).toBe(200);
});
afterAll(async () => {
  await here?.close();
  await other?.stop('SIGTERM');
  await pg?.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('customerChanged across processes', () => {
  it('tells a subscriber on one server of a register, an update and a delete done through another server process', async () => {
    const client = graphqlWsClient(here.url!, { cookie: subscriber.cookie });
    const changes = feed<Change>(client, `subscription { customerChanged { ${FIELDS} } }`);
    try {
      let probes = 0;
      await changes.live(() => register(writer, 'Pat Probe', `probe${++probes}@example.com`));

      const registered = await register(writer, 'Liv Live', 'Liv@Example.com');
      const id = registered.json.data.registerCustomer.id as string;
      expect((await changes.next((c) => c.customerChanged.id === id, 'the registration')).customerChanged).toEqual({
        id,
        customer: { id, version: 1, fullName: 'Liv Live', email: 'Liv@Example.com', notes: null },
      });

      const updated = await writer.graphql(`mutation($id: ID!) { updateCustomer(id: $id, changes: { notes: "Across" }) { version } }`, { id });
      expect(updated.json.data.updateCustomer.version).toBe(2);
      expect((await changes.next((c) => c.customerChanged.id === id && c.customerChanged.customer?.version === 2, 'the update')).customerChanged).toEqual({
        id,
        customer: { id, version: 2, fullName: 'Liv Live', email: 'Liv@Example.com', notes: 'Across' },
      });

      const deleted = await writer.graphql(`mutation($id: ID!) { deleteCustomer(id: $id) }`, { id });
      expect(deleted.json.data.deleteCustomer).toBe(id);
      expect((await changes.next((c) => c.customerChanged.id === id && c.customerChanged.customer === null, 'the deletion')).customerChanged).toEqual({ id, customer: null });
    } finally {
      changes.dispose();
      await client.dispose();
    }
  });
});
