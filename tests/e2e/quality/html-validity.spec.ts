import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from '@playwright/test';

import { PUBLIC_ROUTES_IN_BOTH_SCRIPTS } from '../support/public-routes';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

/**
 * The W3C Nu HTML checker (the vnu-jar package; needs Java) finds no error in the HTML the server
 * sends for any public route. One checker run for all pages: starting Java is the slow part.
 */
test('[VALIDITY] every public route is valid HTML (W3C Nu checker)', async ({ request }) => {
  test.setTimeout(120_000);
  const directory = await mkdtemp(path.join(tmpdir(), 'nu-check-'));
  try {
    const files: Record<string, string> = {};
    for (const [index, route] of PUBLIC_ROUTES_IN_BOTH_SCRIPTS.entries()) {
      const response = await request.get(route);
      const file = path.join(directory, `page-${index}.html`);
      await writeFile(file, await response.text());
      files[`page-${index}.html`] = route;
    }
    // The checker exits non-zero when it finds errors; its JSON report is what we read.
    const { stdout } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        ...Object.keys(files).map((name) => path.join(directory, name)),
      ],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const errors = messages.map(
      (message) => `${files[path.basename(message.url)] ?? message.url}:${message.lastLine ?? '?'} ${message.message}`,
    );
    expect(errors).toEqual([]);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
