// The route table proxy.ts checks paths against (lib/site/known-routes.ts): the page and route
// files of `app/` and the files of `public/`, as paths relative to their folder. Made when a build
// or the development server starts (next.config.mjs calls `writeRouteTable`), so the proxy bundle
// carries it: a deployment with only `.next` knows its routes, and nothing reads folders at run
// time. Plain JavaScript because next.config.mjs imports it before anything is compiled.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the table is written; committed, and checked against the folders by tests/unit/known-routes.test.ts. */
export const ROUTE_TABLE_FILE = 'lib/site/route-table.json';

/** A page or route handler of the App Router, or a metadata file, which the URL patterns consider. */
const ROUTE_FILE =
  /(^|\/)(page|route|robots|sitemap|manifest)\.(tsx?|jsx?|mjs|txt|xml|json|webmanifest)$|(^|\/)favicon\.ico$/;

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The table of the checkout at `root`. */
export function scanRouteTable(root) {
  return {
    routeFiles: filesUnder(path.join(root, 'app')).filter((file) => ROUTE_FILE.test(file)),
    publicFiles: filesUnder(path.join(root, 'public')),
  };
}

/** Writes the table of the checkout at `root`, only when it changed (a build never touches an unchanged file). */
export function writeRouteTable(root) {
  const file = path.join(root, ROUTE_TABLE_FILE);
  const text = `${JSON.stringify(scanRouteTable(root), null, 2)}\n`;
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // First run: no table yet.
  }
  if (current !== text) writeFileSync(file, text);
}
