#!/usr/bin/env bash
# The server the browser tests run against (started by playwright.config.ts): a production build,
# then `npm start` (with its heap limits) on port 3200 over a brand-new embedded database in .data-e2e, so every run
# starts from the same seeded demo content and default admin; with E2E_DATABASE_URL, over that
# PostgreSQL database instead (scripts/e2e-postgres.sh).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export NEXT_TELEMETRY_DISABLED=1
PORT=$(( ${E2E_PORT:-3200} + 0 ))
export SITE_URL=http://localhost:$PORT
if [[ -n "${E2E_DATABASE_URL:-}" ]]; then
  # npm run test:e2e:postgres: the same demo (content, members, the documented admin) on PostgreSQL.
  export DATABASE_URL=$E2E_DATABASE_URL SEED_DEMO_CONTENT=true
  export ADMIN_EMAIL=admin@zajednica.local ADMIN_PASSWORD=admin-zajednica-2024
else
  # Browser tests run the embedded mode, even when a developer's .env points at a hosted
  # database: an empty value wins over .env files and lib/env.ts reads it as unset.
  export DATABASE_URL=
fi

rm -rf .data-e2e
# E2E_REUSE_BUILD: serve the build that is there (CI builds once for the whole suite).
if [[ -z "${E2E_REUSE_BUILD:-}" || ! -f .next/BUILD_ID ]]; then
  npx --no-install next build
fi
DATA_DIR=.data-e2e exec npm start -- -p "$PORT"
