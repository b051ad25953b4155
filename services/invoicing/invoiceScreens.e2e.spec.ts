import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, todayIn } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { feed, graphqlWsClient, take } from '../../infra/testing/websocket.js';
import { createUser } from '../identity/users.js';
import { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { businessTimeZone, getBusinessInfo } from '../settings/queries.js';
import { InvoiceCommands } from './InvoiceCommands.js';

// Issue 14's contract for the invoice generator and the invoice management screens.

// 15:30 UTC on 30 June is already 1 July in Melbourne (the business time zone, by default).
const NOW = '2026-06-30T15:30:00.000Z';
const TODAY = '2026-07-01';
const MELBOURNE = 'Australia/Melbourne';
const system = { kind: 'system' as const, id: 'test', name: 'Test' };

let app: TestApp;
let admin: HttpSession;
let customer: HttpSession;
let anonymous: HttpSession;
let waiter: ProjectionWaiter;
/** The app's invoicing commands on a clock pinned at NOW. */
let pinned: InvoiceCommands;

beforeAll(async () => {
  app = await startTestApp();
  waiter = new ProjectionWaiter(app.db);
  await waiter.start();
  pinned = new InvoiceCommands({
    db: app.db,
    store: app.store,
    waiter,
    clock: { now: () => NOW },
    timeZone: () => businessTimeZone(app.db.sql),
    businessInfo: () => getBusinessInfo(app.db.sql),
  });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createUser(app.db.sql, { username: 'carla', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('carla', 'customer-pass');
  anonymous = new HttpSession(app.url);
});
afterAll(async () => {
  await waiter?.stop();
  await app?.close();
});

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);

const INVOICE = `id invoiceNumber type status customerName invoiceDate dueDate totalAmount amountPaid amountDue pdfUrl version
  items { name quantity price total } convertedToInvoiceId convertedToInvoiceNumber convertedFromQuoteId convertedFromQuoteNumber`;
const DRAFT = `id type invoiceDate dueDate customer { id fullName email phone address vehicleRego } business { businessName }
  items { name quantity price total } subtotal notes createdAt updatedAt version`;

async function gql(query: string, variables?: Record<string, unknown>) {
  const response = await admin.graphql(query, variables);
  expect(response.status, response.text).toBeLessThan(500);
  return response.json as { data?: Record<string, any>; errors?: { message: string; extensions: { code: string } }[] };
}

/** The first error of an operation that must fail, having recorded nothing. */
async function refused(query: string, variables?: Record<string, unknown>) {
  const before = await eventCount();
  const json = await gql(query, variables);
  expect(json.errors, JSON.stringify(json)).toBeDefined();
  expect(await eventCount()).toBe(before);
  return { code: json.errors![0]!.extensions.code, message: json.errors![0]!.message };
}

async function issue(overrides: Record<string, unknown> = {}) {
  const response = await admin.request('POST', '/api/invoices', {
    type: 'invoice',
    customer: { fullName: 'Jo Citizen', email: 'jo@example.com' },
    items: [{ name: 'Full Detail', quantity: 1, price: 199.99 }],
    ...overrides,
  });
  expect(response.status, response.text).toBe(201);
  return response.json as { id: string; invoiceNumber: string; version: number };
}

const PAGE = `query($search: String, $status: String, $type: String, $offset: Int, $limit: Int) {
  invoicePage(search: $search, status: $status, type: $type, offset: $offset, limit: $limit) { total offset limit items { ${INVOICE} } } }`;
const page = async (variables: Record<string, unknown>) => (await gql(PAGE, variables)).data!.invoicePage as { total: number; offset: number; limit: number; items: Record<string, any>[] };
const SAVE = `mutation($id: ID, $expectedVersion: Int, $input: IssueInvoiceInput!) { saveInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) { ${DRAFT} } }`;
const ISSUE_DRAFT = `mutation($id: ID!, $expectedVersion: Int, $input: IssueInvoiceInput!) { issueInvoiceDraft(id: $id, expectedVersion: $expectedVersion, input: $input) { ${INVOICE} } }`;
const DISCARD = `mutation($id: ID!, $expectedVersion: Int) { discardInvoiceDraft(id: $id, expectedVersion: $expectedVersion) }`;
const DRAFTS = `{ invoiceDrafts { ${DRAFT} } }`;
const CONVERT = `mutation($id: ID!) { convertQuoteToInvoice(id: $id) { ${INVOICE} } }`;
const DEFAULTS = `{ invoiceDefaults { invoiceDate dueDate nextInvoiceNumber } }`;
const HISTORY = `query($id: ID!) { invoiceHistory(id: $id) { type actor { kind name } changes { field from to } } }`;

describe('who may use the new invoice operations', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['invoicePage', '{ invoicePage { total } }'],
    ['invoiceDefaults', DEFAULTS],
    ['invoiceDrafts', '{ invoiceDrafts { id } }'],
    ['invoiceDraft', `{ invoiceDraft(id: "${id}") { id } }`],
    ['saveInvoiceDraft', 'mutation { saveInvoiceDraft(input: { type: "quote" }) { id } }'],
    ['issueInvoiceDraft', `mutation { issueInvoiceDraft(id: "${id}", input: { type: "quote" }) { id } }`],
    ['discardInvoiceDraft', `mutation { discardInvoiceDraft(id: "${id}") }`],
    ['convertQuoteToInvoice', `mutation { convertQuoteToInvoice(id: "${id}") { id } }`],
  ])('%s is UNAUTHENTICATED without a session and FORBIDDEN to a customer, recording nothing', async (_name, query) => {
    const before = await eventCount();
    expect((await anonymous.graphql(query)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await customer.graphql(query)).json.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await eventCount()).toBe(before);
  });
});

