import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { csvResponse, downloadResponse } from '@/lib/csv';

/**
 * One shape for the panel's guards and downloads (docs/admin.md "Uloge"): every page below /admin
 * calls `requireAdmin(capability, next)`, /admin itself `getAdminAccess()` (it shows the spec's
 * 'Admin Pristup' card in place instead of redirecting); every route handler of the panel answers
 * through `adminRouteDenial`; every CSV response is `csvResponse`, which with the member's JSON
 * export goes through `downloadResponse` (lib/csv.ts: attachment, no-store, nosniff), the one place
 * that writes `text/csv`.
 */

function filesUnder(folder: string, name: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(path.basename(file)))
    .map((file) => path.join(folder, file));
}

const ADMIN = 'app/[script]/(admin)/admin';
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

  it('only csvResponse writes a CSV response; it and the JSON export are uncached, unsniffed attachments', () => {
    const sources = [...filesUnder('app', /\.tsx?$/), ...filesUnder('lib', /\.tsx?$/)];
    expect(sources.filter((file) => read(file).includes('text/csv'))).toEqual(['lib/csv.ts']);
    const csv = csvResponse('a,b\r\n', 'prijave.csv');
    expect(Object.fromEntries(csv.headers)).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="prijave.csv"',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const json = downloadResponse('{}', 'application/json; charset=utf-8', 'moji-podaci.json');
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('content-disposition')).toBe('attachment; filename="moji-podaci.json"');
    const csvRoutes = filesUnder('app', /^route\.ts$/).filter((file) => /csv/i.test(file + read(file)));
    expect(csvRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of csvRoutes) {
      expect(/\b(?:csvResponse|registrationsCsvResponse|downloadResponse)\(/.test(read(route)), route).toBe(true);
    }
  });
});
