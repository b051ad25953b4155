import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@detailing/infra/testing/app';
import { buildSchema, getNamedType, type GraphQLSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { portalTypePolicies } from './portalTypePolicies';

/** The root fields the portal's operations read (modules/portal/graphql/). */
const portalRootFields = {
  Query: ['portalSession', 'myBookings', 'myInvoices', 'portalBranding', 'customerMenu'],
  Mutation: ['updateMyProfile'],
  Subscription: ['myPortalChanged'],
} as const;

/** Every object type the portal can receive: what its root fields return, and what those hold. */
function reachableTypes(schema: GraphQLSchema): string[] {
  const seen = new Set<string>();
  const visit = (typeName: string) => {
    const type = schema.getType(typeName);
    if (!isObjectType(type) || seen.has(typeName)) return;
    seen.add(typeName);
    for (const field of Object.values(type.getFields())) visit(getNamedType(field.type).name);
  };
  for (const [root, fields] of Object.entries(portalRootFields)) {
    const type = schema.getType(root);
    if (!isObjectType(type)) throw new Error(`no ${root} type`);
    for (const name of fields) {
      const field = type.getFields()[name];
      expect(field, `${root}.${name}`).toBeDefined();
      visit(getNamedType(field!.type).name);
    }
  }
  return [...seen];
}

describe("the portal cache's type policies", () => {
  it('decide how every type the portal receives is identified: a new one fails here until it has a policy', async () => {
    const schema = buildSchema(await readFile(path.join(repoRoot, 'schema', 'schema.graphql'), 'utf8'));
    const types = reachableTypes(schema);
    expect(types).toEqual(expect.arrayContaining(['PortalSession', 'PortalBooking', 'PortalInvoice', 'Photo']));
    expect(types.filter((name) => portalTypePolicies[name]?.keyFields === undefined)).toEqual([]);
  });

  it('name only types the schema has and fields they have as keys', async () => {
    const schema = buildSchema(await readFile(path.join(repoRoot, 'schema', 'schema.graphql'), 'utf8'));
    const wrong: string[] = [];
    for (const [name, policy] of Object.entries(portalTypePolicies)) {
      const type = schema.getType(name);
      if (!isObjectType(type)) wrong.push(name);
      else if (Array.isArray(policy.keyFields)) for (const key of policy.keyFields) if (typeof key !== 'string' || !type.getFields()[key]) wrong.push(`${name}.${String(key)}`);
    }
    expect(wrong).toEqual([]);
  });
});
