import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedSchema } from './printedSchema.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema/schema.graphql');
await writeFile(target, await printedSchema());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
