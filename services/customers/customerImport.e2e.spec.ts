import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { graphqlWsClient, take } from '../../infra/testing/websocket.js';
import { parseCustomerCsv } from './csvParse.js';

// The import's edges through a real server: whole-file refusals answer at once with the spec's
// text and store nothing; a valid file starts a job whose progress a graphql-ws client follows.

let app: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
}, 120_000);

afterAll(() => app?.close());

const IMPORT = 'mutation ($csv: String!) { importCustomers(csv: $csv) { id state total processed created updated skipped failed errors failedRowsCsv } }';
const imports = async () => Number((await app.db.sql`select count(*)::int as n from customer_imports`)[0]!.n);

describe('importCustomers refuses a whole file at once', () => {
  it.each([
    ['a header alone', 'fullName,email,mobile\n', 'CSV must contain at least a header and one data row'],
    ['a file without the mobile column', 'fullName;email\nAda;ada@example.com\n', 'Missing required fields: mobile'],
    ['a binary file', '\u0089PNG\r\n\u001a\n\u0000\u0000IHDR', 'Please select a valid CSV file'],
    ['prose', 'Hello,\nthis is not a spreadsheet.\n', 'Please select a valid CSV file'],
  ])('refuses %s with the spec text (BAD_USER_INPUT) and stores nothing', async (_what, csv, message) => {
    const before = await imports();
    const answer = await admin.graphql(IMPORT, { csv });
    expect(answer.status).toBeLessThan(500);
    expect(answer.json.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await imports()).toBe(before);
  });

  it('refuses the REST import of nothing with a clear message', async () => {
    const answer = await admin.request('POST', '/api/customers/import', { customers: [] });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('Please provide at least one customer to import');
  });

  it('is for admins only', async () => {
    const nobody = new HttpSession(app.url);
    const answer = await nobody.graphql(IMPORT, { csv: 'fullName,email,mobile\nA,a@example.com,1\n' });
    expect(answer.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await nobody.request('GET', '/api/customers/template.csv')).status).toBe(401);
  });
});

describe('a started import', () => {
  it('answers QUEUED with the row count, and its subscription emits the current state first', async () => {
    const started = await admin.graphql(IMPORT, { csv: '\uFEFFfullName;email;mobile\nAda;ada@example.com;0412 345 678\nBea;bea@example.com;0412 345 679\n' });
    const job = started.json.data.importCustomers;
    expect(job).toMatchObject({ total: 2, errors: [], failedRowsCsv: null });
    expect(['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED']).toContain(job.state);

    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    try {
      const [first] = await take<{ customerImportProgress: { id: string; total: number } }>(
        client,
        `subscription { customerImportProgress(id: "${job.id}") { id total } }`,
        1,
      );
      expect(first!.customerImportProgress).toEqual({ id: job.id, total: 2 });
    } finally {
      await client.dispose();
    }
    const read = await admin.graphql('query ($id: ID!) { customerImport(id: $id) { id total } }', { id: job.id });
    expect(read.json.data.customerImport).toEqual({ id: job.id, total: 2 });
  });

  it('answers null for an unknown or malformed import id', async () => {
    for (const id of ['3b241101-e2bb-4255-8caf-4136c566a962', 'not-an-id']) {
      const read = await admin.graphql('query ($id: ID!) { customerImport(id: $id) { id } }', { id });
      expect(read.json.data.customerImport).toBeNull();
    }
  });
});

describe('running an import', () => {
  const finished = async (id: string) => {
    for (let i = 0; i < 200; i++) {
      const read = await admin.graphql('query ($id: ID!) { customerImport(id: $id) { state total processed created updated skipped failed errors failedRowsCsv } }', { id });
      const job = read.json.data.customerImport;
      if (job.state === 'COMPLETED' || job.state === 'FAILED') return job;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('import did not finish');
  };
  const csv = [
    'fullName,email,mobile,vehicleType,date,time',
    'Cara One,cara@example.com,0412 111 222,UTE,01/03/2027,09:30',
    'Dan Two,dan@example.com,0412 111 333,,,',
    'Eve Bad,eve@example.com,0412 111 444,Tractor,2027-03-01,09:30',
    'Cara Again,CARA@example.com,0412 111 222,,,',
  ].join('\n');

  it('imports the valid rows, reports the failed ones as a CSV, and changes nothing when the same file comes again', async () => {
    const first = await finished((await admin.graphql(IMPORT, { csv })).json.data.importCustomers.id);
    expect(first).toMatchObject({ state: 'COMPLETED', total: 4, processed: 4, created: 2, skipped: 1, failed: 1, errors: ['Row 4: Invalid vehicle type'] });
    expect(first.failedRowsCsv).toContain('Eve Bad,eve@example.com');
    const bookings = async () => Number((await app.db.sql`select count(*)::int as n from bookings where lower(email) = 'cara@example.com'`)[0]!.n);
    expect(await bookings()).toBe(1);

    const second = await finished((await admin.graphql(IMPORT, { csv })).json.data.importCustomers.id);
    expect(second).toMatchObject({ state: 'COMPLETED', created: 0, updated: 0, skipped: 3, failed: 1 });
    expect(await bookings()).toBe(1);
  });
});

describe('the CSV template', () => {
  it("downloads five sample rows in the import's own columns, which import as they are", async () => {
    const answer = await admin.fetchBytes('/api/customers/template.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="customers-template.csv"');
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parseCustomerCsv(answer.bytes.toString('utf8'));
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.values.vehicleType && r.values.date && r.values.time)).toHaveLength(3);
  });
});
