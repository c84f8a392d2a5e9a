#!/usr/bin/env bash
# npm run test:e2e:postgres: the signed-in browser flows that touch the most code (the admin panel,
# one edit per tab; member sign-up, approval, messages, mentorship) against a server on PostgreSQL
# instead of the embedded PGlite, in a new database on the server TEST_DATABASE_URL points at
# (.ci/run starts one), dropped afterwards. Reuses the build that is there (`next build` first).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

: "${TEST_DATABASE_URL:?set TEST_DATABASE_URL to a PostgreSQL server the tests may create a database on}"
name="e2e_pg_$(date +%s)_$$"
database_url="${TEST_DATABASE_URL%/*}/$name"

psql "$TEST_DATABASE_URL" -qc "create database $name"
trap 'psql "$TEST_DATABASE_URL" -qc "drop database if exists $name with (force)" || true' EXIT

E2E_DATABASE_URL=$database_url E2E_REUSE_BUILD=1 npx --no-install playwright test --project=chromium \
  tests/e2e/admin \
  tests/e2e/members/signup-approval.spec.ts \
  tests/e2e/members/messages.spec.ts \
  tests/e2e/members/mentorship.spec.ts \
  tests/e2e/quality/get-never-writes.spec.ts
