// The scripts' part of the routing, shared by next.config.mjs (its rewrites and redirects) and the
// app (lib/i18n/script.ts). Plain JavaScript because next.config.mjs imports it before anything is
// compiled.

/** The root segment app/[script]'s values: Latin at the site's own addresses, Cyrillic under /cir. */
export const SCRIPTS = ['lat', 'cir'];

/** The cookie that keeps a visitor's choice of the switch. */
export const SCRIPT_COOKIE = 'pismo';
