import type { CodegenConfig } from '@graphql-codegen/cli';

/** The customer portal's operations: typed here, by their own target, and nowhere else. */
const portalDocuments = 'web/src/modules/portal/graphql/*.ts';

const scalarsAndTypes = {
  useTypeImports: true,
  enumsAsTypes: true,
  skipTypename: false,
  scalars: { ID: 'string' },
};

// schema/schema.graphql is emitted by the server (type-graphql); the web's types come from it.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', `!${portalDocuments}`, '!web/src/modules/portal/gql/**'],
      preset: 'client',
      // A component sees only the fields its own fragment asks for, read with getFragmentData (named
      // so as not to be mistaken for Apollo's useFragment hook, which reads the cache).
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: scalarsAndTypes,
    },
    // The portal has no Apollo: its documents are plain strings (no graphql AST, no print() in its
    // chunk) that its own fetch client posts, typed by TypedDocumentString.
    'web/src/modules/portal/gql/': {
      documents: [portalDocuments],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...scalarsAndTypes, documentMode: 'string' },
    },
  },
};

export default config;
