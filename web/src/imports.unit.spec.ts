import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const self = fileURLToPath(import.meta.url);
const src = path.dirname(self);

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const at = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(at);
      return /\.tsx?$/.test(entry.name) ? [at] : [];
    }),
  );
  return nested.flat();
}

/** Static, side-effect and dynamic import specifiers of a file. */
const specifiers = (text: string) => [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('web imports', () => {
  it('reach other folders through @/ (or a workspace package), never by climbing with ../', async () => {
    const climbing: string[] = [];
    // This file's own sample below is the one climbing import allowed.
    for (const file of (await sourceFiles(src)).filter((f) => f !== self)) {
      for (const specifier of specifiers(await readFile(file, 'utf8'))) {
        if (specifier.startsWith('../')) climbing.push(`${path.relative(src, file)}: ${specifier}`);
      }
    }
    expect(climbing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(specifiers(`import { a } from '../x';\nimport './y.css';\nconst b = () => import('@/z');`)).toEqual(['../x', './y.css', '@/z']);
  });
});
