#!/usr/bin/env bash
# What docs/architecture.md's "One shape each" counts, the same way before and after a change:
#   bash scripts/measure-house.sh [checkout]   (default: this one)
# Per-kind tables: files with an object keyed by all three posting kinds (audition:, job:, project:).
# Hand-written refusals: `data({ ok: false` in app/. Fuzz spec: lines of tests/integration/fuzz-actions.test.ts.
# console.*: calls in app/ and server/ outside tests.
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
# An action that picks its intent by hand: `intent === "x"`, `get("intent") === "x"` or `switch (intent)`
# (a page reading which form is pending, `navigation.formData?.get("intent")`, is not one).
chains=$(grep -rnE '(\bintent|get\("intent"\)) (===|!==) "|switch \((\w+\.)?intent\)' app/routes | grep -v navigation |
  cut -d: -f1 | sort -u)
echo "route files that pick an intent by hand: $(printf '%s' "$chains" | grep -c . || true)"
printf '%s\n' "$chains" | sed '/^$/d; s/^/  by hand: /'
echo "fuzz spec lines: $(wc -l < tests/integration/fuzz-actions.test.ts)"
echo "console.* calls in app/ and server/ (not tests): $(grep -rnE '\bconsole\.(log|info|warn|error|debug)\(' app server --include=*.ts --include=*.tsx | grep -vc '\.test\.' || true)"
