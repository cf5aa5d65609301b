import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // Every script, style and image file also as .br and .gz, which the server sends to browsers that take
  // them (apps/server/src/plugins/web-app.ts). The page is never sent as a file, so it is left out.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/] })],
  // The server puts a fresh nonce in place of this in every answer of index.html and in its
  // Content-Security-Policy (apps/server/src/plugins/web-app.ts); lib/content-security.ts hands it to the
  // style elements emotion and notistack insert.
  html: { cspNonce: '__CSP_NONCE__' },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rollupOptions: {
      output: {
        // React itself, which every page needs and which changes far less often than the app, in a file of its own
        // that browsers keep across releases. Everything else is split by route (each page is loaded lazily).
        manualChunks: (id) => (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'react' : undefined),
      },
    },
  },
});
