#!/usr/bin/env bash
# Installs what the test tiers need on a fresh Debian machine: Node.js 24
# from the npm registry when the machine's is older (scripts/use-node.sh),
# Debian's Chromium (for Lighthouse and screenshots, and the libraries every
# Chromium needs), the npm packages, and the browser tier's headless shell,
# unpacked from the npm package @sparticuz/chromium (decision 064). No browser
# is ever downloaded from anywhere but the npm registry or Debian.
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
# Devanagari for the screenshots and the browser tier's pages: a Hindi page brings its own font
# (app/lib/i18n/devanagari.css), but the switcher's "हिन्दी" on an English page is drawn by the system's,
# which a phone has and a bare Debian lacks. Not needed for any test to pass, so a failure only warns.
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=hi 2>/dev/null)" ]; then
  echo "Installing Debian's fonts-noto-core (Devanagari)..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-core >/dev/null 2>&1 ||
    echo "Could not install fonts-noto-core: Devanagari on English pages shows as boxes here." >&2
fi
npm ci --no-audit --no-fund
# The first time for each version of the package: about 2 s, 200 MB under ~/.cache/rangmanch/.
if shell="$(node scripts/headless-shell.mjs)"; then
  echo "Browser tier: $shell"
else
  echo "No headless shell here: the browser tier needs CHROMIUM_PATH=/usr/bin/chromium." >&2
fi
