import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';
const repoRoot = path.resolve(root, '..');

/**
 * dist/.vite/modules.json: the source modules inside each chunk, so a test can tell which code a
 * page downloaded (the portal and the wizard must hold no admin area). Under .vite/, never served.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => path.relative(repoRoot, id));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig({
  root,
  // @/modules/..., @/ui/...: one spelling of a web import from anywhere (tsconfig.json paths).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    chunkModules(),
    // .br and .gz beside every compressible file, at the highest levels: compressed once at
    // build, served many times (services/api/staticAssets.ts picks one by Accept-Encoding).
    compression({
      include: /\.(js|mjs|css|html|svg|json|wasm|txt|xml|webmanifest)$/,
      exclude: /\.vite\//,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for infra/bench/webBundle.ts (never served).
    manifest: true,
    rollupOptions: {
      // The wizard's loader (issue 13) beside the app: a stable /embed.js other sites link to, so
      // unhashed (the server revalidates unhashed files); it imports nothing, so it stays one file.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), embed: fileURLToPath(new URL('./src/embed/embedLoader.ts', import.meta.url)) },
      output: { entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js') },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/graphql': { target: api, ws: true },
      '/ws': { target: api, ws: true },
      '/healthz': { target: api },
    },
  },
});