describe('invoiceDefaults', () => {
  it('starts today in the business time zone, due 30 days later, numbered after the highest number given', async () => {
    expect(await pinned.defaults()).toEqual({ invoiceDate: TODAY, dueDate: '2026-07-31', nextInvoiceNumber: '20001' });
    const today = todayIn(MELBOURNE);
    expect((await gql(DEFAULTS)).data!.invoiceDefaults).toMatchObject({ invoiceDate: today, nextInvoiceNumber: '20001' });
    await issue();
    expect((await gql(DEFAULTS)).data!.invoiceDefaults.nextInvoiceNumber).toBe('20002');
    await issue({ invoiceNumber: '20500', type: 'quote' });
    expect((await gql(DEFAULTS)).data!.invoiceDefaults.nextInvoiceNumber).toBe('20501');
    // An issued invoice takes the number shown.
    expect((await issue()).invoiceNumber).toBe('20501');
  });
});

describe('invoicePage', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const made = {
      percent: await issue({ customer: { fullName: 'Ann 100% Shine' } }),
      underscore: await issue({ customer: { fullName: 'Bea_Polish' }, type: 'quote' }),
      paid: await issue({ customer: { fullName: 'Cy Paidman' } }),
      gone: await issue({ customer: { fullName: 'Del Gone' } }),
    };
    expect((await admin.request('PATCH', `/api/invoices/${made.paid.id}/status`, { status: 'paid' })).status).toBe(200);
    expect((await admin.request('DELETE', `/api/invoices/${made.gone.id}`)).status).toBe(200);
    ids = Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.id]));
  });

  it('lists every invoice and quote not deleted, newest first, with the page it answers', async () => {
    const all = await page({});
    expect(all).toMatchObject({ total: 6, offset: 0, limit: 50 });
    expect(all.items.map((i) => i.invoiceNumber)).toEqual(['20504', '20503', '20502', '20501', '20500', '20001']);
    const second = await page({ offset: 2, limit: 2 });
    expect(second).toMatchObject({ total: 6, offset: 2, limit: 2 });
    expect(second.items.map((i) => i.invoiceNumber)).toEqual(['20502', '20501']);
  });

  it('answers amounts paid and due, and where the PDF is', async () => {
    const [paid] = (await page({ search: 'paidman' })).items;
    expect(paid).toMatchObject({ id: ids.paid, status: 'paid', totalAmount: 199.99, amountPaid: 199.99, amountDue: 0, pdfUrl: `/api/invoices/${ids.paid}/pdf` });
    const [pending] = (await page({ search: 'ann' })).items;
    expect(pending).toMatchObject({ status: 'pending', amountPaid: 0, amountDue: 199.99 });
  });

  it('searches the number, the name in any case and the type, with status and type filters', async () => {
    const numbers = async (variables: Record<string, unknown>) => (await page(variables)).items.map((i) => i.invoiceNumber);
    expect(await numbers({ search: ' 0502 ' })).toEqual(['20502']);
    expect(await numbers({ search: 'POLISH' })).toEqual(['20503']);
    expect(await numbers({ search: 'Quote' })).toEqual(['20503', '20500']);
    expect(await numbers({ search: 'gone' })).toEqual([]);
    expect(await numbers({ status: 'paid' })).toEqual(['20504']);
    expect(await numbers({ type: 'quote', search: 'bea' })).toEqual(['20503']);
    expect(await numbers({ status: '', type: '' })).toHaveLength(6);
  });

  it('takes % and _ as plain characters', async () => {
    expect((await page({ search: '%' })).items.map((i) => i.id)).toEqual([ids.percent]);
    expect((await page({ search: 'a_p' })).items.map((i) => i.id)).toEqual([ids.underscore]);
  });

  it.each([
    [{ search: 'x'.repeat(10_000) }, 'Search must be at most 200 characters'],
    [{ limit: 0 }, 'limit must be a whole number from 1 to 200'],
    [{ limit: 201 }, 'limit must be a whole number from 1 to 200'],
    [{ offset: -1 }, 'offset must be a whole number from 0 to 1000000'],
    [{ offset: 2_000_000 }, 'offset must be a whole number from 0 to 1000000'],
    [{ status: 'overdue' }, invoiceMessages.statusInvalid],
    [{ type: 'receipt' }, invoiceMessages.typeInvalid],
  ])('refuses %j with BAD_USER_INPUT and a clear message', async (variables, message) => {
    expect(await refused(PAGE, variables)).toEqual({ code: 'BAD_USER_INPUT', message });
  });
});

