#!/usr/bin/env bash
# The server the browser tests run against (started by playwright.config.ts): a production build,
# then `npm start` (with its heap limits) on port 3200 over a brand-new embedded database in .data-e2e, so every run
# starts from the same seeded demo content and default admin.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export NEXT_TELEMETRY_DISABLED=1
PORT=$(( ${E2E_PORT:-3200} + 0 ))
export SITE_URL=http://localhost:$PORT
# Browser tests always run the embedded mode, even when a developer's .env points at a hosted
# database: an empty value wins over .env files and lib/env.ts reads it as unset.
export DATABASE_URL=

rm -rf .data-e2e
npx --no-install next build
DATA_DIR=.data-e2e exec npm start -- -p "$PORT"
