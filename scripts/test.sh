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

if [ "${STRESS:-}" = "1" ]; then
  projects=(--project stress)
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
  projects=(--project shared --project api --project web --project extension --project e2e)
  report=dist/test-results.json
fi

echo "== tests"
rm -f "$report"
status=0
node_modules/.bin/bun --bun node_modules/.bin/vitest run --reporter=default --reporter=json \
  --outputFile.json="$report" "${projects[@]}" "$@" || status=$?
echo "took $(( $(date +%s) - started )) s"
node scripts/test-summary.mjs "$report" || status=1
exit $status
