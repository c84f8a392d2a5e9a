import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Two projects: `unit` (fast, parallel, no database) and `integration` (a real database per file,
 * files one after another so a PostgreSQL server under CI is never flooded and logs stay readable).
 * Run one with `vitest run --project unit` / `--project integration`.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Server modules start with `import 'server-only'`, which throws outside Next's server bundle.
      { find: /^server-only$/, replacement: path.join(root, 'tests/support/empty.ts') },
      // Root params come from the app's root segment (app/[script]), which only Next's bundle knows.
      { find: /^next\/root-params$/, replacement: path.join(root, 'tests/support/root-params.ts') },
    ],
  },
  test: {
    // Server modules log as they work (e.g. `database.ready`); show that output only for failing tests.
    silent: 'passed-only',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'lib/**/*.test.ts'],
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          setupFiles: ['tests/integration/support/next-cache.ts'],
          include: ['tests/integration/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          unstubEnvs: true,
        },
      },
    ],
  },
});
