import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Import boundaries (docs/architecture.md, "Layers"). The layers of lib/ (imports point downward
 * only, no cycles) are checked by dependency-cruiser (.dependency-cruiser.mjs, in `npm run lint`);
 * ESLint adds rules of its own:
 * - Only the data layer (lib/data), the caches (lib/cache), the database module itself and the named infrastructure
 *   modules below may import lib/db at run time; type-only imports (`Database`) are not refused
 *   here (the layers still refuse them from the base and rules layers).
 * - One door for a page's data (docs/architecture.md "Where a page gets its data"): a page, layout
 *   or route handler under app/ reads through lib/data page readers, which open the database
 *   themselves. It never imports lib/db (not even a type), calls `getDb`, or takes `db` from the
 *   request's context.
 * - lib/auth answers who is asking and where they stand: of lib/data it imports only the modules
 *   of sessions, accounts and rights (`AUTH_DATA_MODULES`), never a page's lists (the access memo
 *   and the cache tags are lib/cache).
 * - Nothing outside app/ imports from app/: routes use components and lib, never the reverse.
 * - Icons come from the sprite (components/ui/icons.tsx); lucide-react is only its build-time source.
 * - No `globalThis` (or `global`) outside the one registry of the process's singletons
 *   (`PROCESS_REGISTRY`, lib/cache/process-registry.mjs says why it exists).
 */
const DATABASE_INFRASTRUCTURE = [
  'lib/db/**',
  'lib/data/**',
  'lib/cache/**',
  'lib/auth/context.ts',
  'lib/mail/outbox.ts',
  'lib/mail/deliver.ts',
  'lib/mail/schedule.ts',
  'lib/security/rate-limit.ts',
  'lib/members/live-messages.ts',
  'instrumentation.ts',
  'scripts/**',
  'tests/**',
];

/** What lib/auth may import from lib/data: who is asking and what they may do, nothing a page lists. */
const AUTH_DATA_MODULES = [
  'account-row',
  'account-signups',
  'accounts',
  'live-access',
  'member-access',
  'password-reset',
  'staff',
];

const noDatabase = {
  group: ['@/lib/db', '@/lib/db/*', '**/lib/db/*'],
  allowTypeImports: true,
  message: 'Read and write through lib/data (or a named infrastructure module); see eslint.config.mjs.',
};
const noIconLibrary = {
  group: ['lucide-react'],
  message:
    'Icons come from the sprite: add the icon to components/ui/icons.tsx and run `node scripts/build-icons.mjs`.',
};
const ONE_DOOR =
  'Pages and route handlers read through a lib/data page reader (docs/architecture.md "Where a page gets its data").';
const noDatabaseInApp = { ...noDatabase, allowTypeImports: false, message: ONE_DOOR };
const noRequestDatabase = [
  { selector: "MemberExpression[property.name='db']", message: ONE_DOOR },
  { selector: "ObjectPattern > Property[key.name='db']", message: ONE_DOOR },
  { selector: "Identifier[name='getDb']", message: ONE_DOOR },
];
const authIdentityOnly = {
  group: ['@/lib/data/*', ...AUTH_DATA_MODULES.map((name) => `!@/lib/data/${name}`)],
  message:
    'lib/auth returns identity and standing only: a list a page shows is a lib/data page reader (docs/architecture.md "Where a page gets its data").',
};
const noApp = {
  group: ['@/app', '@/app/*', '**/app/*'],
  message: 'Nothing outside app/ imports from app/: move shared code to lib/ or components/.',
};

/** The one module that touches `globalThis`: every process-wide singleton lives there. */
const PROCESS_REGISTRY = 'lib/cache/process-registry.mjs';
const ONE_REGISTRY =
  'A process-wide singleton lives in the one registry: processSingleton / installSingleton of lib/cache/process-registry.mjs.';
const noGlobalObject = [
  { name: 'globalThis', message: ONE_REGISTRY },
  { name: 'global', message: ONE_REGISTRY },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '**/.next/**',
      '.next-bench/**',
      '.data*/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  {
    // `const { unwanted, ...rest } = value` is how a property is left out of a copy.
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['app/**', ...DATABASE_INFRASTRUCTURE],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDatabase, noApp, noIconLibrary] }] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDatabaseInApp, noIconLibrary] }],
      'no-restricted-syntax': ['error', ...noRequestDatabase],
    },
  },
  {
    files: DATABASE_INFRASTRUCTURE.filter((glob) => glob !== 'tests/**').map((glob) =>
      glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob,
    ),
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp] }] },
  },
  {
    files: ['lib/auth/**/*.ts'],
    ignores: ['lib/auth/context.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDatabase, noApp, noIconLibrary, authIdentityOnly] }] },
  },
  {
    files: ['lib/auth/context.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, authIdentityOnly] }] },
  },
  {
    files: ['{app,components,lib}/**/*.{ts,tsx,mjs,js}', 'proxy.ts', 'instrumentation.ts'],
    ignores: [PROCESS_REGISTRY],
    rules: { 'no-restricted-globals': ['error', ...noGlobalObject] },
  },
];

export default config;
