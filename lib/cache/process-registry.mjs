// The process's singletons: the one place in app/, components/ and lib/ that touches `globalThis`
// (ESLint refuses it everywhere else, eslint.config.mjs).
//
// Why `globalThis` at all: one `next start` process runs the app's code from several bundles. The
// pages (the `ssr` chunks), the route handlers and server actions, `proxy.ts` and
// `instrumentation.ts` are separate module graphs, and each bundle that uses a module has its own
// copy of it: a production build holds the access memo's module in ten server chunks
// (`.next/server/chunks/` and `chunks/ssr/`). A module-level variable would be one per copy, so
// the database would be opened twice (two PGlite instances on one data directory corrupt it), and
// a memo forgotten by a route handler would still be remembered by the pages. The route cache
// handler (lib/cache/route-cache-handler.mjs) is outside every bundle: Next imports it from its
// path at run time. `globalThis` is the one object they all share, so each singleton lives there,
// under one key, in this file. `npm run dev` also reloads modules, and a singleton kept here
// survives that.
//
// Plain JavaScript (types in process-registry.d.mts) so that the route cache handler, which Next
// loads without compiling it, imports it like every TypeScript module does: no module reads the
// shared object by another way.
//
// A singleton's key is made by the one module that owns it (`processKey`), which gives it its type;
// the names, and who owns each, are `PROCESS_SINGLETONS` below. What is cached where and how each
// is invalidated: lib/cache/README.md.

/** Every singleton of the process: its name and the module that owns it (and alone makes its key). */
export const PROCESS_SINGLETONS = Object.freeze({
  appDatabase: 'lib/db/client.ts: the database handle, opened, migrated and seeded once',
  routeCacheTagVersions:
    'lib/cache/tag-versions.ts: the shared tag state the route cache, cached reads and process memos consult (installed by instrumentation.ts)',
  accessMemo: 'lib/cache/access-memo.ts: what signed-in pages remember',
  publicProcessMemos: 'lib/cache/cached.ts: the proxy’s process memos of public data',
  liveMessages: 'lib/members/live-messages.ts: the one subscription every live-message stream shares',
});

const REGISTRY = Symbol.for('app.processSingletons');

/** The one shared object: name → value. */
function registry() {
  globalThis[REGISTRY] ??= new Map();
  return globalThis[REGISTRY];
}

/** The key of a singleton named in `PROCESS_SINGLETONS`; its owner gives it its type. */
export function processKey(name) {
  if (!Object.hasOwn(PROCESS_SINGLETONS, name)) throw new Error(`Unknown process singleton: ${name}`);
  return Object.freeze({ name });
}

/** The singleton, made by `create` on first use in this process. */
export function processSingleton(key, create) {
  const values = registry();
  if (!values.has(key.name)) values.set(key.name, create());
  return values.get(key.name);
}

/** The singleton if one is installed (undefined otherwise); nothing is made. */
export function installedSingleton(key) {
  return registry().get(key.name);
}

/**
 * Installs `value` as the singleton, or with `undefined` takes it away (the next use makes a new
 * one). For what is installed at start (instrumentation.ts), dropped after a failure, and tests.
 */
export function installSingleton(key, value) {
  if (value === undefined) registry().delete(key.name);
  else registry().set(key.name, value);
}