describe('drafts', () => {
  const items = [{ name: 'Wash', quantity: 0.3, price: 19.99 }];

  it('saves a draft without a customer, edits it, refuses a stale edit, issues it once under the next number', async () => {
    const first = (await gql(SAVE, { input: { type: 'quote', notes: 'Call first' } })).data!.saveInvoiceDraft;
    expect(first).toMatchObject({ type: 'quote', customer: null, items: [], subtotal: 0, notes: 'Call first', invoiceDate: null, version: 1 });
    expect(first.business.businessName).toBe('Automotive Detailing');
    expect((await gql(DRAFTS)).data!.invoiceDrafts).toEqual([first]);
    expect((await gql(`query($id: ID!) { invoiceDraft(id: $id) { ${DRAFT} } }`, { id: first.id })).data!.invoiceDraft).toEqual(first);
    // A draft is in no list of invoices.
    expect((await page({ search: 'Call' })).total).toBe(0);

    const input = { type: 'quote', customer: { fullName: 'Dee Draft', phone: '0400 000 111' }, items, invoiceDate: '2026-07-02' };
    const edited = (await gql(SAVE, { id: first.id, expectedVersion: 1, input })).data!.saveInvoiceDraft;
    expect(edited).toMatchObject({ id: first.id, version: 2, customer: { fullName: 'Dee Draft', phone: '0400 000 111' }, subtotal: 6, items: [{ name: 'Wash', quantity: 0.3, price: 19.99, total: 6 }] });
    expect(await refused(SAVE, { id: first.id, expectedVersion: 1, input })).toMatchObject({ code: 'CONFLICT' });
    expect(await refused(ISSUE_DRAFT, { id: first.id, expectedVersion: 1, input })).toMatchObject({ code: 'CONFLICT' });
    // Issuing holds the generator's rules.
    expect(await refused(ISSUE_DRAFT, { id: first.id, expectedVersion: 2, input: { ...input, items: [] } })).toEqual({ code: 'BAD_USER_INPUT', message: invoiceMessages.itemsRequired });
    expect(await refused(ISSUE_DRAFT, { id: first.id, expectedVersion: 2, input: { ...input, customer: null } })).toEqual({ code: 'BAD_USER_INPUT', message: invoiceMessages.customerRequired });

    const next = (await gql(DEFAULTS)).data!.invoiceDefaults.nextInvoiceNumber;
    const issued = (await gql(ISSUE_DRAFT, { id: first.id, expectedVersion: 2, input })).data!.issueInvoiceDraft;
    expect(issued).toMatchObject({ id: first.id, invoiceNumber: next, type: 'quote', status: 'pending', customerName: 'Dee Draft', invoiceDate: '2026-07-02', dueDate: '2026-08-01', totalAmount: 6, version: 3 });
    expect((await gql(DRAFTS)).data!.invoiceDrafts).toEqual([]);
    expect((await page({ search: 'Dee Draft' })).items.map((i) => i.id)).toEqual([first.id]);

    // Again (a second click, a retry with the old version): the same invoice, nothing recorded.
    const before = await eventCount();
    expect((await gql(ISSUE_DRAFT, { id: first.id, expectedVersion: 2, input })).data!.issueInvoiceDraft).toEqual(issued);
    expect(await eventCount()).toBe(before);
    // Not a draft any more.
    expect(await refused(SAVE, { id: first.id, input })).toEqual({ code: 'NOT_FOUND', message: invoiceMessages.draftNotFound });

    const history = (await gql(HISTORY, { id: first.id })).data!.invoiceHistory as { type: string; actor: { kind: string; name: string }; changes: { field: string; from: string | null; to: string | null }[] }[];
    expect(history.map((h) => [h.type, h.actor])).toEqual([
      ['InvoiceDraftSaved', { kind: 'user', name: 'admin' }],
      ['InvoiceDraftSaved', { kind: 'user', name: 'admin' }],
      ['InvoiceIssued', { kind: 'user', name: 'admin' }],
    ]);
    expect(history[1]!.changes).toContainEqual({ field: 'notes', from: '"Call first"', to: 'null' });
    expect(history[2]!.changes).toContainEqual({ field: 'status', from: '"draft"', to: '"pending"' });
    expect(history[2]!.changes).toContainEqual({ field: 'invoiceNumber', from: null, to: JSON.stringify(next) });
  });

  it('discards a draft once, with its version', async () => {
    const draft = (await gql(SAVE, { input: { type: 'invoice' } })).data!.saveInvoiceDraft;
    expect(await refused(DISCARD, { id: draft.id, expectedVersion: 7 })).toMatchObject({ code: 'CONFLICT' });
    expect((await gql(DISCARD, { id: draft.id, expectedVersion: 1 })).data!.discardInvoiceDraft).toBe(draft.id);
    expect((await gql(DRAFTS)).data!.invoiceDrafts).toEqual([]);
    expect(await refused(DISCARD, { id: draft.id })).toEqual({ code: 'NOT_FOUND', message: invoiceMessages.draftNotFound });
    expect(await refused(ISSUE_DRAFT, { id: draft.id, input: { type: 'invoice', customer: { fullName: 'X' }, items } })).toEqual({ code: 'NOT_FOUND', message: invoiceMessages.draftNotFound });
    expect(await refused(DISCARD, { id: 'not-an-id' })).toEqual({ code: 'NOT_FOUND', message: invoiceMessages.draftNotFound });
  });

  it.each([
    [{ type: 'quote', notes: 'n'.repeat(10_000) }, 'Notes must be at most'],
    [{ type: 'receipt' }, invoiceMessages.typeInvalid],
    [{ type: 'quote', items: [{ name: 'Wash', quantity: 0.25 }] }, invoiceMessages.quantityStep],
    [{ type: 'quote', customer: { fullName: 'y'.repeat(5_000) } }, 'Customer name must be at most'],
  ])('refuses a draft of %j with BAD_USER_INPUT, recording nothing', async (input, message) => {
    const error = await refused(SAVE, { input });
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain(message);
  });

  it('records a retried save or issue under the same command id once', async () => {
    const options = { actor: system, commandId: 'draft-retry-1' };
    const before = await eventCount();
    const saved = await app.invoices!.saveDraft(null, { type: 'invoice' }, options);
    expect(await app.invoices!.saveDraft(null, { type: 'invoice' }, options)).toEqual(saved);
    expect(await eventCount()).toBe(before + 1);

    const input = { type: 'invoice', customer: { fullName: 'Rita Retry' }, items };
    const issueOptions = { actor: system, commandId: 'draft-retry-issue', expectedVersion: 1 };
    const issued = await app.invoices!.issueDraft(saved.id, input, issueOptions);
    const afterIssue = await eventCount();
    expect(await app.invoices!.issueDraft(saved.id, input, issueOptions)).toMatchObject({ id: saved.id, invoiceNumber: issued.invoiceNumber });
    expect(await eventCount()).toBe(afterIssue);
  });
});

