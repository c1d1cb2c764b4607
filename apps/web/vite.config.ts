import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API and stored media come from the server on :8080; in production the
// server serves this build itself, so every call stays same-origin.
const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': server, '/media': server } },
  // Every `zod` import (the contract's too) gets zod with compiled parsers off (src/zodJitless.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/zodJitless.ts', import.meta.url)) },
    ],
  },
  // The manifest lets scripts/check-login-size.mjs walk the entry's static imports.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // Everything the entry imports statically (the login page's first script) goes in one chunk:
    // split over ten shared chunks it was 2.5 kB more gzip, each compressed without the others.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
});
