import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CodegenConfig, generate } from '@graphql-codegen/cli';
import { repoRoot } from '@detailing/infra/testing/app';
import { describe, expect, it } from 'vitest';

describe('web/src/gql', () => {
  it('is what codegen generates from schema/schema.graphql now (run `npm run codegen` and commit when this fails)', async () => {
    const previous = process.cwd();
    process.chdir(repoRoot);
    try {
      // The root's codegen.ts belongs to no workspace: loaded by path rather than climbed to.
      const { default: config } = (await import(path.join(repoRoot, 'codegen.ts'))) as { default: CodegenConfig };
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
