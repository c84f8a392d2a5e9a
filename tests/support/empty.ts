/**
 * Stands in for `server-only` under vitest. The real package throws unless it is resolved with
 * React's `react-server` condition, which only Next's server bundler sets; tests import server
 * modules directly, so the guard has nothing to protect there.
 */
export {};
