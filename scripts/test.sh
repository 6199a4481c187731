#!/usr/bin/env bash
# `npm test`: the one gate. Type check, lint with zero warnings, build, then every vitest
# project (shared, api, web, extension, e2e in Chromium) under Bun. Ends with
# a plain "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
bash scripts/ensure-chromium.sh

echo "== type check"
npx tsc --noEmit -p .
echo "== lint"
npx biome ci --error-on-warnings .
echo "== build"
npm run build --silent
echo "== tests"
mkdir -p dist
status=0
node_modules/.bin/bun --bun node_modules/.bin/vitest run --reporter=default --reporter=json \
  --outputFile.json=dist/test-results.json "$@" || status=$?
echo "npm test took $(( $(date +%s) - started )) s"
node scripts/test-summary.mjs dist/test-results.json || status=1
exit $status
