import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';

/** What a copy of `.env.example` sets: its lines as an env file reader reads them (comments ignored). */
function exampleSettings(): Record<string, string> {
  return parseEnv(readFileSync(path.join(import.meta.dirname, '../../.env.example'), 'utf8')) as Record<string, string>;
}

describe('.env.example', () => {
  it('does not turn on the demo content (with its published member password) for whoever copies it', () => {
    const settings = exampleSettings();
    expect(settings.SEED_DEMO_CONTENT?.trim().toLowerCase() ?? '').not.toBe('true');
  });

  it('still documents SEED_DEMO_CONTENT and its default', () => {
    const text = readFileSync(path.join(import.meta.dirname, '../../.env.example'), 'utf8');
    expect(text).toMatch(/^# SEED_DEMO_CONTENT=/m);
    expect(text).toContain('off with\n# DATABASE_URL');
  });
});
