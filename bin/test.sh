#!/usr/bin/env bash
# npm test: the whole suite on a fresh test site. Stages: PHP lint, PHP_CodeSniffer (WPCS), PHPStan (level 6), rest-docs (generated REST docs and args up to date), PHPUnit (real WordPress, real
# MariaDB test database), TypeScript check, ESLint, Jest, Playwright in Debian's Chromium against
# the served test site, and the cluster stage (bin/cluster.sh on the test port, tests/cluster/).
# Ends with the failed tests by name and one line "N passed, N failed"; exit 1 when anything failed.
# Usage: bash bin/test.sh [all|php|js|e2e|cluster] [extra args for that runner]
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
set +e
STAGE="${1:-all}"; shift || true
# Several test sites can run side by side (e.g. two developers' runs): each has its own port, database and results.
PORT="${KABELSHOP_TEST_PORT:-8081}"
SMTP_PORT="${KABELSHOP_TEST_SMTP_PORT:-$((PORT - 7055))}"
DB_NAME="${KABELSHOP_TEST_DB:-kabelshop_test}"
RESULTS="$RUN_DIR/results-$PORT"
export KABELSHOP_TEST_RESULTS="${KABELSHOP_TEST_RESULTS:-test-results}"
export KABELSHOP_DB_NAME="$DB_NAME" KABELSHOP_SITE_URL="http://127.0.0.1:$PORT" KABELSHOP_SMTP_PORT="$SMTP_PORT"
export KABELSHOP_MAIL_DIR="$RUN_DIR/mail-test-$PORT" KABELSHOP_TEST_URL="http://127.0.0.1:$PORT"
# The fake card gateway of this test site (bin/fake-wspay.mjs): port PORT+1000 (9081 for 8081); the seed
# points the payment settings at it and the tests reach it at KABELSHOP_GATEWAY_URL.
GATEWAY_PORT="${KABELSHOP_TEST_GATEWAY_PORT:-$((PORT + 1000))}"
export KABELSHOP_GATEWAY_PORT="$GATEWAY_PORT" KABELSHOP_GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT"

bash "$ROOT/bin/setup.sh" || { echo "set-up failed"; echo "0 passed, 1 failed"; exit 1; }
rm -rf "$RESULTS"; mkdir -p "$RESULTS"
cd "$ROOT"

record() { # name passed failed
  echo "$1 $2 $3" >> "$RESULTS/counts"
  log "$1: $2 passed, $3 failed"
}

prepare_site() {
  db_start || return 1
  db -e "DROP DATABASE IF EXISTS \`$DB_NAME\`; CREATE DATABASE \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" || return 1
  php bin/wp-install.php || return 1
  php bin/seed.php > "$RESULTS/seed.out" || { cat "$RESULTS/seed.out"; return 1; }
}

start_site() {
  serve_stop "$PORT"
  [ -f "$RUN_DIR/mailcatcher-$PORT.pid" ] && kill -- -"$(cat "$RUN_DIR/mailcatcher-$PORT.pid")" 2>/dev/null
  rm -rf "$KABELSHOP_MAIL_DIR"; mkdir -p "$KABELSHOP_MAIL_DIR"
  setsid node bin/mailcatcher.mjs "$SMTP_PORT" "$KABELSHOP_MAIL_DIR" > "$RUN_DIR/mailcatcher-$PORT.log" 2>&1 < /dev/null &
  echo $! > "$RUN_DIR/mailcatcher-$PORT.pid"
  gateway_start "$GATEWAY_PORT" "$KABELSHOP_SITE_URL" "$RUN_DIR/fake-wspay-$PORT.log" || return 1
  serve "$PORT" "$DB_NAME" "$RUN_DIR/server-$PORT.log"
}

stop_site() {
  serve_stop "$PORT"
  [ -f "$RUN_DIR/mailcatcher-$PORT.pid" ] && kill -- -"$(cat "$RUN_DIR/mailcatcher-$PORT.pid")" 2>/dev/null
  rm -f "$RUN_DIR/mailcatcher-$PORT.pid"
  gateway_stop "$GATEWAY_PORT"
}
trap stop_site EXIT

stage_lint_php() {
  local pass=0 fail=0
  while IFS= read -r f; do
    if out=$(php -l "$f" 2>&1); then pass=$((pass+1)); else fail=$((fail+1)); echo "$out"; fi
  done < <(git ls-files --cached --others --exclude-standard '*.php')
  record "php-lint" "$pass" "$fail"
}

