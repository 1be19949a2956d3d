#!/usr/bin/env bash
# What docs/architecture.md's "One shape each" counts, the same way before and after a change:
#   bash scripts/measure-house.sh [checkout]   (default: this one)
# Per-kind tables: files with an object keyed by all three posting kinds (audition:, job:, project:).
# Hand-written refusals: `data({ ok: false` in app/. Intent if-chains: route files that branch on
# `intent === "..."`. Fuzz spec: lines of tests/integration/fuzz-actions.test.ts. console.*: calls in
# app/ and server/ outside tests.
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
tables=0
for file in $(grep -rlE '^\s*audition\s*:' app | sort); do
  if grep -qE '^\s*job\s*:' "$file" && grep -qE '^\s*project\s*:' "$file"; then
    tables=$((tables + 1))
    echo "  per-kind table: $file"
  fi
done
echo "per-kind table files: $tables"
echo "hand-written data({ ok: false replies: $(grep -rn 'data({ ok: false' app | wc -l)"
echo "route files with intent if-chains: $(grep -rlE 'intent === "' app/routes | wc -l)"
echo "fuzz spec lines: $(wc -l < tests/integration/fuzz-actions.test.ts)"
echo "console.* calls in app/ and server/ (not tests): $(grep -rnE '\bconsole\.(log|info|warn|error|debug)\(' app server --include=*.ts --include=*.tsx | grep -vc '\.test\.' || true)"
