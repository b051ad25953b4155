import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../testing/app.js';
import { CADDYFILE, SHARED_ENV, STACK_PROCESSES } from './stack.js';

// docker-compose.yml cannot run here (no Docker engine); infra/stack/stack.ts runs its topology
// instead, and infra/stack.e2e.spec.ts tests that. These hold the two descriptions together, so
// what the stack test proves is what compose would run.

interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  image?: string;
}

const compose = async () =>
  parse(await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

/** A compose value with its `${NAME:-default}` substitution resolved to the default, as an unset variable would leave it. */
const byDefault = (value: string | undefined) => value?.replace(/\$\{\w+:-([^}]*)\}/g, '$1');

describe('docker-compose.yml and the stack that stands in for it', () => {
  it('runs two API replicas and two workers with the roles and the environment the stack gives them', async () => {
    const { services } = await compose();
    const groups = { api: ['api-1', 'api-2'], worker: ['worker-1', 'worker-2'] } as const;
    for (const [kind, names] of Object.entries(groups) as [keyof typeof groups, readonly string[]][]) {
      for (const name of names) {
        const service = services[name]!;
        expect(service.command, name).toEqual(['npx', 'tsx', 'infra/main.ts', ...STACK_PROCESSES[kind].roles]);
        for (const [variable, value] of Object.entries(STACK_PROCESSES[kind].env)) expect(byDefault(service.environment?.[variable]), `${name} ${variable}`).toBe(value);
        // What every process must share is given to every one, from one place.
        for (const variable of SHARED_ENV) expect(Object.keys(service.environment ?? {}), `${name} ${variable}`).toContain(variable);
        // Nothing a replica needs lives on a volume of its own: only the servers keep volumes.
        expect(service.volumes, name).toBeUndefined();
      }
    }
  });

  it('puts the same Caddyfile in front, naming the two API replicas as its upstreams', async () => {
    const { services } = await compose();
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^caddy:/);
    expect(proxy.volumes).toEqual([`./${path.relative(repoRoot, CADDYFILE)}:/etc/caddy/Caddyfile:ro`]);
    expect(proxy.environment?.PROXY_UPSTREAMS?.split(' ')).toEqual(['api-1:3000', 'api-2:3000']);
    const caddyfile = await readFile(CADDYFILE, 'utf8');
    expect(caddyfile).toContain('{$PROXY_UPSTREAMS:api-1:3000 api-2:3000}');
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    // Traffic goes to a replica only while it is ready (read models near the head), not merely alive.
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
  });
});
