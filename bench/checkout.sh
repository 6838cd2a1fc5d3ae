#!/usr/bin/env bash
# Checkout under load (issue 16): 20 concurrent buyers, p95 <= 300 ms, every order correct.
# Builds (once) the BENCH database kabelshop_bench_checkout from a freshly seeded site, creates the
# buyers (bench/checkout.php setup), serves it with PHP's built-in server (bin/lib.sh serve(): 4
# workers, opcache on as php-fpm has it) on 127.0.0.1:8193 with a local mail catcher on 1193 (the
# confirmation mails go over SMTP as in production), runs bench/checkout.mjs and checks every order
# in the database (bench/checkout.php verify).
# With a BASE_URL argument it measures that site instead (e.g. bin/cluster.sh's stack); that site
# must serve the database named by KABELSHOP_BENCH_DB (a kabelshop_bench_* one), which setup and
# verify use.
# The confirmation mails go where KABELSHOP_ORDER_MAIL says (Commerce\OrderMailQueue: after_response,
# the default, is inline on PHP's built-in server; queue leaves them to WP-Cron); verify sends what is
# still queued, as the cron would, and checks that each order has its mails in the catcher's folder
# (MAILDIR; with a BASE_URL set MAILDIR and MAILPORT to that site's catcher, or MAILDIR= to skip).
# Usage: bash bench/checkout.sh [BASE_URL]   Env: BUYERS (20), ROUNDS (5), REBUILD=1, KABELSHOP_ORDER_MAIL.
source "$(dirname "${BASH_SOURCE[0]}")/../bin/lib.sh"
cd "$ROOT"
BUYERS="${BUYERS:-20}"
ROUNDS="${ROUNDS:-5}"
NAME="${KABELSHOP_BENCH_DB:-kabelshop_bench_checkout}"
PORT=8193
SMTP=1193
OUT="$RUN_DIR/bench-checkout"
mkdir -p "$OUT"
db_start
have=$(db -N -e "SELECT COUNT(*) FROM \`$NAME\`.wp_kabelshop_articles" 2>/dev/null || echo 0)
if [ "${REBUILD:-}" = 1 ] || [ "$have" = 0 ]; then
  log "building $NAME"
  db -e "DROP DATABASE IF EXISTS \`$NAME\`; CREATE DATABASE \`$NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
  KABELSHOP_DB_NAME="$NAME" php bin/wp-install.php
  KABELSHOP_DB_NAME="$NAME" php bin/seed.php >/dev/null
fi
KABELSHOP_DB_NAME="$NAME" php bench/checkout.php setup "$BUYERS" > "$OUT/setup.json"

if [ "$#" -gt 0 ]; then
  BASE="$1"; LABEL="the site at $1 (database $NAME, confirmation mails as that site's KABELSHOP_ORDER_MAIL says)"
else
  # The bench's own server queues the confirmation mails (KABELSHOP_ORDER_MAIL=queue, the setting
  # docs/checkout.md advises for production) unless told otherwise.
  export KABELSHOP_ORDER_MAIL="${KABELSHOP_ORDER_MAIL:-queue}"
  BASE="http://127.0.0.1:$PORT"; LABEL="PHP built-in server, 4 workers, opcache on, database $NAME, confirmation mails: KABELSHOP_ORDER_MAIL=$KABELSHOP_ORDER_MAIL (SMTP to a local catcher)"
  mkdir -p "$RUN_DIR/bench-php" "$RUN_DIR/mail-bench"
  printf 'opcache.enable_cli=1\nopcache.file_cache=%s\n' "$RUN_DIR/bench-php/opcache" > "$RUN_DIR/bench-php/opcache.ini"; mkdir -p "$RUN_DIR/bench-php/opcache"
  cleanup() { serve_stop "$PORT"; [ -f "$RUN_DIR/mailcatcher-$SMTP.pid" ] && kill -- -"$(cat "$RUN_DIR/mailcatcher-$SMTP.pid")" 2>/dev/null; rm -f "$RUN_DIR/mailcatcher-$SMTP.pid"; }
  trap cleanup EXIT
  serve_stop "$PORT"
  setsid node bin/mailcatcher.mjs "$SMTP" "$RUN_DIR/mail-bench" > "$RUN_DIR/mailcatcher-$SMTP.log" 2>&1 < /dev/null &
  echo $! > "$RUN_DIR/mailcatcher-$SMTP.pid"
  KABELSHOP_SMTP_PORT="$SMTP" PHP_INI_SCAN_DIR=":$RUN_DIR/bench-php" serve "$PORT" "$NAME" "$RUN_DIR/server-$PORT.log"
fi
node bench/checkout.mjs "$BASE" "$OUT/setup.json" "$OUT/run.json" --rounds "$ROUNDS" --label "$LABEL"
KABELSHOP_DB_NAME="$NAME" KABELSHOP_SMTP_PORT="${MAILPORT:-$SMTP}" php bench/checkout.php verify "$OUT/run.json" "${MAILDIR-$RUN_DIR/mail-bench}"
