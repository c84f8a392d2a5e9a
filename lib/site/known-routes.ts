import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { log } from '@/lib/log';

interface RoutesManifest {
  staticRoutes: { page: string }[];
  dynamicRoutes: { regex: string }[];
}

interface KnownRoutes {
  pages: Set<string>;
  patterns: RegExp[];
  /** Files under public/ (`/images/logo.svg`), which Next serves without a route. */
  publicFiles: Set<string>;
}

let known: KnownRoutes | null | undefined;

/** The build's own route table (`.next/routes-manifest.json`), read once; null when absent (dev). */
function loadKnownRoutes(): KnownRoutes | null {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(process.cwd(), '.next', 'routes-manifest.json'), 'utf8'),
    ) as RoutesManifest;
    const publicDir = path.join(process.cwd(), 'public');
    const publicFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
      );
    return {
      pages: new Set(manifest.staticRoutes.map((route) => route.page)),
      patterns: manifest.dynamicRoutes.map((route) => new RegExp(route.regex)),
      publicFiles: new Set(publicFiles),
    };
  } catch (error) {
    log.warn('routes.manifest_unavailable', { error });
    return null;
  }
}

/**
 * Whether any page or route handler answers this path. proxy.ts logs the misses (the spec wants
 * every unknown URL logged) because the 404 page itself must stay prerendered: a not-found page
 * that read the request would make every page of the site render per request. Without a build
 * manifest (development) every path counts as known and nothing is logged.
 */
export function isKnownRoute(pathname: string): boolean {
  if (known === undefined) known = loadKnownRoutes();
  if (!known) return true;
  const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (
    known.pages.has(route) || known.publicFiles.has(route) || known.patterns.some((pattern) => pattern.test(route))
  );
}