# docs/rest-api.md and src/lib/rest-args.json (the islands' zod limits) regenerated from the routes
# registered on the freshly installed site; fails when a committed file differs (run npm run docs:rest).
# PHP_CodeSniffer (WordPress Coding Standards, phpcs.xml.dist) and PHPStan (level 6, phpstan.neon.dist):
# one recorded result each, failed on any error or warning.
stage_phpcs() {
  if vendor/bin/phpcs -q --report=summary; then record "phpcs" 1 0; else vendor/bin/phpcs -q --report=emacs | head -60; record "phpcs" 0 1; fi
}

stage_phpstan() {
  if vendor/bin/phpstan analyse -c phpstan.neon.dist --no-progress --memory-limit=2G; then record "phpstan" 1 0; else record "phpstan" 0 1; fi
}

stage_rest_docs() {
  if php bin/rest-docs.php --check; then record "rest-docs" 1 0; else record "rest-docs" 0 1; fi
}

stage_phpunit() {
  # The object cache tests (tests/php/Cache) start their own redis-server: installed here so CI never skips them.
  apt_ensure redis-server php-redis || { record "phpunit(redis)" 0 1; return; }
  if ! prepare_site; then record "phpunit(setup)" 0 1; return; fi
  stage_rest_docs
  start_site || { record "phpunit(server)" 0 1; return; }
  vendor/bin/phpunit --log-junit "$RESULTS/phpunit.xml" "$@"
  node bin/test-count.mjs junit "$RESULTS/phpunit.xml" >> "$RESULTS/counts"
}

stage_tsc() {
  if npx tsc --noEmit -p tsconfig.json; then record "typescript" 1 0; else record "typescript" 0 1; fi
}

stage_eslint() {
  npx eslint -f json -o "$RESULTS/eslint.json" src tests/js tests/e2e tests/cluster bin/*.mjs bench/*.mjs
  npx eslint src tests/js tests/e2e tests/cluster bin/*.mjs bench/*.mjs >/dev/null 2>&1 || npx eslint src tests/js tests/e2e tests/cluster bin/*.mjs bench/*.mjs | tail -40
  node bin/test-count.mjs eslint "$RESULTS/eslint.json" >> "$RESULTS/counts"
}

stage_jest() {
  npx jest --ci --json --outputFile="$RESULTS/jest.json" "$@"
  node bin/test-count.mjs jest "$RESULTS/jest.json" >> "$RESULTS/counts"
}

stage_e2e() {
  # Always a freshly seeded site: the browser tests assert the demo site as npm start seeds it, not
  # what PHPUnit left behind (its test products, e.g. "NYM-J test KS-TEST-…" in 3x2,5, made the
  # quick order's "PP-Y 3x2,5" ambiguous in a full run).
  prepare_site || { record "e2e(setup)" 0 1; return; }
  start_site || { record "e2e(server)" 0 1; return; }
  PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" npx playwright test --reporter=list,json "$@"
  node bin/test-count.mjs playwright "$RESULTS/playwright.json" >> "$RESULTS/counts"
}

# The production stack (bin/cluster.sh: nginx with the page cache, PHP-FPM nodes 1 and 2, Redis) on the
# test port, on a freshly seeded site: the php -S site is stopped first (the WordPress URL is fixed to
# the port), the cluster is stopped after. Playwright specs of tests/cluster/ (playwright.cluster.config.ts).
stage_cluster() {
  prepare_site || { record "cluster(setup)" 0 1; return; }
  start_site || { record "cluster(server)" 0 1; return; }
  serve_stop "$PORT"
  if ! bash bin/cluster.sh up "$PORT"; then bash bin/cluster.sh stop "$PORT"; record "cluster(start)" 0 1; return; fi
  PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright-cluster.json" npx playwright test -c playwright.cluster.config.ts --reporter=list,json "$@"
  node bin/test-count.mjs playwright "$RESULTS/playwright-cluster.json" | sed 's/^playwright /cluster /' >> "$RESULTS/counts"
  bash bin/cluster.sh stop "$PORT"
}

case "$STAGE" in
  php) stage_lint_php; stage_phpcs; stage_phpstan; stage_phpunit "$@" ;;
  js) stage_tsc; stage_eslint; stage_jest "$@" ;;
  e2e) stage_e2e "$@" ;;
  cluster) stage_cluster "$@" ;;
  all) stage_lint_php; stage_phpcs; stage_phpstan; stage_phpunit; stage_tsc; stage_eslint; stage_jest; stage_e2e; stage_cluster ;;
  *) echo "usage: bash bin/test.sh [all|php|js|e2e|cluster] [runner args]"; exit 2 ;;
esac

node bin/test-count.mjs summary "$RESULTS/counts"
