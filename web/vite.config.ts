import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
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
