import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * One shape for the panel's guards and downloads (docs/admin.md "Uloge"): every page below /admin
 * calls `requireAdmin(capability, next)`, /admin itself `getAdminAccess()` (it shows the spec's
 * 'Admin Pristup' card in place instead of redirecting); every route handler of the panel answers
 * through `adminRouteDenial`; every CSV response is `csvResponse` (lib/csv.ts: attachment,
 * no-store, nosniff), the one place that writes `text/csv`.
 */

function filesUnder(folder: string, name: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(path.basename(file)))
    .map((file) => path.join(folder, file));
}

const ADMIN = 'app/(admin)/admin';
const read = (file: string) => readFileSync(file, 'utf8');

describe('admin guards and CSV responses', () => {
  it('every page below /admin calls requireAdmin; /admin the same getAdminAccess', () => {
    const pages = filesUnder(ADMIN, /^page\.tsx$/);
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      if (page === path.join(ADMIN, 'page.tsx')) expect(read(page)).toMatch(/\bgetAdminAccess\(\)/);
      else expect(read(page), page).toMatch(/\brequireAdmin\(/);
    }
  });

  it('every route of the panel is guarded by adminRouteDenial (in the route or the helper it calls)', () => {
    const routes = filesUnder(ADMIN, /^route\.ts$/);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const text = read(route);
      const helpers = [...text.matchAll(/from '@\/(lib\/[\w/-]+)'/g)].map((match) => `${match[1]}.ts`);
      const guarded = [text, ...helpers.filter((file) => file.startsWith('lib/admin/')).map(read)].some((source) =>
        /\badminRouteDenial\(/.test(source),
      );
      expect(guarded, route).toBe(true);
    }
  });

  it('only csvResponse writes a CSV response, and it sends nosniff', () => {
    const sources = [...filesUnder('app', /\.tsx?$/), ...filesUnder('lib', /\.tsx?$/)];
    const writers = sources.filter((file) => read(file).includes('text/csv'));
    expect(writers).toEqual(['lib/csv.ts']);
    const response = read('lib/csv.ts').slice(read('lib/csv.ts').indexOf('export function csvResponse'));
    expect(response).toContain("'X-Content-Type-Options': 'nosniff'");
    const csvRoutes = filesUnder('app', /^route\.ts$/).filter((file) => /csv/i.test(file + read(file)));
    expect(csvRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of csvRoutes) {
      expect(/\bcsvResponse\(|registrationsCsvResponse\(/.test(read(route)), route).toBe(true);
    }
  });
});
