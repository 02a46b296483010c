#!/usr/bin/env bash
# The journeys run in Debian's Chromium (never a downloaded browser build). Install it when missing.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then
  echo "Chromium: $("$path" --version 2>/dev/null || echo present)"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $path; install Debian's 'chromium' package (apt-get install chromium) and rerun." >&2
  exit 1
fi
echo "Installing Debian's chromium package…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$path" --version
