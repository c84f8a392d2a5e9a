import { CYRILLIC_PREFIX } from '@/lib/i18n/script';

import table from './route-table.json';

interface KnownRoutes {
  patterns: RegExp[];
  /** Files under public/ (`/images/logo.svg`), which Next serves without a route. */
  publicFiles: Set<string>;
}

/** A page or route handler file of the App Router (`page.tsx`, `route.ts`, …). */
const ROUTE_FILE = /^(page|route)\.(tsx?|jsx?|mjs)$/;

/** Metadata files and the URL each is served at, in its folder. */
const METADATA_FILES: [RegExp, string][] = [
  [/^robots\.(tsx?|jsx?|txt)$/, 'robots.txt'],
  [/^sitemap\.(tsx?|jsx?|xml)$/, 'sitemap.xml'],
  [/^manifest\.(tsx?|jsx?|json|webmanifest)$/, 'manifest.webmanifest'],
  [/^favicon\.ico$/, 'favicon.ico'],
];

/** The URL segment a file adds to its folder's path: '' for a page or route, a name for metadata, null for neither. */
function servedAs(fileName: string): string | null {
  if (ROUTE_FILE.test(fileName)) return '';
  return METADATA_FILES.find(([file]) => file.test(fileName))?.[1] ?? null;
}

let known: KnownRoutes | undefined;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The URL pattern of one route file, by the App Router's documented folder conventions: route
 * groups `(name)` and parallel slots `@name` add nothing to the URL, `[name]` is one segment,
 * `[...name]` one or more, `[[...name]]` zero or more; `_private` folders are not routes.
 */
export function routePattern(file: string): RegExp | null {
  const folders = file.split('/');
  const served = servedAs(folders.pop() ?? '');
  if (served === null || folders.some((folder) => folder.startsWith('_'))) return null;
  // The root segment app/[script]: Latin at the site's own paths, Cyrillic under /cir (docs/i18n.md).
  const inScripts = folders[0] === '[script]';
  if (inScripts) folders.shift();
  // app/[script]/[...unknown]: the 404 page of every address no route answers, not a route itself.
  if (inScripts && folders.length === 1 && /^\[\.\.\..+\]$/.test(folders[0] ?? '')) return null;
  let pattern = '';
  for (const folder of folders) {
    if (/^\(.*\)$/.test(folder) || folder.startsWith('@')) continue;
    if (/^\[\[\.\.\..+\]\]$/.test(folder)) pattern += '(?:/[^/]+)*';
    else if (/^\[\.\.\..+\]$/.test(folder)) pattern += '(?:/[^/]+)+';
    else if (/^\[.+\]$/.test(folder)) pattern += '/[^/]+';
    else pattern += `/${escapeRegExp(folder)}`;
  }
  if (served) pattern += `/${escapeRegExp(served)}`;
  if (inScripts)
    return new RegExp(
      pattern ? `^(?:${escapeRegExp(CYRILLIC_PREFIX)})?${pattern}$` : `^(?:/|${escapeRegExp(CYRILLIC_PREFIX)})$`,
    );
  return new RegExp(`^${pattern || '/'}$`);
}

/** The route table made when the build started (lib/site/route-table.mjs), as URL patterns. */
function loadKnownRoutes(): KnownRoutes {
  return {
    patterns: table.routeFiles.map(routePattern).filter((pattern): pattern is RegExp => pattern !== null),
    publicFiles: new Set(table.publicFiles.map((file) => `/${file}`)),
  };
}

/**
 * Whether any page or route handler answers this path. proxy.ts logs the misses (the spec wants
 * every unknown URL logged) because the 404 page itself must stay prerendered: a not-found page
 * that read the request would make every page of the site render per request. The routes come
 * from the app's own folders, listed when the build started (never from Next's build manifests,
 * whose format is Next's private business). The development server lists them when it starts: a
 * page added while it runs counts as unknown until it is restarted.
 */
export function isKnownRoute(pathname: string): boolean {
  known ??= loadKnownRoutes();
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return known.publicFiles.has(route) || known.patterns.some((pattern) => pattern.test(route));
}
