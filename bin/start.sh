#!/usr/bin/env bash
# npm start: sets up what is missing, builds, installs WordPress, seeds the demo data, then serves
# the site at http://127.0.0.1:8080 with a mail catcher and the fake card gateway (bin/fake-wspay.mjs,
# port KABELSHOP_GATEWAY_PORT, default 9080), until Ctrl-C (which stops everything it started).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
PORT="${KABELSHOP_PORT:-8080}"
SMTP_PORT="${KABELSHOP_SMTP_PORT:-1025}"
DB_NAME="${KABELSHOP_DB_NAME:-kabelshop}"
GATEWAY_PORT="${KABELSHOP_GATEWAY_PORT:-9080}"
export KABELSHOP_SMTP_PORT="$SMTP_PORT" KABELSHOP_GATEWAY_PORT="$GATEWAY_PORT" KABELSHOP_GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT"

bash "$ROOT/bin/setup.sh"
db_start
db -e "CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
KABELSHOP_DB_NAME="$DB_NAME" KABELSHOP_SITE_URL="http://127.0.0.1:$PORT" php "$ROOT/bin/wp-install.php"

# Seed again only when what the seed reads changed (keeps a second start under 15 s): the data, the
# demo assets and all theme PHP (the seeders call into importers, content types and demo-content
# classes; hashing only inc/*/Seeder.php missed edits of e.g. inc/Content/DemoContent.php).
# The gateway's port and key are part of what the seed writes (the payment settings).
seed_sum=$( (cd "$ROOT" && find data assets/demo inc bin/seed.php -type f 2>/dev/null | LC_ALL=C sort | xargs cat; echo "$GATEWAY_PORT $GATEWAY_SECRET") | sha1sum | cut -c1-40)
if [ "$(cat "$RUN_DIR/seed-$DB_NAME.stamp" 2>/dev/null)" != "$seed_sum" ]; then
  log "seeding demo content and catalogue"
  KABELSHOP_DB_NAME="$DB_NAME" KABELSHOP_SITE_URL="http://127.0.0.1:$PORT" php "$ROOT/bin/seed.php" | tee "$RUN_DIR/seed-$DB_NAME.out"
  echo "$seed_sum" > "$RUN_DIR/seed-$DB_NAME.stamp"
fi

# A previous run still serving (e.g. started detached) is replaced, not doubled.
serve_stop "$PORT"
MAIL_PID="$RUN_DIR/mailcatcher-$SMTP_PORT.pid"
[ -f "$MAIL_PID" ] && { kill -- -"$(cat "$MAIL_PID")" 2>/dev/null || true; }
setsid node "$ROOT/bin/mailcatcher.mjs" "$SMTP_PORT" "$MAIL_DIR" >"$RUN_DIR/mailcatcher.log" 2>&1 < /dev/null &
echo $! > "$MAIL_PID"
gateway_start "$GATEWAY_PORT" "http://127.0.0.1:$PORT" "$RUN_DIR/fake-wspay.log"
serve "$PORT" "$DB_NAME" "$RUN_DIR/server-$PORT.log"

stop() {
  log "stopping"
  serve_stop "$PORT"
  [ -f "$MAIL_PID" ] && { kill -- -"$(cat "$MAIL_PID")" 2>/dev/null || true; rm -f "$MAIL_PID"; }
  gateway_stop "$GATEWAY_PORT"
  db_stop
  exit 0
}
trap stop INT TERM

cat <<MSG

  Kabelshop runs at http://127.0.0.1:$PORT/
  wp-admin:        http://127.0.0.1:$PORT/wp-admin/   login admin / Kabelshop-Admin-2026
  demo customer:   kupac@kabelshop.test / KupacDemo2026 (approved business customer, 20 % discount)
  pending account: novi@kabelshop.test / NoviDemo2026 (waiting for approval: cannot order)
  content editor:  urednik@kabelshop.test / UrednikDemo2026 (wp-admin: news, team, FAQ, history, home, jobs, company data)
  mail catcher:    every e-mail WordPress sends lands in .run/mail/*.eml
  card gateway:    local fake WSPay at http://127.0.0.1:$GATEWAY_PORT/ (test card 4111 1111 1111 1111 approved,
                   4000 0000 0000 0002 declined; log .run/fake-wspay.log; docs/payments-gateway.md)
  Press Ctrl-C to stop the site, the mail catcher, the fake gateway and MariaDB.

MSG
if [ "${KABELSHOP_START_DETACH:-0}" = "1" ]; then trap - INT TERM; exit 0; fi
while kill -0 "$(cat "$RUN_DIR/server-$PORT.pid")" 2>/dev/null; do sleep 1; done
stop
