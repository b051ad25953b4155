import type { CodegenConfig } from '@graphql-codegen/cli';

// schema/schema.graphql is emitted by the server (type-graphql); the web's types come from it.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      // A component sees only the fields its own fragment asks for, read with getFragmentData (named
      // so as not to be mistaken for Apollo's useFragment hook, which reads the cache).
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
