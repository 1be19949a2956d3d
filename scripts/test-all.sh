#!/usr/bin/env bash
# Runs the test tiers (docs/decisions/037-browser-tests-on-postgresql.md):
#
#   unit         once, no database
#   build        once (the fault tests and the browser tier run it)
#   integration  PGlite; PostgreSQL with DATABASE_URL; both with TEST_POSTGRES_URL
#   faults       beside the integration tier: the built server killed, starved of its database
#                and of disk (docs/reliability.md)
#   browser      alone, once those have ended; with a
#                PostgreSQL (TEST_POSTGRES_URL or DATABASE_URL): every flow and the accessibility
#                spec on PostgreSQL, where the factories write the world each test needs while the
#                server runs; with TEST_POSTGRES_URL (CI) or without any database URL (a
#                developer's PGlite-only run): the @pglite-smoke flows on the embedded database the
#                product starts on, beside the integration tier
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
# timed NAME COMMAND...: runs it in the foreground, records how long it took, and remembers a
# failure for the end (what runs beside it is gathered and printed either way).
failed_stages=()
timed() {
  local name="$1" began=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  record "$name" $((SECONDS - began))
  [ $status -eq 0 ] || failed_stages+=("$name")
}
run_on() {
  local url="$1"
  shift
  if [ -n "$url" ]; then DATABASE_URL="$url" "$@"; else (unset DATABASE_URL && "$@"); fi
}

# Side by side: each run writes its log to a file and prints it when it ends, so logs never
# interleave; the slowest run decides the stage's time. `beside NAME COMMAND...` starts one,
# `gather STAGE STARTED` waits for every one started and fails if any did.
SIDE="$(mktemp -d)"
trap 'rm -rf "$SIDE"' EXIT
BESIDE_NAMES=()
BESIDE_PIDS=()
beside() {
  local name="$1" log="$SIDE/${#BESIDE_PIDS[@]}"
  shift
  (
    s=$SECONDS
    status=0
    "$@" >"$log.log" 2>&1 || status=$?
    echo $((SECONDS - s)) >"$log.time"
    exit $status
  ) &
  BESIDE_NAMES+=("$name")
  BESIDE_PIDS+=("$!")
}
gather() {
  local stage_name="$1" started="$2" failed=0 i
  for i in "${!BESIDE_PIDS[@]}"; do
    wait "${BESIDE_PIDS[$i]}" || failed=1
    echo "-- ${BESIDE_NAMES[$i]}"
    cat "$SIDE/$i.log"
    [ -f "$SIDE/$i.time" ] && record "${BESIDE_NAMES[$i]}" "$(cat "$SIDE/$i.time")"
  done
  BESIDE_NAMES=()
  BESIDE_PIDS=()
  record "$stage_name (wall clock)" $((SECONDS - started))
  if [ $failed -ne 0 ]; then
    echo "$stage_name: failed (see above)." >&2
    exit 1
  fi
}

if [ "${SKIP_E2E:-}" != "1" ]; then
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
fi

# The unit tests on both cores, and the build the fault tests and the browser tier run beside them.
echo "== unit$([ "${SKIP_E2E:-}" = "1" ] || echo ", and the build beside it")"
started=$SECONDS
beside "unit" npx vitest run --project unit --maxWorkers=2
[ "${SKIP_E2E:-}" = "1" ] || beside "build" npx react-router build --logLevel warn
gather "unit$([ "${SKIP_E2E:-}" = "1" ] || echo " and build")" "$started"

# The integration tier on one database or both, and the fault tests beside it. PGlite works in the
# test process (CPU), PostgreSQL's files mostly wait on its server, and the fault tests mostly wait
# on the servers they kill and restart (about 100 CPU-s in 160 s): side by side they keep both cores
# busy. The integration tier yields the CPU (nice 10): the fault tests time how fast a server
# drains, recovers and exits, and meet their deadlines on a quiet machine; the integration tier only
# takes longer. The browser tier waits for both: beside the integration tier it took 12-14 minutes
# where alone it takes 10 (its server shares the PostgreSQL where the integration files create and
# drop a database each, and a nice value does not reach PostgreSQL's own processes), so the side by
# side saved nothing (docs/performance-history.md, "Issue 41: the browser tier alone again").
# Every file has a database of its own, and the fault tests, the browser tier and its PGlite smoke
# flows each have ports (and a data folder) of their own.
echo "== integration$([ "${SKIP_E2E:-}" = "1" ] || echo ", the fault tests and the PGlite smoke flows beside it")"
started=$SECONDS
integration() { nice -n 10 npx vitest run --project integration --maxWorkers=2; }
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  beside "integration (PGlite)" run_on "" integration
  beside "integration (PostgreSQL)" run_on "$TEST_POSTGRES_URL" integration
elif [ -n "${DATABASE_URL:-}" ]; then
  beside "integration (PostgreSQL)" integration
else
  beside "integration (PGlite)" integration
fi
if [ "${SKIP_E2E:-}" = "1" ]; then
  gather "integration" "$started"
  echo "== build, fault tests and browser tests SKIPPED (SKIP_E2E=1)"
  exit 0
fi
# The fault tests (docs/reliability.md): the built server killed mid-write, its PostgreSQL
# restarted under load, its upload disk full. PostgreSQL's parts need a database URL. Beside them,
# yielding the CPU as the integration tier does: the fault test that is mostly a wait for the next
# minute (a chore once a slot, with two servers), and the @pglite-smoke flows on the embedded
# database the product starts on (ports and a results folder of their own). Beside the browser tier
# the two cost it 1 1/2 minutes (11:21 where alone it takes 9:51): nothing runs beside it now.
SLOT_TEST=tests/faults/chore-once-a-slot.test.ts
beside "faults (kill, database restart, disk full)" \
  run_on "$E2E_POSTGRES_URL" npx vitest run --project faults --exclude "$SLOT_TEST"
beside "faults (a chore once a slot)" \
  run_on "$E2E_POSTGRES_URL" nice -n 10 npx vitest run --project faults "$SLOT_TEST"
if [ -z "${DATABASE_URL:-}" ] || [ -n "${TEST_POSTGRES_URL:-}" ]; then
  beside "browser (PGlite: the @pglite-smoke flows)" \
    run_on "" env E2E_PORT=3700 E2E_OUTPUT_DIR=test-results/pglite-smoke \
    nice -n 10 npx playwright test --grep @pglite-smoke
fi
gather "integration, faults and smoke flows" "$started"

# The browser tier alone: its two workers keep both cores 95 % busy (playwright.config.ts), and
# anything beside it stretches its timed waits.
if [ -n "$E2E_POSTGRES_URL" ]; then
  timed "browser (PostgreSQL: every flow and page state)" run_on "$E2E_POSTGRES_URL" npx playwright test
fi
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "Failed: ${failed_stages[*]} (see above)." >&2
  exit 1
fi
if [ -z "$E2E_POSTGRES_URL" ]; then
  echo "== The other browser flows and the accessibility spec run on PostgreSQL, where the factories write each"
  echo "   test's world: TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npm test (what CI runs)."
fi
