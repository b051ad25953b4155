import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { graphqlWsClient, take } from '../../infra/testing/websocket.js';

let app: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  app = await startTestApp({ env: { NODE_ENV: 'production' } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
});
afterAll(() => app?.close());

describe('GraphQL in production', () => {
  it('refuses introspection over HTTP', async () => {
    const response = await admin.graphql('{ __schema { queryType { name } } }');
    expect(response.json.errors[0].message).toMatch(/introspection/i);
    expect(response.json.data).toBeUndefined();
  });

  it('refuses introspection over the WebSocket', async () => {
    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    try {
      await expect(take(client, '{ __schema { queryType { name } } }', 1)).rejects.toMatchObject({
        cause: expect.arrayContaining([expect.objectContaining({ message: expect.stringMatching(/introspection has been disabled/) })]),
      });
    } finally {
      await client.dispose();
    }
  });

  it('still answers ordinary queries, and hides internal error details', async () => {
    const response = await admin.graphql('{ me { username } }');
    expect(response.json.data.me.username).toBe('admin');
    expect(JSON.stringify(await admin.graphql('{ bookings { id } }'))).not.toMatch(/stacktrace/);
  });
});
