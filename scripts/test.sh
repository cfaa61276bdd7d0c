#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. TEST_DATABASE_URL adds the
# PostgreSQL run of the API tests, TEST_REDIS_URL the Redis rate-limit store (CI sets both).
# The e2e tests need Debian's headless Chromium at /usr/bin/chromium-headless-shell
# (scripts/chromium.ts); `npm run bench:lighthouse` needs the whole browser, /usr/bin/chromium.
# The proxy test (tests/api/proxy.test.ts, run with TEST_DATABASE_URL and TEST_REDIS_URL) needs
# Debian's nginx at /usr/sbin/nginx; it runs its own, so the package's service need not run.
# The Nu HTML Checker (tests/e2e/nu-html.spec.ts, the vnu-jar package) needs Java 11 or later.
# The PDF tests need poppler's pdftotext (poppler-utils).
set -euo pipefail
cd "$(dirname "$0")/.."

browser="${E2E_CHROME_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$browser" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Chromium's headless shell from Debian's packages for the browser tests…"
    # A new machine may have empty package lists.
    apt-get update -qq
    apt-get install -y -qq chromium-headless-shell </dev/null >/dev/null
  else
    cat >&2 <<'MESSAGE'
The browser tests need Chromium's headless shell at /usr/bin/chromium-headless-shell, and
installing it needs root. Run this once, then `npm test` again:

    sudo apt-get update && sudo apt-get install -y chromium-headless-shell

(Or point E2E_CHROME_PATH at another Chromium or Chrome binary.)
MESSAGE
    exit 1
  fi
fi

if ! command -v java >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Java from Debian's packages for the Nu HTML Checker…"
    apt-get update -qq
    apt-get install -y -qq default-jre-headless </dev/null >/dev/null
  else
    cat >&2 <<'MESSAGE'
The Nu HTML Checker (vnu-jar, in the browser tests) runs on Java, and installing it needs root.
Run this once, then `npm test` again:

    sudo apt-get update && sudo apt-get install -y default-jre-headless
MESSAGE
    exit 1
  fi
fi

if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ] && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing nginx from Debian's packages for the proxy test…"
    apt-get update -qq
    apt-get install -y -qq nginx </dev/null >/dev/null
  else
    cat >&2 <<'MESSAGE'
The proxy test runs Debian's nginx at /usr/sbin/nginx in front of two instances, and installing
it needs root. Run this once, then `npm test` again:

    sudo apt-get update && sudo apt-get install -y nginx

(Or leave TEST_DATABASE_URL or TEST_REDIS_URL unset: the proxy test needs both.)
MESSAGE
    exit 1
  fi
fi

# The PDF tests (tests/api/resources.test.ts) read the guides as a reader would, with poppler's pdftotext.
if ! command -v pdftotext >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing poppler-utils from Debian's packages for the PDF tests…"
    apt-get update -qq
    apt-get install -y -qq poppler-utils </dev/null >/dev/null
  else
    cat >&2 <<'MESSAGE'
The PDF tests read the product tour's guides with pdftotext, and installing it needs root. Run
this once, then `npm test` again:

    sudo apt-get update && sudo apt-get install -y poppler-utils
MESSAGE
    exit 1
  fi
fi

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck";          npm run typecheck
step "lint";               npm run lint
step "build";              npm run build
step "unit and API tests"; npm run test:unit
# Five kill -9s on each engine during a stream of writes, on the build made above (about a minute).
step "crash test";         npm run test:crash -- --kills 5
step "end-to-end tests";   npm run test:e2e
