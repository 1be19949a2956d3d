#!/usr/bin/env bash
# Runs the test tiers (docs/decisions/037-browser-tests-on-postgresql.md):
#
#   unit         once, no database
#   integration  PGlite; PostgreSQL with DATABASE_URL; both side by side with TEST_POSTGRES_URL
#   build        once
#   faults       the built server killed, starved of its database and of disk (docs/reliability.md)
#   browser      with a PostgreSQL (TEST_POSTGRES_URL or DATABASE_URL): every flow and the
#                accessibility spec on PostgreSQL, where the factories write the world each test
#                needs while the server runs; with TEST_POSTGRES_URL (CI) or without any
#                database URL (a developer's PGlite-only run): the @pglite-smoke flows on the
#                embedded database the product starts on
#
# SKIP_E2E=1 skips the build, the fault tests and the browser tier, and says so. Each stage's duration is appended to
# $STAGE_TIMES when it is set (.ci/run prints them).
set -euo pipefail
cd "$(dirname "$0")/.."
# Node.js 24 first on PATH for every tier, when `npm test` was started by an older one.
. scripts/use-node.sh

STAGE_TIMES="${STAGE_TIMES:-}"
record() {
  local name="$1" seconds="$2"
  printf '   %s: %d min %02d s\n' "$name" $((seconds / 60)) $((seconds % 60))
  if [ -n "$STAGE_TIMES" ]; then printf '%s\t%d\n' "$name" "$seconds" >>"$STAGE_TIMES"; fi
}
# stage NAME COMMAND...: runs it and records how long it took.
stage() {
  local name="$1" started=$SECONDS
  shift
  echo "== $name"
  "$@"
  record "$name" $((SECONDS - started))
}
run_on() {
  local url="$1"
  shift
  if [ -n "$url" ]; then DATABASE_URL="$url" "$@"; else env -u DATABASE_URL "$@"; fi
}

stage "unit" npx vitest run --project unit

# Integration: one database, or both side by side. Each run prints its log when
# it ends, so the two never interleave; the slower one decides the stage's time.
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  logs="$(mktemp -d)"
  echo "== integration (PGlite and PostgreSQL side by side)"
  started=$SECONDS
  (
    s=$SECONDS
    # PGlite works in the test process itself (CPU), PostgreSQL mostly waits on its server: two
    # PGlite workers beside one PostgreSQL worker kept both cores busy (decision 037).
    run_on "" npx vitest run --project integration --maxWorkers=2 >"$logs/pglite.log" 2>&1
    echo $((SECONDS - s)) >"$logs/pglite.time"
  ) &
  pglite=$!
  (
    s=$SECONDS
    run_on "$TEST_POSTGRES_URL" npx vitest run --project integration >"$logs/postgres.log" 2>&1
    echo $((SECONDS - s)) >"$logs/postgres.time"
  ) &
  postgres=$!
  status=0
  wait $pglite || status=1
  echo "-- integration on PGlite"
  cat "$logs/pglite.log"
  wait $postgres || status=1
  echo "-- integration on PostgreSQL"
  cat "$logs/postgres.log"
  [ -f "$logs/pglite.time" ] && record "integration (PGlite)" "$(cat "$logs/pglite.time")"
  [ -f "$logs/postgres.time" ] && record "integration (PostgreSQL)" "$(cat "$logs/postgres.time")"
  record "integration (both, wall clock)" $((SECONDS - started))
  rm -rf "$logs"
  if [ $status -ne 0 ]; then
    echo "The integration tests failed (see above)." >&2
    exit 1
  fi
elif [ -n "${DATABASE_URL:-}" ]; then
  stage "integration (PostgreSQL)" npx vitest run --project integration
else
  # Alone on the machine, PGlite (CPU in the test process) uses both cores.
  stage "integration (PGlite)" npx vitest run --project integration --maxWorkers=2
fi

if [ "${SKIP_E2E:-}" = "1" ]; then
  echo "== build, fault tests and browser tests SKIPPED (SKIP_E2E=1)"
  exit 0
fi
# The browser: the headless shell from the npm package @sparticuz/chromium, unpacked by
# scripts/setup-tests.sh (decision 064); CHROMIUM_PATH=/usr/bin/chromium asks for Debian's.
if [ -z "${CHROMIUM_PATH:-}" ]; then
  if ! CHROMIUM_PATH="$(node scripts/headless-shell.mjs --check)"; then
    echo "Run scripts/setup-tests.sh, set CHROMIUM_PATH=/usr/bin/chromium, or set SKIP_E2E=1 to skip the browser tests." >&2
    exit 1
  fi
fi
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "No Chromium at $CHROMIUM_PATH: the browser tests cannot run." >&2
  echo "Install it with scripts/setup-tests.sh, or set SKIP_E2E=1 to skip them." >&2
  exit 1
fi
export CHROMIUM_PATH
echo "== browser: $("$CHROMIUM_PATH" --version 2>/dev/null || echo "$CHROMIUM_PATH")"
E2E_POSTGRES_URL="${TEST_POSTGRES_URL:-${DATABASE_URL:-}}"
if [ -n "$E2E_POSTGRES_URL" ] && ! node scripts/postgres-answers.mjs "$E2E_POSTGRES_URL"; then
  echo "No PostgreSQL answers at $E2E_POSTGRES_URL: the browser flows run on PostgreSQL (decision 037)." >&2
  exit 1
fi

stage "build" npx react-router build --logLevel warn
# The fault tests (docs/reliability.md): the built server killed mid-write, its PostgreSQL
# restarted under load, its upload disk full. PostgreSQL's parts need a database URL.
stage "faults (kill, database restart, disk full)" run_on "$E2E_POSTGRES_URL" npx vitest run --project faults
if [ -n "$E2E_POSTGRES_URL" ]; then
  stage "browser (PostgreSQL: every flow and page state)" run_on "$E2E_POSTGRES_URL" npx playwright test
fi
if [ -z "${DATABASE_URL:-}" ] || [ -n "${TEST_POSTGRES_URL:-}" ]; then
  stage "browser (PGlite: the @pglite-smoke flows)" run_on "" npx playwright test --grep @pglite-smoke
fi
if [ -z "$E2E_POSTGRES_URL" ]; then
  echo "== The other browser flows and the accessibility spec run on PostgreSQL, where the factories write each"
  echo "   test's world: TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npm test (what CI runs)."
fi
