import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The pages most visits start on, by address (`*` ends a prefix), with the modules they load lazily
 * and the calls their first view waits for. Both go into `preload.json`, and the server names them in
 * the page it sends for such an address (apps/server/src/plugins/web-app.ts), so that the browser
 * fetches them beside the app's own code instead of after it has run: a call the page makes finds its
 * answer already on the way. The first match wins.
 */
type FirstPage = [address: string, modules: string[], calls: string[]];
// The page frame's logo (every page but the home page shows it at once) and the college's time zone.
const FRAME_CALLS = ['/api/college/images', '/api/getContactData'];
// Every page but the home page shows the notifications of what it does.
const NOTIFICATIONS = 'src/components/notifications.tsx';
const FIRST_PAGES: FirstPage[] = [
  ['/', ['src/features/home/home.page.tsx', 'src/features/home/home.i18n.ts'], ['/api/getCollegeName', ...FRAME_CALLS]],
  [
    '/examresults',
    ['src/features/results/exam-titles.page.tsx', 'src/features/results/results.i18n.ts', NOTIFICATIONS],
    [...FRAME_CALLS, '/api/getDistinctExamTitlesBy'],
  ],
  [
    '/results/verify/*',
    ['src/features/results/result-verify.page.tsx', 'src/features/results/results.i18n.ts', NOTIFICATIONS],
    // `*` in a call stands for what `*` matched in the address: the grade sheet's verification code.
    [...FRAME_CALLS, '/api/results/verify/*'],
  ],
  ['/results/*', ['src/features/results/result-lookup.page.tsx', 'src/features/results/results.i18n.ts', NOTIFICATIONS], FRAME_CALLS],
  // The sign-in page shows no date: it needs the logo only.
  ['/login/*', ['src/features/auth/login.page.tsx', 'src/features/auth/auth.i18n.ts', NOTIFICATIONS], ['/api/college/images']],
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
      const preloads = FIRST_PAGES.map(([address, modules, calls]) => {
        const found = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`${module}, a first page's module, is not a chunk of the build`);
          withImports(chunk.fileName, found);
        }
        return [address, [...found].map((file) => `/${file}`), calls];
      });
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify(preloads) });
    },
  };
}

type ModuleLookup = (id: string) => Rollup.ModuleInfo | null;

/** MUI's index, which names every component: a page uses the few it imports, not all it names. */
const MUI_INDEX = /[\\/]@mui[\\/]material[\\/]esm[\\/]index\.js$/;

/** A module of one of MUI's components or icons (not its indexes or styles, which serve every page). */
const MUI_COMPONENT = /[\\/]@mui[\\/](material|icons-material)[\\/]esm[\\/](?!index\.js$|styles[\\/])/;

/** The components a module takes from MUI's index (`import { Box, Button } from '@mui/material'`). */
function fromMuiIndex(code: string | null, index: Rollup.ModuleInfo): string[] {
  const names = [...(code ?? '').matchAll(/import\s*{([^}]*)}\s*from\s*["']@mui\/material["']/g)].flatMap((m) =>
    m[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
  );
  const styles = index.importedIds.filter((id) => /[\\/]esm[\\/]styles[\\/]index\.js$/.test(id));
  const parts = names.map((name) => index.importedIds.find((id) => id.endsWith(`/esm/${name}/index.js`)));
  // A name that is no component folder (alpha, useTheme, …) comes from MUI's styles.
  return [...parts.filter((id) => id !== undefined), ...(parts.includes(undefined) ? styles : [])];
}

/** The modules a page's code reaches through static imports, from its own modules. */
function reachable(getModuleInfo: ModuleLookup, modules: string[]): Set<string> {
  const found = new Set<string>();
  const walk = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    const info = getModuleInfo(id);
    for (const next of info?.importedIds ?? []) {
      const index = MUI_INDEX.test(next) ? getModuleInfo(next) : null;
      if (index) fromMuiIndex(info!.code, index).forEach(walk);
      else walk(next);
    }
  };
  for (const module of modules) walk(path.resolve(__dirname, module));
  return found;
}

let groups: { home: Set<string>; public: Set<string> } | undefined;
/**
 * MUI's components of the first pages in two files instead of dozens: those the app frame and the
 * home page use (`mui-home`), and those the other first pages add (`mui-public`: form fields, lists,
 * dialogs). A phone on a slow connection opens six connections to a server and waits a round trip
 * for each file; split by route, a component of 1 KB in a file of its own costs more in round trips
 * than in bytes (the sign-in page loaded 36 files). The home page does not load `mui-public`;
 * components only other pages use are still split by route.
 */
function libraryGroups(getModuleInfo: ModuleLookup) {
  if (groups) return groups;
  const libraries = (ids: Set<string>) => new Set([...ids].filter((id) => MUI_COMPONENT.test(id)));
  const home = libraries(reachable(getModuleInfo, ['src/main.tsx', ...FIRST_PAGES[0]![1]]));
  const others = FIRST_PAGES.slice(1).flatMap(([, modules]) => modules);
  const rest = libraries(reachable(getModuleInfo, others));
  for (const id of home) rest.delete(id);
  groups = { home, public: rest };
  return groups;
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
        // that browsers keep across releases; the first pages' MUI components in two files (libraryGroups).
        // Everything else is split by route (each page is loaded lazily).
        manualChunks: (id, { getModuleInfo }) => {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (!MUI_COMPONENT.test(id)) return undefined;
          const { home, public: rest } = libraryGroups(getModuleInfo);
          if (home.has(id)) return 'mui-home';
          if (rest.has(id)) return 'mui-public';
          return undefined;
        },
      },
    },
  },
});
