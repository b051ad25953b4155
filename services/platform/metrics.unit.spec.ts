import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics.js';

// Label values stay bounded whatever clients send: a scrape's size must not grow with their whims.

/** The label sets of one series, as the exposition text writes them. */
async function labelsOf(metrics: Metrics, series: string): Promise<string[]> {
  const { text } = await metrics.exposition();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${series}{`))
    .map((line) => line.slice(series.length + 1, line.indexOf('}')));
}

describe('the metrics’ labels', () => {
  it('name a GraphQL operation only when it validated, is a plain name of at most 64 characters, and is among the first 100', async () => {
    const metrics = new Metrics();
    metrics.observeGraphql({ name: 'Bookings' }, 0.01);
    metrics.observeGraphql({ name: null }, 0.01);
    metrics.observeGraphql(null, 0.01);
    metrics.observeGraphql({ name: `A${'b'.repeat(63)}` }, 0.01);
    metrics.observeGraphql({ name: `A${'b'.repeat(64)}` }, 0.01);
    metrics.observeGraphql({ name: 'drop-table' }, 0.01);
    expect(await labelsOf(metrics, 'detailing_graphql_operation_duration_seconds_count')).toEqual([
      'operation="Bookings"',
      'operation="anonymous"',
      'operation="other"',
      `operation="A${'b'.repeat(63)}"`,
    ]);

    for (let i = 0; i < 150; i++) metrics.observeGraphql({ name: `Probe${i}` }, 0.01);
    const names = await labelsOf(metrics, 'detailing_graphql_operation_duration_seconds_count');
    // Bookings, anonymous, other, the long one, then new names until 100 distinct names were taken.
    expect(names).toHaveLength(100 + 2);
    expect(names).toContain('operation="Probe97"');
    expect(names).not.toContain('operation="Probe98"');
    metrics.observeGraphql({ name: 'Bookings' }, 0.01);
    expect(await labelsOf(metrics, 'detailing_graphql_operation_duration_seconds_count')).toHaveLength(102);
  });

  it('give a request its method (or other) and its status class', async () => {
    const metrics = new Metrics();
    metrics.observeHttp('GET', '/api/bookings/:id', 200, 0.01);
    metrics.observeHttp('PROPFIND', '/api/bookings/:id', 404, 0.01);
    metrics.observeHttp('POST', 'graphql', 503, 0.01);
    expect(await labelsOf(metrics, 'detailing_http_request_duration_seconds_count')).toEqual([
      'method="GET",route="/api/bookings/:id",status="2xx"',
      'method="other",route="/api/bookings/:id",status="4xx"',
      'method="POST",route="graphql",status="5xx"',
    ]);
  });

  it('keep each process’s figures apart (several apps run in one test process)', async () => {
    const one = new Metrics();
    const two = new Metrics();
    one.loginRefused('admin', 'credentials');
    expect(await labelsOf(one, 'detailing_login_refusals_total')).toEqual(['login="admin",reason="credentials"']);
    expect(await labelsOf(two, 'detailing_login_refusals_total')).toEqual([]);
  });

  it('leave a figure that cannot be read out of the scrape, and say so once', async () => {
    const logged: string[] = [];
    const metrics = new Metrics((message) => logged.push(message));
    let fail = true;
    metrics.jobQueues(async () => {
      if (fail) throw new Error('Redis is down');
      return [{ queue: 'sms', waiting: 1, active: 2, delayed: 3, failed: 4 }];
    });
    expect(await labelsOf(metrics, 'detailing_queue_jobs')).toEqual([]);
    expect(await labelsOf(metrics, 'detailing_queue_jobs')).toEqual([]);
    expect(logged).toEqual(['metrics: job queues could not be read']);
    fail = false;
    const { text } = await metrics.exposition();
    expect(text).toContain('detailing_queue_jobs{queue="sms",state="delayed"} 3');
    expect(logged).toEqual(['metrics: job queues could not be read', 'metrics: job queues can be read again']);
  });
});
