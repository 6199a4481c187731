#!/usr/bin/env bash
# The Debian packages the tests use, in one list: `npm test` runs this first, so the README's
# command alone passes on a fresh machine (CI adds nothing to it). Missing ones are installed
# with apt-get when we are root; otherwise we stop with the exact command to run.
set -euo pipefail

packages=(
  # The end-to-end tests and the bench drive Debian's Chromium at /usr/bin/chromium.
  chromium
  # The reading journeys run in Firefox too (tests/e2e/firefox-reading.test.ts and
  # tests/e2e/firefox-reading-scripts.test.ts): Debian's ESR at /usr/bin/firefox-esr.
  firefox-esr
  # The local translation engine's tests, and the end-to-end ones that see "linterna" arrive,
  # translate English to Spanish with Apertium (which brings the `apertium` program)…
  apertium-eng-spa
  # …and English to French with a FreeDict dictionary (/usr/share/dictd).
  dict-freedict-eng-fra
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ]; then
  echo "Installing the Debian packages the tests use: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The tests need these Debian packages: ${missing[*]}. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
