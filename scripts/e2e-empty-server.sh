#!/usr/bin/env bash
# The second browser-test server: the build made by e2e-server.sh, started on port 3201 over a new
# embedded database seeded without demo content, so tests see the built-in default texts and the
# empty states a fresh hosted install would show.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

export NEXT_TELEMETRY_DISABLED=1
PORT=$(( ${E2E_PORT:-3200} + 1 ))
export SITE_URL=http://localhost:$PORT
export DATABASE_URL=
export SEED_DEMO_CONTENT=false

rm -rf .data-e2e-empty
DATA_DIR=.data-e2e-empty exec npm start -- -p "$PORT"
