import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../../codegen.js';
import { repoRoot } from '../../../infra/testing/app.js';

describe('web/src/gql', () => {
  it('is what codegen generates from schema/schema.graphql now (run `npm run codegen` and commit when this fails)', async () => {
    const previous = process.cwd();
    process.chdir(repoRoot);
    try {
      const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        const committed = await readFile(path.resolve(repoRoot, output.filename), 'utf8');
        expect(committed, output.filename).toBe(output.content);
      }
    } finally {
      process.chdir(previous);
    }
  });
});