describe('convertQuoteToInvoice', () => {
  it('makes one pending invoice from a quote, however often asked, linked both ways', async () => {
    const quote = await issue({
      type: 'quote',
      invoiceDate: '2026-05-01',
      dueDate: '2026-05-31',
      customer: { fullName: 'Quinn Quote', email: 'quinn@example.com' },
      items: [{ name: 'Ceramic', quantity: 2, price: 450.5 }],
      notes: 'Valid 30 days',
    });
    const [a, b] = await Promise.all([gql(CONVERT, { id: quote.id }), gql(CONVERT, { id: quote.id })]);
    const invoice = a.data!.convertQuoteToInvoice;
    expect(b.data!.convertQuoteToInvoice.id).toBe(invoice.id);
    expect(invoice).toMatchObject({
      type: 'invoice',
      status: 'pending',
      customerName: 'Quinn Quote',
      invoiceDate: todayIn(MELBOURNE),
      totalAmount: 901,
      items: [{ name: 'Ceramic', quantity: 2, price: 450.5, total: 901 }],
      convertedFromQuoteId: quote.id,
      convertedFromQuoteNumber: quote.invoiceNumber,
      convertedToInvoiceId: null,
    });
    expect(Number(invoice.invoiceNumber)).toBeGreaterThan(Number(quote.invoiceNumber));
    expect((await page({ search: 'Quinn', type: 'invoice' })).total).toBe(1);

    const before = await eventCount();
    expect((await gql(CONVERT, { id: quote.id })).data!.convertQuoteToInvoice).toEqual(invoice);
    expect(await eventCount()).toBe(before);
    const linked = (await gql(`query($id: ID!) { invoice(id: $id) { ${INVOICE} } }`, { id: quote.id })).data!.invoice;
    expect(linked).toMatchObject({ type: 'quote', convertedToInvoiceId: invoice.id, convertedToInvoiceNumber: invoice.invoiceNumber, version: 2 });

    const history = (await gql(HISTORY, { id: quote.id })).data!.invoiceHistory as { type: string; actor: { kind: string }; changes: { field: string }[] }[];
    expect(history.map((h) => [h.type, h.actor])).toEqual([
      ['InvoiceIssued', { kind: 'user', name: 'admin' }],
      ['QuoteConvertedToInvoice', { kind: 'user', name: 'admin' }],
    ]);
    expect(history[1]!.changes.map((c) => c.field)).toEqual(['convertedToInvoiceId']);
  });

  it('dates the invoice today in the business time zone, due 30 days later', async () => {
    const quote = await issue({ type: 'quote', invoiceDate: '2026-05-01', notes: 'Valid for 30 days' });
    expect(await pinned.convertQuote(quote.id, { actor: system })).toMatchObject({ type: 'invoice', invoiceDate: TODAY, dueDate: '2026-07-31', convertedFromQuoteId: quote.id, notes: null });
  });

  it('refuses an invoice, a deleted quote and an unknown id, recording nothing', async () => {
    const invoice = await issue();
    expect(await refused(CONVERT, { id: invoice.id })).toEqual({ code: 'BAD_USER_INPUT', message: invoiceMessages.onlyQuoteConverts });
    const quote = await issue({ type: 'quote' });
    expect((await admin.request('DELETE', `/api/invoices/${quote.id}`)).status).toBe(200);
    expect(await refused(CONVERT, { id: quote.id })).toEqual({ code: 'NOT_FOUND', message: invoiceMessages.notFound });
    expect(await refused(CONVERT, { id: '00000000-0000-4000-8000-000000000000' })).toEqual({ code: 'NOT_FOUND', message: invoiceMessages.notFound });
    expect(await refused(CONVERT, { id: 'x'.repeat(10_000) })).toEqual({ code: 'NOT_FOUND', message: invoiceMessages.notFound });
  });
});

