import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const WEB = 'apps/web/src';
const webFeatures = fs
  .readdirSync(path.join(root, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A web feature imports components/, lib/ and @campus/shared, never another feature (nor the app that mounts it). */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A web feature never imports another feature: move the shared piece to components/ or lib/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features are mounted by app/, never the other way round.' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ and lib/ are shared by every feature, so they import no feature and not app/.',
  },
];

/** The shared package's formatters: on the web only lib/format.ts binds them to the reader's language and the college's zone. */
const SHARED_FORMATTERS = [
  'dayMonthYear',
  'longDay',
  'formatDay',
  'formatDayInWords',
  'formatDayMonth',
  'formatTime',
  'formatDateTime',
  'formatNumber',
  'formatPercent',
  'formatCompact',
  'formatRupees',
  'groupPaise',
  'rupeesInputText',
];
const FORMAT_MESSAGE =
  'Write dates, times, numbers and money with useFormat() of lib/format.ts: the reader’s language, the college’s time zone, one style for the whole web.';

const SERVER_FEATURES = 'apps/server/src/features';
const serverFeatures = fs
  .readdirSync(path.join(root, SERVER_FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A server feature calls another feature's service, never its tables or repository. Table files may
 * reference other features' tables (foreign keys), and tests may read any table.
 */
const serverFeatureZones = serverFeatures.map((feature) => ({
  target: `${SERVER_FEATURES}/${feature}/**/!(*.table|*.test).ts`,
  from: `${SERVER_FEATURES}/!(${feature})/**/*.@(table|repository).ts`,
  message: "Call that feature's service instead (docs/ARCHITECTURE.md, module boundaries).",
}));

/**
 * Where the server builds Drizzle queries (docs/ARCHITECTURE.md, "Database access"): every other server file reaches the
 * database through these. Type-only imports (a row's type) are allowed everywhere.
 */
const SERVER = 'apps/server/src';
const DATABASE_ACCESS = [
  // A feature's own reads and writes, and its tables.
  `${SERVER}/features/**/*.repository.ts`,
  `${SERVER}/features/**/*.table.ts`,
  // Read models other features call: dashboard figures, directories and the student register.
  `${SERVER}/features/**/*-figures.ts`,
  `${SERVER}/features/**/*-directory.ts`,
  `${SERVER}/features/admissions/student-register.service.ts`,
  `${SERVER}/features/admissions/branch-students.ts`,
  `${SERVER}/features/results/pass-rate.ts`,
  // Whole-database work of a key rotation, a copy or a restore, inside the one transaction that does it.
  `${SERVER}/features/**/*-reseal.ts`,
  `${SERVER}/features/operations/**/*.ts`,
  // The database itself, the demo's seed and the command-line tools.
  `${SERVER}/db/**/*.ts`,
  `${SERVER}/demo/**/*.ts`,
  `${SERVER}/cli/**/*.ts`,
  // Tests read and write any table.
  `${SERVER}/**/*.test.ts`,
];
const DATABASE_ACCESS_MESSAGE =
  'Query the database in a repository (or a read model: *-figures.ts, *-directory.ts, the student register); see docs/ARCHITECTURE.md, "Database access".';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/screenshots/**',
      'e2e/test-results/**',
      'e2e/report/**',
      'e2e/.worker-*/**',
      'e2e/.template-*/**',
      'bench/out/**',
      '.test-reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/features/*/api/**`, `${WEB}/lib/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api'],
              importNames: ['api', 'apiBlob', 'uploadWithProgress'],
              message:
                'Screens call the hooks of features/<feature>/api/<verb-noun>.ts (or lib/ for data every feature shares), never the HTTP client.',
            },
            {
              group: [
                '@campus/shared',
                '@campus/shared/money',
                '@campus/shared/numbers',
                '@campus/shared/date-format',
                '@campus/shared/dates',
              ],
              importNames: [...SHARED_FORMATTERS],
              message: FORMAT_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    // The web writes dates, times, numbers and money one way: useFormat() of lib/format.ts.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/lib/format.ts`, `${WEB}/lib/college.ts`, `${WEB}/**/*.test.ts`],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'toFixed'].map((property) => ({
          property,
          message: FORMAT_MESSAGE,
        })),
        ...['NumberFormat', 'DateTimeFormat'].map((property) => ({ object: 'Intl', property, message: FORMAT_MESSAGE })),
      ],
    },
  },
  {
    // Drizzle queries are built only where DATABASE_ACCESS says.
    files: [`${SERVER}/**/*.ts`],
    ignores: DATABASE_ACCESS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: DATABASE_ACCESS_MESSAGE },
            { regex: '\\.table(\\.js)?$', allowTypeImports: true, message: DATABASE_ACCESS_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // Every workbook the server writes goes through lib/workbook-export.ts, which neutralises formulas (ADR 0091).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/workbook-export.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'writeBuffer',
          message: 'Write workbooks with workbookBuffer() of lib/workbook-export.ts: it neutralises formulas (ADR 0091).',
        },
      ],
    },
  },
  {
    // The integration and unit suites load the modules once per worker (vitest.config.ts, ADR 0113,
    // ADR 0153): a module replaced in one file would not be replaced for what another file already loaded.
    files: ['apps/server/**/*.test.ts', 'packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Hand the code what the test needs (createTestApp options in integration tests); modules are shared by the files of a worker.',
        })),
      ],
    },
  },
  // Module boundaries. Type-only imports are not followed by no-cycle; `npm run lint` also runs madge for those.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript modules too when following imports (no-cycle reads the modules it reaches).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/shared/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // An import the resolver cannot follow would slip past the rules below.
      'import-x/no-unresolved': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...serverFeatureZones,
            {
              target: `${SERVER_FEATURES}/**/!(*.test).ts`,
              from: ['apps/server/src/app.ts', 'apps/server/src/services.ts'],
              message: 'A route plugin receives its services as plugin options.',
            },
            ...webZones,
            { target: 'packages/shared', from: 'apps', message: 'The shared package is used by both apps and imports neither.' },
            { target: 'apps/server', from: 'apps/web', message: 'The server and the web app share code only through packages/shared.' },
            { target: 'apps/web', from: 'apps/server', message: 'The server and the web app share code only through packages/shared.' },
          ],
        },
      ],
    },
  },
);
