import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { idempotencyMessages } from '../api/idempotency.js';

let app: TestApp;
let dir: string;
let admin: HttpSession;
let otherAdmin: HttpSession;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'graphql-idempotency-'));
  app = await startTestApp({ env: { DATA_DIR: dir } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  otherAdmin = new HttpSession(app.url);
  await otherAdmin.login(app.adminUsername, app.adminPassword);
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);

const ISSUE = `mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id invoiceNumber totalAmount } }`;
const input = (name = 'Jo Citizen') => ({ type: 'invoice', customer: { fullName: name }, items: [{ name: 'Wash', quantity: 1, price: 49.95 }] });

function send(session: HttpSession, key: string | null, query: string, variables: Record<string, unknown>) {
  return session.request('POST', '/graphql', { query, variables }, key === null ? {} : { 'Idempotency-Key': key });
}

describe('an Idempotency-Key on a GraphQL mutation that creates a document', () => {
  it('answers a retried issueInvoice with the same invoice and records nothing more', async () => {
    const first = await send(admin, 'create-1', ISSUE, { input: input() });
    expect(first.json.errors).toBeUndefined();
    const before = await eventCount();
    const retried = await send(admin, 'create-1', ISSUE, { input: input() });
    expect(retried.json.data.issueInvoice).toEqual(first.json.data.issueInvoice);
    expect(await eventCount()).toBe(before);
  });

  it('treats another request under the same key, another session, or no key as another document', async () => {
    const first = (await send(admin, 'create-2', ISSUE, { input: input('Ann') })).json.data.issueInvoice;
    const otherInput = (await send(admin, 'create-2', ISSUE, { input: input('Bea') })).json.data.issueInvoice;
    const otherSession = (await send(otherAdmin, 'create-2', ISSUE, { input: input('Ann') })).json.data.issueInvoice;
    const noKey = [(await send(admin, null, ISSUE, { input: input('Ann') })).json.data.issueInvoice, (await send(admin, null, ISSUE, { input: input('Ann') })).json.data.issueInvoice];
    const ids = [first, otherInput, otherSession, ...noKey].map((invoice) => invoice.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('gives a retried quote conversion and a retried new draft the same record', async () => {
    const quote = (await send(admin, null, ISSUE, { input: { ...input(), type: 'quote' } })).json.data.issueInvoice;
    const convert = `mutation($id: ID!) { convertQuoteToInvoice(id: $id) { id invoiceNumber } }`;
    const converted = await send(admin, 'convert-1', convert, { id: quote.id });
    expect((await send(admin, 'convert-1', convert, { id: quote.id })).json.data).toEqual(converted.json.data);

    const save = `mutation($input: IssueInvoiceInput!) { saveInvoiceDraft(input: $input) { id version } }`;
    const saved = await send(admin, 'draft-1', save, { input: { type: 'quote' } });
    expect(saved.json.errors).toBeUndefined();
    const before = await eventCount();
    expect((await send(admin, 'draft-1', save, { input: { type: 'quote' } })).json.data).toEqual(saved.json.data);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a key that is not 1 to 200 visible characters, and a second mutation under one key, with a clear message', async () => {
    const before = await eventCount();
    const badKey = await send(admin, 'x'.repeat(201), ISSUE, { input: input() });
    expect(badKey.status).toBe(400);
    expect(badKey.json.errors).toMatchObject([{ message: idempotencyMessages.invalidKey, extensions: { code: 'BAD_USER_INPUT' } }]);

    const two = await send(
      admin,
      'two-at-once',
      `mutation($input: IssueInvoiceInput!) { a: issueInvoice(input: $input) { id } b: issueInvoice(input: $input) { id } }`,
      { input: input() },
    );
    expect(two.status).toBe(400);
    expect(two.json.errors).toMatchObject([{ message: idempotencyMessages.oneMutation, extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(await eventCount()).toBe(before);
  });
});
