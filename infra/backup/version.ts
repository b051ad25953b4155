import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The product's version, from the repository's package.json, for an archive's manifest. */
export function productVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unversioned';
}
