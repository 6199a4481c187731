#!/usr/bin/env bash
# `npm test`: the one gate. Type check, lint with zero warnings, build, web-ext lint of the
# Firefox build, then every vitest project (shared, api, web, extension, e2e in Chromium) under
# Bun. Ends with a plain "N passed, N failed" line. With STRESS=1 (`npm run test:stress`) it
# runs only the long suites (fuzzing, crash rounds), which need no build.
#
# One runner: vitest.config.ts orders its files. Running the end-to-end files in a second runner
# beside the rest was tried (2026-11-26) and gave the same 945 s on two cores: the tests are
# bound by the processor, and the load doubled every test's time.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
mkdir -p dist
# Every Debian package a test uses (Chromium, the offline translation data): installed here, so
# `npm test` alone passes on a fresh machine.
bash scripts/ensure-test-packages.sh

if [ "${STRESS:-}" = "1" ]; then
  projects=(--project stress)
  report=dist/stress-results.json
else
  # The type check uses one core for half a minute: it runs beside the lint and the builds, which
  # leave the other core mostly free, and its verdict is read before any test starts.
  echo "== type check (beside the lint and the build)"
  typecheck_log=$(mktemp)
  npx tsc --noEmit -p . >"$typecheck_log" 2>&1 &
  typecheck=$!
  echo "== lint"
  npx biome ci --error-on-warnings .
  echo "== build"
  node scripts/build-if-stale.mjs
  echo "== lint the Firefox build (web-ext)"
  # Offline (no update check, no config files picked up) and with the store's rules; an error fails
  # the gate. The two warnings about innerHTML are React's own code in the shared vendor chunk.
  NO_UPDATE_NOTIFIER=1 npx web-ext lint --source-dir dist/extension/firefox-mv3 \
    --no-config-discovery --boring
  echo "== type check's verdict"
  if ! wait "$typecheck"; then
    cat "$typecheck_log"
    rm -f "$typecheck_log"
    exit 1
  fi
  rm -f "$typecheck_log"
  projects=(--project shared --project api --project web --project extension --project e2e)
  report=dist/test-results.json
fi

echo "== tests"
rm -f "$report" "${report%.json}-timings.json"
status=0
node_modules/.bin/bun --bun node_modules/.bin/vitest run --reporter=default --reporter=json \
  --reporter=./scripts/timings-reporter.mjs \
  --outputFile.json="$report" "${projects[@]}" "$@" || status=$?
echo "took $(( $(date +%s) - started )) s"
node scripts/test-summary.mjs "$report" || status=1
exit $status
