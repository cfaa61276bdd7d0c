#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. TEST_DATABASE_URL adds the
# PostgreSQL run of the API tests (CI sets it). The e2e tests need Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Chromium from Debian's packages for the browser tests…"
    apt-get install -y chromium >/dev/null
  else
    echo "The browser tests need /usr/bin/chromium: run 'sudo apt-get install -y chromium'." >&2
    exit 1
  fi
fi

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck";        npm run typecheck
step "lint";             npm run lint
step "build";            npm run build
step "unit and API tests"; npm run test:unit
step "end-to-end tests"; npm run test:e2e
