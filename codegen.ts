import type { CodegenConfig } from '@graphql-codegen/cli';

// schema/schema.graphql is emitted by the server (type-graphql); the web's types come from it.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
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
