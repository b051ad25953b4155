import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/app.js';
import { printedSchema } from './printedSchema.js';

describe('schema/schema.graphql', () => {
  it('is what the resolvers generate now (run `npm run schema:emit` and commit when this fails)', async () => {
    const committed = await readFile(path.join(repoRoot, 'schema', 'schema.graphql'), 'utf8');
    expect(committed).toBe(await printedSchema());
  });
});
