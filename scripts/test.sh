#!/usr/bin/env bash
# `npm test`: the one gate. Type check, lint with zero warnings, build, web-ext lint of the
# Firefox build, then every vitest project (shared, api, web, extension, e2e in Chromium) under
# Bun. Ends with a plain "N passed, N failed" line. With STRESS=1 (`npm run test:stress`) it
# runs only the long suites (fuzzing, crash rounds), which need no build.
#
# Two runners at once: the end-to-end files (one at a time, a server and a Chromium each) beside
# the rest (shared, web and extension two at a time, then the API's one at a time). One runner
# would run its end-to-end files only after all the others, which made the gate twice as long.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
mkdir -p dist

if [ "${STRESS:-}" = "1" ]; then
  report=dist/stress-results.json
else
  bash scripts/ensure-chromium.sh
  echo "== type check"
  npx tsc --noEmit -p .
  echo "== lint"
  npx biome ci --error-on-warnings .
  echo "== build"
  node scripts/build-if-stale.mjs
  echo "== lint the Firefox build (web-ext)"
  # Offline (no update check, no config files picked up) and with the store's rules; an error fails
  # the gate. The two warnings about innerHTML are React's own code in the shared vendor chunk.
  NO_UPDATE_NOTIFIER=1 npx web-ext lint --source-dir dist/extension/firefox-mv3 \
    --no-config-discovery --boring
  report=dist/test-results.json
fi

run_vitest() { # report file, then vitest's arguments
  local out=$1
  shift
  node_modules/.bin/bun --bun node_modules/.bin/vitest run --reporter=default --reporter=json \
    --outputFile.json="$out" "$@"
}

echo "== tests"
status=0
if [ "${STRESS:-}" = "1" ]; then
  rm -f "$report"
  run_vitest "$report" --project stress "$@" || status=$?
  reports=("$report")
else
  e2e_report=dist/e2e-results.json
  rm -f "$report" "$e2e_report"
  # A file named on the command line belongs to one of the two runners: the other finds none.
  some=()
  [ $# -gt 0 ] && some=(--passWithNoTests)
  # In a subshell, so that `wait` answers the runner's status (pipefail), not sed's.
  (run_vitest "$e2e_report" --project e2e "${some[@]}" "$@" 2>&1 | sed -u 's/^/[e2e] /') &
  e2e=$!
  run_vitest "$report" --project shared --project api --project web --project extension "${some[@]}" "$@" ||
    status=$?
  wait "$e2e" || status=$?
  reports=("$report" "$e2e_report")
fi
echo "took $(( $(date +%s) - started )) s"
node scripts/test-summary.mjs "${reports[@]}" || status=1
exit $status