describe('invoiceChanged', () => {
  type Change = { invoiceChanged: { kind: string; invoiceId: string; invoice: { id: string; status: string; customerName: string } | null } };

  it('tells a graphql-ws subscriber of invoices issued over REST, changed, converted and deleted', async () => {
    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    const changes = feed<Change>(client, 'subscription { invoiceChanged { kind invoiceId invoice { id status customerName } } }');
    try {
      await changes.live(() => issue({ customer: { fullName: 'Pat Probe' } }));
      const quote = await issue({ type: 'quote', customer: { fullName: 'Liv Live' } });
      expect((await changes.next((c) => c.invoiceChanged.invoiceId === quote.id, 'the issue')).invoiceChanged).toEqual({
        kind: 'CREATED',
        invoiceId: quote.id,
        invoice: { id: quote.id, status: 'pending', customerName: 'Liv Live' },
      });
      expect((await admin.request('PATCH', `/api/invoices/${quote.id}/status`, { status: 'void' })).status).toBe(200);
      await changes.next((c) => c.invoiceChanged.invoiceId === quote.id && c.invoiceChanged.invoice?.status === 'void', 'the status change');

      const invoice = (await gql(CONVERT, { id: quote.id })).data!.convertQuoteToInvoice;
      expect((await changes.next((c) => c.invoiceChanged.invoiceId === invoice.id, 'the conversion')).invoiceChanged.kind).toBe('CREATED');
      await changes.next((c) => c.invoiceChanged.invoiceId === quote.id && c.invoiceChanged.kind === 'UPDATED' && c.invoiceChanged.invoice?.status === 'void', 'the link');

      expect((await admin.request('DELETE', `/api/invoices/${invoice.id}`)).status).toBe(200);
      expect((await changes.next((c) => c.invoiceChanged.kind === 'DELETED', 'the delete')).invoiceChanged).toEqual({ kind: 'DELETED', invoiceId: invoice.id, invoice: null });
    } finally {
      changes.dispose();
      await client.dispose();
    }
  });

  it('is refused to a customer (FORBIDDEN)', async () => {
    const client = graphqlWsClient(app.url, { cookie: customer.cookie });
    try {
      const refusal = await take(client, 'subscription { invoiceChanged { kind } }', 1).catch((error: { errors?: { extensions: { code: string } }[] }) => error);
      expect((refusal as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    } finally {
      await client.dispose();
    }
  });
});
