#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium. Install it when missing and we are root;
# otherwise stop with the exact command to run.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The end-to-end tests need Chromium at /usr/bin/chromium. Install it with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
