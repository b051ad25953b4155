import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusinessInfo, INVOICE_NUMBERS_STREAM } from '@detailing/schema';
import { invoicesProjector } from '../../projections/invoicing/invoicesProjector.js';
import { ProjectionRunner } from '../../projections/runner/ProjectionRunner.js';
import { freshPostgres } from '../../infra/testing/services.js';
import { CommandRunner } from '../commands/runner.js';
import { systemClock } from '../platform/clock.js';
import { SqlEventStore } from '../eventstore/SqlEventStore.js';
import { connectPostgres, type Database } from '../platform/database.js';
import { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { InvoiceCommands } from './InvoiceCommands.js';
import { invoiceNumbersDecider } from './numbersDecider.js';

// Several API processes share one database: each has its own InvoiceCommands, connection pool
// and event store, and only the numbers stream's version keeps their numbers apart.

let pg: Awaited<ReturnType<typeof freshPostgres>>;
let runner: ProjectionRunner;
const processes: { db: Database; waiter: ProjectionWaiter; invoices: InvoiceCommands; store: SqlEventStore }[] = [];
const actor = { kind: 'user' as const, id: 'u1', name: 'admin' };
const request = (name: string) => ({ type: 'invoice', customer: { fullName: name }, items: [{ name: 'Wash', quantity: 1, price: 40 }] });

beforeAll(async () => {
  pg = await freshPostgres();
  const store = new SqlEventStore(pg.db);
  await store.migrate();
  runner = new ProjectionRunner(pg.db, store, [invoicesProjector], () => {});
  await runner.migrate();
  await runner.start();
  for (let i = 0; i < 3; i++) {
    const db = await connectPostgres(pg.url, { max: 4 });
    const waiter = new ProjectionWaiter(db);
    await waiter.start();
    const processStore = new SqlEventStore(db);
    const invoices = new InvoiceCommands({
      db,
      store: processStore,
      waiter,
      clock: { now: () => new Date().toISOString() },
      timeZone: async () => 'Australia/Melbourne',
      businessInfo: async () => defaultBusinessInfo,
    });
    processes.push({ db, waiter, invoices, store: processStore });
  }
});
afterAll(async () => {
  for (const p of processes) {
    await p.waiter.stop();
    await p.db.close();
  }
  await runner?.stop();
  await pg?.drop();
});

describe('invoice numbers across processes', () => {
  it('gives thirty invoices issued at once from three processes thirty distinct consecutive numbers', async () => {
    const issued = await Promise.all(
      processes.flatMap((p, n) => Array.from({ length: 10 }, (_, i) => p.invoices.issueInvoice(request(`P${n} C${i}`), { actor }))),
    );
    const numbers = issued.map((i) => Number(i.invoiceNumber)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => 20001 + i));
  });

  it('lets a command retried after taking its number, but before issuing, issue under that same number', async () => {
    const [p] = processes;
    // The first attempt died between its two steps: the number was recorded, the invoice was not.
    const early = await new CommandRunner({ store: p!.store, clock: systemClock }).run({
      decider: invoiceNumbersDecider,
      streamId: INVOICE_NUMBERS_STREAM,
      shared: true,
      commands: [{ type: 'AllocateInvoiceNumber', invoiceId: 'e5b1c0de-0000-4000-8000-000000000001', requested: null }],
      options: { commandId: 'crashed-command/number', actor, correlationId: 'crashed-command' },
    });
    const number = String(early.events[0]!.data.number);
    const retried = await p!.invoices.issueInvoice(request('Retried'), { actor, commandId: 'crashed-command' });
    expect(retried).toMatchObject({ id: 'e5b1c0de-0000-4000-8000-000000000001', invoiceNumber: number });
    const again = await processes[1]!.invoices.issueInvoice(request('Retried'), { actor, commandId: 'crashed-command' });
    expect(again.id).toBe(retried.id);
    const [{ n }] = (await pg.db.sql`select count(*)::int as n from events where stream_id = ${`invoice-${retried.id}`}`) as unknown as [{ n: number }];
    expect(n).toBe(1);
  });
});
