import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

/**
 * The docs check of `npm run lint` (scripts/check-docs.mjs): run on a small tree of its own, it
 * fails on a cited path or identifier that does not exist and passes the ways the docs cite real
 * ones; on the real tree it passes.
 */

let root: string | undefined;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function check(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const run = spawnSync(process.execPath, ['scripts/check-docs.mjs', root], { encoding: 'utf8' });
  return { status: run.status, problems: run.stderr.split('\n').filter((line) => /^\S+:\d+: /.test(line)) };
}

const TREE = {
  'lib/data/orders.ts': 'export function listOrders() {}\n',
  'lib/format/date.ts': 'export const formatDate = 1;\n',
  'app/[script]/(public)/events/[id]/page.tsx': 'export default function Page() {}\n',
  'components/ui/button.tsx': '',
};

describe('docs check', () => {
  it('passes paths and identifiers that exist, in every form the docs cite them', () => {
    const result = check({
      ...TREE,
      'docs/guide.md': [
        'Orders: `listOrders` in `lib/data/orders.ts`; `formatDate` (`lib/format/date`).',
        '`app/[script]/(public)/events/[id]/page.tsx`, `lib/{data/orders,format/date}.ts`, `lib/*/orders.ts`,',
        '`components/ui/`, `lib/data/orders.ts:1`, the route `/admin/events`, a bare `orders.ts`.',
        '```',
        'lib/not/checked/in/a/fence.ts',
        '```',
      ].join('\n'),
      'README.md': 'See `docs/guide.md`.\n',
    });
    expect(result.problems).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('fails on a path that does not exist, with its file and line', () => {
    const result = check({
      ...TREE,
      'README.md': 'Intro.\nThe forms post to `app/[script]/(public)/contact/actions.ts`.\n',
      'docs/guide.md': 'Rules: `lib/members/{requests,chat}.ts`.\n',
    });
    expect(result.status).toBe(1);
    expect(result.problems).toEqual([
      'README.md:2: `app/[script]/(public)/contact/actions.ts` does not exist',
      'docs/guide.md:1: `lib/members/{requests,chat}.ts` does not exist',
    ]);
  });

  it('fails on an identifier its file no longer has', () => {
    const result = check({ ...TREE, 'docs/guide.md': 'Orders: `listOrdersPaged` in `lib/data/orders.ts`.\n' });
    expect(result.status).toBe(1);
    expect(result.problems).toEqual(['docs/guide.md:1: `listOrdersPaged` is not in `lib/data/orders.ts`']);
  });

  it('holds docs/performance.md to 200 lines', () => {
    const result = check({ ...TREE, 'docs/performance.md': 'line\n'.repeat(201) });
    expect(result.problems).toEqual([
      'docs/performance.md:201: 201 lines, over its budget of 200 (history belongs in git)',
    ]);
    expect(check({ ...TREE, 'docs/performance.md': 'line\n'.repeat(200) }).problems).toEqual([]);
  });

  it('passes on the real tree', () => {
    const run = spawnSync(process.execPath, ['scripts/check-docs.mjs'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
