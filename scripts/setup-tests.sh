#!/usr/bin/env bash
# Installs what the test tiers need on a fresh Debian machine: Node.js 24
# from the npm registry when the machine's is older (scripts/use-node.sh),
# Debian's Chromium (never a downloaded browser) and the npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/use-node.sh

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
npm ci --no-audit --no-fund
