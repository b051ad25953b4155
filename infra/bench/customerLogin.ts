import { performance } from 'node:perf_hooks';
import { HttpSession, startTestApp } from '../testing/app.js';
import type { BenchOptions, Figure } from './figures.js';
import { expectStatus, median } from './support.js';

/**
 * The portal sign-in's answer time for each kind of failure and for a success: the failures must
 * not tell which part was wrong by how long they take. Kinds take turns, each attempt from an
 * address of its own (one trusted proxy hop) and for a registration of its own, so no rate limit
 * is reached and no kind gets the warmer caches.
 */
export async function benchCustomerLogin({ quick }: BenchOptions): Promise<Figure[]> {
  const runs = quick ? 10 : 40;
  const app = await startTestApp({ roles: ['api', 'projector'], env: { TRUST_PROXY: '1' } });
  try {
    const admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const register = async (name: string) => {
      const customer = { fullName: 'Bench Login', email: `${name}@example.com`, mobile: '0412 345 678', vehicleRego: name.toUpperCase() };
      expectStatus(`registering ${name}`, await admin.request('POST', '/api/admin/customers', customer), 201);
      return customer;
    };
    type Registered = Awaited<ReturnType<typeof register>>;
    const live: Registered[] = [];
    const deleted: Registered[] = [];
    for (let i = 0; i < runs; i++) {
      live.push(await register(`live${i}`));
      const gone = await register(`gone${i}`);
      expectStatus(`deleting ${gone.email}`, await admin.request('DELETE', `/api/customers/${gone.email}`), 200);
      deleted.push(gone);
    }
    let address = 0;
    const attempt = async (body: { vehicleRego: string; email: string }, status: number) => {
      const headers = { 'x-forwarded-for': `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}` };
      const started = performance.now();
      const answer = await new HttpSession(app.url).request('POST', '/api/customer/login', body, headers);
      const elapsed = performance.now() - started;
      expectStatus('a sign-in', answer, status);
      return elapsed;
    };
    const kinds = {
      unknownRego: (i: number) => attempt({ vehicleRego: `NOPE${i}`, email: live[i]!.email }, 401),
      unknownEmail: (i: number) => attempt({ vehicleRego: live[i]!.vehicleRego, email: `nobody${i}@example.com` }, 401),
      unknownBoth: (i: number) => attempt({ vehicleRego: `NONE${i}`, email: `nobody${i}@example.com` }, 401),
      deletedCustomer: (i: number) => attempt({ vehicleRego: deleted[i]!.vehicleRego, email: deleted[i]!.email }, 401),
      success: (i: number) => attempt({ vehicleRego: live[i]!.vehicleRego, email: live[i]!.email }, 200),
    };
    // Warm-up: the first requests pay for connections and query plans.
    for (const run of Object.values(kinds)) await run(0);
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
    for (let i = 0; i < runs; i++) for (const [kind, run] of Object.entries(kinds)) times[kind]!.push(await run(i));
    const note = `median of ${runs}, kinds in turn, one HTTP request each; the test asserts identical answers, this the time`;
    const labels: Record<keyof typeof kinds, string> = {
      unknownRego: 'wrong sign-in: unknown registration, known e-mail',
      unknownEmail: 'wrong sign-in: known registration, unknown e-mail',
      unknownBoth: 'wrong sign-in: both unknown',
      deletedCustomer: 'wrong sign-in: a deleted customer',
      success: 'sign-in that works (starts a session)',
    };
    const figures: Figure[] = Object.entries(labels).map(([kind, label]) => ({ key: `customerLogin.${kind}`, label, value: median(times[kind]!), unit: 'ms', note }));
    const failures = figures.filter((f) => f.key !== 'customerLogin.success').map((f) => f.value);
    figures.push({
      key: 'customerLogin.failureSpread',
      label: 'slowest failure kind over fastest (medians)',
      value: Math.max(...failures) / Math.min(...failures),
      unit: 'x',
      note: 'near 1: the time does not say which part was wrong',
    });
    return figures;
  } finally {
    await app.close();
  }
}
