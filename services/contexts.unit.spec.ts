import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Contexts talk through published interfaces: a file of one context (or of the workers) may
// import another context only through its `published.ts`, plus the shared parts every context
// builds on. SQL stays in read-model queries (`queries.ts`) and projections.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const services = path.join(root, 'services');

/** Not contexts: the parts every context may use (the edge, the write-side machinery, the platform, the blob store). */
const SHARED = new Set(['api', 'commands', 'eventstore', 'platform', 'blobs']);
/** Keeps users and sessions as plain tables, not events: its stores are its own SQL. */
const OWN_TABLES = new Set(['identity']);

const contexts = readdirSync(services).filter((name) => statSync(path.join(services, name)).isDirectory() && !SHARED.has(name));

/** Source files (not tests or test helpers) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' || name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [file] : [];
  });
}

const importsOf = (text: string) =>
  [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\('([^']+)'\)/g)].map((m) => (m[1] ?? m[2])!);

/** Where an import lands, as `services/<folder>/<rest>` or the workspace it names; null for packages outside ours. */
function target(file: string, specifier: string): { workspace: string; folder?: string; rest?: string } | null {
  let resolved: string;
  if (specifier.startsWith('.')) resolved = path.relative(root, path.resolve(path.dirname(file), specifier));
  else if (specifier.startsWith('@detailing/')) resolved = specifier.slice('@detailing/'.length);
  else return null;
  const [workspace, folder, ...rest] = resolved.split(path.sep).join('/').split('/');
  return { workspace: workspace!, folder, rest: rest.join('/') };
}

const isPublished = (rest: string | undefined) => rest === 'published.js' || rest === 'published' || rest === 'published.ts';

/** What `file` (its source `text`), of context `own` (null: a worker), imports that it may not. */
function crossings(file: string, own: string | null, text = readFileSync(file, 'utf8')): string[] {
  return importsOf(text).filter((specifier) => {
    const to = target(file, specifier);
    if (!to || to.workspace === 'schema') return false;
    if (to.workspace !== 'services') return own !== null; // a context builds on schema/ and services/ only
    if (!to.folder || SHARED.has(to.folder) || to.folder === own) return false;
    return !isPublished(to.rest);
  });
}

const relative = (file: string) => path.relative(root, file);

describe('context boundaries', () => {
  it('finds the contexts to check', () => {
    expect(contexts).toEqual(expect.arrayContaining(['bookings', 'catalog', 'invoicing', 'settings', 'customers']));
  });

  it.each(contexts)('lets %s import other contexts only through their published.ts', (context) => {
    const found = sources(path.join(services, context)).flatMap((file) => crossings(file, context).map((s) => `${relative(file)} imports ${s}`));
    expect(found).toEqual([]);
  });

  it('lets the workers use contexts only through their published.ts', () => {
    const found = sources(path.join(root, 'workers')).flatMap((file) => crossings(file, null).map((s) => `${relative(file)} imports ${s}`));
    expect(found).toEqual([]);
  });

  it('keeps SQL in the contexts to their queries.ts', () => {
    const found = contexts
      .filter((context) => !OWN_TABLES.has(context))
      .flatMap((context) => sources(path.join(services, context)))
      .filter((file) => path.basename(file) !== 'queries.ts' && /\b(?:sql|tx)`|\.unsafe\(/.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(found).toEqual([]);
  });

  it("catches a context reaching into another's internals, and lets its published.ts and the shared parts pass", () => {
    const text = [
      "import { findBookingRow } from '../bookings/queries.js';",
      "import type { BookingLookup } from '../bookings/published.js';",
      "import { findServicesByIds } from '@detailing/services/catalog/queries';",
      "import { CommandRunner } from '../commands/runner.js';",
      "import { ProjectionRunner } from '../../projections/runner/ProjectionRunner.js';",
      "const later = await import('../settings/queries.js');",
    ].join('\n');
    expect(crossings(path.join(services, 'invoicing', 'example.ts'), 'invoicing', text)).toEqual([
      '../bookings/queries.js',
      '@detailing/services/catalog/queries',
      '../../projections/runner/ProjectionRunner.js',
      '../settings/queries.js',
    ]);
  });
});
