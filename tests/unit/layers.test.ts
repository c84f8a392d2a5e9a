import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

import config, { KNOWN_UPWARD_IMPORTS, layerOf, LAYERS } from '../../.dependency-cruiser.mjs';

/**
 * The boundary rule of `npm run lint` (.dependency-cruiser.mjs, docs/architecture.md "Layers"):
 * run on a small tree of its own, it refuses an upward import, a cycle and a file outside the
 * layers, and accepts a downward import.
 */

let root: string | undefined;

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

async function violations(files: Record<string, string>): Promise<string[]> {
  root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result: IReporterOutput = await cruise(['lib'], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('expected the cruise result as an object');
  return result.output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

describe('lib layers (dependency-cruiser)', () => {
  it('accepts imports that point downward', async () => {
    expect(
      await violations({
        'lib/format/money.ts': 'export const money = 1;\n',
        'lib/data/orders.ts': "import { money } from '../format/money';\nexport const orders = money;\n",
        'lib/actions/orders.ts': "import { orders } from '../data/orders';\nexport const act = orders;\n",
      }),
    ).toEqual([]);
  });

  it('refuses an upward import, type-only ones included', async () => {
    expect(
      await violations({
        'lib/data/orders.ts': 'export interface Order { id: string }\n',
        'lib/format/money.ts': "import type { Order } from '../data/orders';\nexport const id = (o: Order) => o.id;\n",
      }),
    ).toEqual(['layer-base: lib/format/money.ts → lib/data/orders.ts']);
  });

  it('refuses a pure rule of a feature folder importing that folder’s service', async () => {
    expect(
      await violations({
        'lib/members/live-messages.ts': 'export const live = 1;\n',
        'lib/members/search.ts': "import { live } from './live-messages';\nexport const search = live;\n",
      }),
    ).toEqual(['layer-rules: lib/members/search.ts → lib/members/live-messages.ts']);
  });

  it('refuses a cycle, even inside one layer', async () => {
    const found = await violations({
      'lib/data/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'lib/data/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-cycle: lib\/data\/[ab]\.ts → lib\/data\/[ab]\.ts$/);
  });

  it('refuses a file of lib/ outside every layer', async () => {
    expect(
      await violations({
        'lib/format/money.ts': 'export const money = 1;\n',
        'lib/misc/thing.ts': "import { money } from '../format/money';\nexport const thing = money;\n",
      }),
    ).toEqual(['outside-layers: lib/misc/thing.ts → lib/format/money.ts']);
  });

  it('names the most specific entry: a listed file beats its folder', () => {
    expect(layerOf('lib/members/search.ts')).toBe('rules');
    expect(layerOf('lib/members/live-messages.ts')).toBe('services');
    expect(layerOf('lib/storage/uploads.ts')).toBe('rules');
    expect(layerOf('lib/storage/local.ts')).toBe('infrastructure');
    expect(layerOf('lib/cache/process-registry.mjs')).toBe('base');
    expect(layerOf('lib/cache/access-memo.ts')).toBe('cache');
    expect(layerOf('lib/elsewhere.ts')).toBeUndefined();
    expect(LAYERS.map(({ name }) => name)).toEqual([
      'base',
      'rules',
      'infrastructure',
      'cache',
      'data',
      'auth',
      'services',
      'actions',
    ]);
  });

  it('keeps its list of known upward imports current: each still exists and still points upward', () => {
    const order = LAYERS.map(({ name }) => name);
    for (const { from, to } of KNOWN_UPWARD_IMPORTS) {
      const specifier = `@/${to.replace(/\.ts$/, '')}'`;
      expect(readFileSync(from, 'utf8'), `${from} imports ${to}`).toContain(specifier);
      expect(order.indexOf(layerOf(to)!), `${to} is above ${from}`).toBeGreaterThan(order.indexOf(layerOf(from)!));
    }
  });
});
