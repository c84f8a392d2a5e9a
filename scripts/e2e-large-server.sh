#!/usr/bin/env bash
# The third browser-test server: the build made by e2e-server.sh, started on port 3202 over a new
# embedded database holding the demo and a slice of the large data set (scripts/e2e-large-seed.ts),
# so the paging specs see real second and third pages of every list.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export NEXT_TELEMETRY_DISABLED=1
PORT=$(( ${E2E_PORT:-3200} + 2 ))
export SITE_URL=http://localhost:$PORT
export DATABASE_URL=
export DATA_DIR=.data-e2e-large

rm -rf "$DATA_DIR"
npx --no-install tsx scripts/e2e-large-seed.ts
exec npm start -- -p "$PORT"
