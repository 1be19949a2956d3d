#!/usr/bin/env bash
# Runs every test tier: unit, integration (against PGlite, or PostgreSQL when
# DATABASE_URL is set), then the end-to-end tests in Chromium against a
# production build. SKIP_E2E=1 skips the browser tier, and says so.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== unit tests"
npx vitest run --project unit

echo "== integration tests (${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-PGlite})"
npx vitest run --project integration

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

echo "== end-to-end tests (${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-PGlite})"
npx playwright test
