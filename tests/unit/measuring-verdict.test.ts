import { spawnSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

/** Runs `exitWithVerdict(misses)` of scripts/lib/production-server.mjs in a node process of its own. */
function verdictFor(misses: string[]) {
  const script = `import { exitWithVerdict } from './scripts/lib/production-server.mjs'; exitWithVerdict(${JSON.stringify(misses)});`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('the measuring scripts’ verdict (npm run bench, npm run lighthouse)', () => {
  it('lists every missed target and exits 1', () => {
    const run = verdictFor(['home HTML 61.0 kB', 'peak RSS 310 MB']);
    expect(run.stdout).toBe('\nMISSED:\n- home HTML 61.0 kB\n- peak RSS 310 MB\n');
    expect(run.status).toBe(1);
  });

  it('says all targets were met and exits 0 when none was missed', () => {
    const run = verdictFor([]);
    expect(run.stdout).toBe('\nAll targets met.\n');
    expect(run.status).toBe(0);
  });
});
