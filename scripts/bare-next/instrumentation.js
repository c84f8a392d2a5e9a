// Turbopack looks for `instrumentation` at the workspace root too (this repository's, found by its
// lockfile) and would run the site's: open the site's database and start its background jobs in
// the framework's reference server. A hook of the app's own comes first and does nothing.
export function register() {}
