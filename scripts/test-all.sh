#!/usr/bin/env bash
# Runs every test tier. Unit tests need no database and run once. The
# integration and end-to-end tiers run on PGlite (the default), or on
# PostgreSQL when DATABASE_URL is set, or on both when TEST_POSTGRES_URL is
# set (what CI does: docs/decisions/024-test-tiers-and-databases.md).
# SKIP_E2E=1 skips the browser tier, and says so.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each entry: a label and the DATABASE_URL for it ("" is PGlite).
labels=()
urls=()
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  labels+=("PGlite" "PostgreSQL")
  urls+=("" "$TEST_POSTGRES_URL")
elif [ -n "${DATABASE_URL:-}" ]; then
  labels+=("PostgreSQL")
  urls+=("$DATABASE_URL")
else
  labels+=("PGlite")
  urls+=("")
fi

run_on() {
  local url="$1"
  shift
  if [ -n "$url" ]; then
    DATABASE_URL="$url" "$@"
  else
    env -u DATABASE_URL "$@"
  fi
}

echo "== unit tests"
npx vitest run --project unit

for i in "${!labels[@]}"; do
  echo "== integration tests (${labels[$i]})"
  run_on "${urls[$i]}" npx vitest run --project integration
done

if [ "${SKIP_E2E:-}" = "1" ]; then
  echo "== end-to-end tests SKIPPED (SKIP_E2E=1)"
  exit 0
fi
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "No Chromium at $CHROMIUM_PATH: the end-to-end tests cannot run." >&2
  echo "Install it with scripts/setup-tests.sh (apt-get install chromium), or set SKIP_E2E=1 to skip them." >&2
  exit 1
fi

echo "== build"
npx react-router build >/dev/null

for i in "${!labels[@]}"; do
  if [ -n "${TEST_POSTGRES_URL:-}" ] && [ "${labels[$i]}" = "PostgreSQL" ]; then
    # The second database runs the tests tagged in tests/e2e/tags.ts (decision 024): the browser
    # flows whose server-side path differs by database. DATABASE_URL=... npm test runs them all.
    echo "== end-to-end tests (${labels[$i]}: the @both-databases flows)"
    run_on "${urls[$i]}" npx playwright test --grep @both-databases
  else
    echo "== end-to-end tests (${labels[$i]})"
    run_on "${urls[$i]}" npx playwright test
  fi
done
