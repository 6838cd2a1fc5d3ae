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

site_prepare "$PORT" "$DB_NAME" "$GATEWAY_PORT"

# A previous run still serving (e.g. started detached) is replaced, not doubled; so is a cluster
# (npm run start:cluster) on this port.
serve_stop "$PORT"
[ -d "$RUN_DIR/cluster-$PORT" ] && bash "$ROOT/bin/cluster.sh" stop "$PORT"
mail_start "$SMTP_PORT" "$MAIL_DIR" "$RUN_DIR/mailcatcher.log"
gateway_start "$GATEWAY_PORT" "http://127.0.0.1:$PORT" "$RUN_DIR/fake-wspay.log"
serve "$PORT" "$DB_NAME" "$RUN_DIR/server-$PORT.log"

stop() {
  log "stopping"
  serve_stop "$PORT"
  mail_stop "$SMTP_PORT"
  gateway_stop "$GATEWAY_PORT"
  db_stop
  exit 0
}
trap stop INT TERM

print_logins "$PORT" "$GATEWAY_PORT" "Press Ctrl-C to stop the site, the mail catcher, the fake gateway and MariaDB."
if [ "${KABELSHOP_START_DETACH:-0}" = "1" ]; then trap - INT TERM; exit 0; fi
while kill -0 "$(cat "$RUN_DIR/server-$PORT.pid")" 2>/dev/null; do sleep 1; done
stop
