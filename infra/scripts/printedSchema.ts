import { lexicographicSortSchema, printSchema } from 'graphql';
import { graphqlSchemaOnce } from '../schemaOnce.js';

/** The committed SDL: generated, sorted so diffs stay readable. */
export async function printedSchema(): Promise<string> {
  const sdl = printSchema(lexicographicSortSchema(await graphqlSchemaOnce()));
  return `# Generated from the type-graphql resolvers by \`npm run schema:emit\`. Do not edit.\n\n${sdl}\n`;
}
