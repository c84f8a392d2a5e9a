import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

import {
  installedSingleton,
  installSingleton,
  processKey,
  processSingleton,
  PROCESS_SINGLETONS,
} from '@/lib/cache/process-registry.mjs';

/**
 * The one registry of the process's singletons (lib/cache/process-registry.mjs): a singleton is
 * made once and shared, can be installed and taken away, and only names the registry lists exist;
 * ESLint refuses `globalThis` and `global` anywhere else in app/, components/ and lib/.
 */

const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-globals').map((m) => m.message);
}

const LIVE = processKey<{ made: number }>('liveMessages');

describe('process registry', () => {
  afterEach(() => installSingleton(LIVE, undefined));

  it('makes a singleton once and hands every caller the same one', () => {
    let made = 0;
    const first = processSingleton(LIVE, () => ({ made: ++made }));
    const second = processSingleton(LIVE, () => ({ made: ++made }));
    expect(second).toBe(first);
    expect(made).toBe(1);
    expect(installedSingleton(LIVE)).toBe(first);
  });

  it('installs a value and takes it away, so the next use makes a new one', () => {
    const installed = { made: 0 };
    installSingleton(LIVE, installed);
    expect(processSingleton(LIVE, () => ({ made: 1 }))).toBe(installed);
    installSingleton(LIVE, undefined);
    expect(installedSingleton(LIVE)).toBeUndefined();
    expect(processSingleton(LIVE, () => ({ made: 2 })).made).toBe(2);
  });

  it('knows only the singletons it lists', () => {
    expect(Object.keys(PROCESS_SINGLETONS).sort()).toEqual(
      ['accessMemo', 'appDatabase', 'liveMessages', 'publicProcessMemos', 'routeCacheTagVersions'].sort(),
    );
    expect(() => processKey('somethingElse' as never)).toThrow(/Unknown process singleton/);
  });
});

describe('no globalThis outside the registry (ESLint)', { timeout: 60_000 }, () => {
  const singleton = `declare global {
  var __somethingShared: Map<string, number> | undefined;
}
export function shared(): Map<string, number> {
  return (globalThis.__somethingShared ??= new Map());
}
`;

  it('refuses globalThis and global in lib/, components/ and app/', async () => {
    expect(await refusals('lib/data/registry-fixture.ts', singleton)).toHaveLength(1);
    expect(await refusals('components/site/registry-fixture.tsx', singleton)).toHaveLength(1);
    expect(await refusals('app/[script]/(public)/registry-fixture/route.ts', singleton)).toHaveLength(1);
    expect(await refusals('lib/db/registry-fixture.mjs', 'export const x = global.process;\n')).toHaveLength(1);
  });

  it('passes the registry itself and a module that goes through it', async () => {
    expect(await refusals('lib/cache/process-registry.mjs', 'export const x = globalThis.process;\n')).toEqual([]);
    const through = `import { processKey, processSingleton } from '@/lib/cache/process-registry.mjs';
const SHARED = processKey<Map<string, number>>('publicProcessMemos');
export const shared = () => processSingleton(SHARED, () => new Map<string, number>());
`;
    expect(await refusals('lib/data/registry-fixture.ts', through)).toEqual([]);
  });
});
