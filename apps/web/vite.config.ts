import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The pages most visits start on, by address (`*` ends a prefix), with the modules they load lazily.
 * Their files go into `preload.json`, and the server names them in the page it sends for such an
 * address (apps/server/src/plugins/web-app.ts), so that the browser fetches them beside the app's own
 * code instead of after it has run. The first match wins.
 */
const FIRST_PAGES: [string, string[]][] = [
  ['/', ['src/features/home/home.page.tsx', 'src/features/home/home.i18n.ts']],
  ['/examresults', ['src/features/results/exam-titles.page.tsx', 'src/features/results/results.i18n.ts']],
  ['/results/verify/*', ['src/features/results/result-verify.page.tsx', 'src/features/results/results.i18n.ts']],
  ['/results/*', ['src/features/results/result-lookup.page.tsx', 'src/features/results/results.i18n.ts']],
  ['/login/*', ['src/features/auth/login.page.tsx', 'src/features/auth/auth.i18n.ts']],
];

function firstPagePreloads(): Plugin {
  let root = '';
  return {
    name: 'campus-first-page-preloads',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byModule = new Map(chunks.flatMap((c) => (c.facadeModuleId ? [[path.relative(root, c.facadeModuleId), c]] : [])));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // The entry and what it imports are in the page already.
      const inPage = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
      const withImports = (file: string, found: Set<string>) => {
        if (found.has(file) || inPage.has(file)) return;
        found.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, found);
      };
      const preloads = FIRST_PAGES.map(([address, modules]) => {
        const found = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`${module}, a first page's module, is not a chunk of the build`);
          withImports(chunk.fileName, found);
        }
        return [address, [...found].map((file) => `/${file}`)];
      });
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(preloads) });
    },
  };
}

export default defineConfig({
  // Every script, style and image file also as .br and .gz, which the server sends to browsers that take
  // them (apps/server/src/plugins/web-app.ts). The page is never sent as a file, so it is left out.
  plugins: [react(), firstPagePreloads(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/] })],
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
