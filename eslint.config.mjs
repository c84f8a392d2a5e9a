import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Import boundaries (docs/architecture.md, "Layers"). The layers of lib/ (imports point downward
 * only, no cycles) are checked by dependency-cruiser (.dependency-cruiser.mjs, in `npm run lint`);
 * ESLint adds three rules of its own:
 * - Only the data layer (lib/data), the database module itself and the named infrastructure
 *   modules below may import lib/db at run time; type-only imports (`Database`) are not refused
 *   here (the layers still refuse them from the base and rules layers).
 * - Nothing outside app/ imports from app/: routes use components and lib, never the reverse.
 * - Icons come from the sprite (components/ui/icons.tsx); lucide-react is only its build-time source.
 */
const DATABASE_INFRASTRUCTURE = [
  'lib/db/**',
  'lib/data/**',
  'lib/auth/context.ts',
  'lib/auth/access-memo.ts',
  'lib/mail/outbox.ts',
  'lib/mail/deliver.ts',
  'lib/mail/schedule.ts',
  'lib/security/rate-limit.ts',
  'lib/members/live-messages.ts',
  'instrumentation.ts',
  'scripts/**',
  'tests/**',
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
const noApp = {
  group: ['@/app', '@/app/*', '**/app/*'],
  message: 'Nothing outside app/ imports from app/: move shared code to lib/ or components/.',
};

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
    rules: { 'no-restricted-imports': ['error', { patterns: [noDatabase, noIconLibrary] }] },
  },
  {
    files: DATABASE_INFRASTRUCTURE.filter((glob) => glob !== 'tests/**').map((glob) =>
      glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob,
    ),
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp] }] },
  },
];

export default config;
