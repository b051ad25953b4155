import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@detailing/infra/testing/app';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './typePolicies';

// Types only the customer portal reads (Portal*) reach no Apollo cache: the portal has its own
// store (modules/portal/api/portalStore.ts), which keeps whole answers.
const portalOnly = (name: string) => name.startsWith('Portal') && !typePolicies[name];

describe('the cache type policies', () => {
  it('decide how every object type of the schema is identified: a new type fails here until it has a policy', async () => {
    const schema = buildSchema(await readFile(path.join(repoRoot, 'schema', 'schema.graphql'), 'utf8'));
    const roots = new Set(['Query', 'Mutation', 'Subscription']);
    const objectTypes = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !roots.has(type.name))
      .map((type) => type.name);
    expect(objectTypes.length).toBeGreaterThan(10);
    expect(objectTypes.filter((name) => !portalOnly(name) && typePolicies[name]?.keyFields === undefined)).toEqual([]);
  });

  it('name only fields a type has as its key', async () => {
    const schema = buildSchema(await readFile(path.join(repoRoot, 'schema', 'schema.graphql'), 'utf8'));
    const wrong: string[] = [];
    for (const [name, policy] of Object.entries(typePolicies)) {
      const type = schema.getType(name);
      expect(type, name).toBeDefined();
      if (!Array.isArray(policy.keyFields) || !isObjectType(type)) continue;
      for (const field of policy.keyFields) if (typeof field !== 'string' || !type.getFields()[field]) wrong.push(`${name}.${String(field)}`);
    }
    expect(wrong).toEqual([]);
  });
});
