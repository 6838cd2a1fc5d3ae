#!/usr/bin/env bash
# npm run start:cluster: the production stack on loopback (issue 16; README "Deploying: the cluster",
# docs/deploy.md). Sets up and seeds like npm start (bin/lib.sh site_prepare), then runs, as the
# current user with every config, pid, socket and log in .run/cluster-PORT/:
#   nginx (deploy/nginx/: the production rules, FastCGI page cache, purge endpoint) on 127.0.0.1:PORT
#   -> two PHP-FPM masters, node 1 and node 2 (each its own config, socket, pid; KABELSHOP_NODE=1/2;
#      each pinned to one CPU when the machine has two, so a node is a one-core machine)
#   -> one MariaDB (bin/lib.sh db_start) and one Redis (unix socket) as the persistent object cache
#      (deploy/wordpress/object-cache.php),
# plus the mail catcher and the fake card gateway as npm start runs them. A php -S site of npm start
# on the same port is stopped first. Missing Debian packages are installed (as bin/setup.sh does).
#
# Usage: bash bin/cluster.sh [start] [PORT]  set up, seed, start everything, print the logins, return
#        bash bin/cluster.sh up [PORT]       only the stack (nginx, PHP-FPM x2, Redis) on a prepared
#                                            site; the caller runs mail and gateway (bin/test.sh)
#        bash bin/cluster.sh stop [PORT]     stop what start or up started
# PORT defaults to KABELSHOP_PORT or 8080. Environment as npm start: KABELSHOP_DB_NAME, KABELSHOP_SMTP_PORT,
# KABELSHOP_GATEWAY_PORT; every KABELSHOP_* variable is passed on to both PHP pools.
# KABELSHOP_CLUSTER_CHILDREN: PHP workers per node (default 4, the same for both).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
CMD="${1:-start}"
PORT="${2:-${KABELSHOP_PORT:-8080}}"
CLUSTER="$RUN_DIR/cluster-$PORT"
CHILDREN="${KABELSHOP_CLUSTER_CHILDREN:-4}"
BENCH_PORT=$((PORT + 20000))
PHP_FPM="$(command -v php-fpm8.2 || command -v php-fpm || echo /usr/sbin/php-fpm8.2)"
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

# Stops a process started here by its pid file (TERM, then KILL after 5 s).
stop_pidfile() {
  local f="$1" pid
  [ -f "$f" ] || return 0
  pid="$(cat "$f")"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$f"
}

cluster_down() {
  [ -d "$CLUSTER" ] || return 0
  stop_pidfile "$CLUSTER/nginx.pid"
  stop_pidfile "$CLUSTER/php-node1.pid"
  stop_pidfile "$CLUSTER/php-node2.pid"
  stop_pidfile "$CLUSTER/redis.pid"
  rm -f "$CLUSTER"/*.sock
}

# Writes one PHP-FPM master's config: its own pid, log, socket and pool; the site's environment.
write_fpm_conf() {
  local node="$1" f="$CLUSTER/php-node$1.conf" v
  {
    echo "; Node $node of the local cluster (bin/cluster.sh writes this file on every start)."
    echo "[global]"
    echo "pid = $CLUSTER/php-node$node.pid"
    echo "error_log = $CLUSTER/php-node$node-fpm.log"
    echo "daemonize = no"
    echo "[node$node]"
    [ "$(id -u)" -eq 0 ] && { echo "user = root"; echo "group = root"; }
    echo "listen = $CLUSTER/php-node$node.sock"
    echo "listen.mode = 0600"
    echo "pm = static"
    echo "pm.max_children = $CHILDREN"
    echo "pm.max_requests = 1000"
    echo "clear_env = yes"
    echo "catch_workers_output = yes"
    echo "php_admin_value[error_log] = $CLUSTER/php-node$node.log"
    echo "php_admin_flag[log_errors] = on"
    echo "php_admin_flag[display_errors] = off"
    echo "env[PATH] = /usr/local/bin:/usr/bin:/bin"
    echo "env[KABELSHOP_NODE] = $node"
    echo "env[KABELSHOP_REDIS] = unix://$CLUSTER/redis.sock"
    echo "env[KABELSHOP_PAGE_CACHE_PURGE] = http://127.0.0.1:$PORT"
    echo "env[KABELSHOP_DB_NAME] = $DB_NAME"
    echo "env[KABELSHOP_SITE_URL] = http://127.0.0.1:$PORT"
    echo "env[KABELSHOP_MAIL_DIR] = ${KABELSHOP_MAIL_DIR:-$MAIL_DIR}"
    while IFS='=' read -r v _; do
      case "$v" in
        KABELSHOP_NODE|KABELSHOP_REDIS|KABELSHOP_PAGE_CACHE_PURGE|KABELSHOP_DB_NAME|KABELSHOP_SITE_URL|KABELSHOP_MAIL_DIR) ;;
        KABELSHOP_*) printf 'env[%s] = "%s"\n' "$v" "${!v//\"/}" ;;
      esac
    done < <(env | grep -E '^KABELSHOP_[A-Z0-9_]*=' || true)
  } > "$f"
}

cluster_up() {
  apt_ensure "nginx|nginx-light" libnginx-mod-http-cache-purge php8.2-fpm redis-server php-redis wrk
  db_start
  serve_stop "$PORT"  # npm start's php -S on this port, if any
  cluster_down
  mkdir -p "$CLUSTER/tmp" "$CLUSTER/static" "$CLUSTER/page-cache"
  rm -rf "${CLUSTER:?}/page-cache/"* # a new cluster starts with an empty page cache (a fresh site may sit behind it)
  ln -sfn "$ROOT/deploy/nginx" "$CLUSTER/kabelshop"
  ln -sfn /etc/nginx/fastcgi_params "$CLUSTER/fastcgi_params" # included by kabelshop-fastcgi.conf, as in /etc/nginx/

  # Redis: a private server on a unix socket, no TCP, no persistence (a cache: empty on every start).
  setsid redis-server --port 0 --unixsocket "$CLUSTER/redis.sock" --unixsocketperm 700 --save "" --appendonly no \
    --maxmemory 256mb --maxmemory-policy allkeys-lru --dir "$CLUSTER" --logfile "$CLUSTER/redis.log" \
    --pidfile "$CLUSTER/redis.pid" --daemonize no >/dev/null 2>&1 < /dev/null &
  echo $! > "$CLUSTER/redis.pid"
  for _ in $(seq 1 50); do [ -S "$CLUSTER/redis.sock" ] && break; sleep 0.1; done
  [ -S "$CLUSTER/redis.sock" ] || { log "Redis did not start: see $CLUSTER/redis.log"; return 1; }

  # Two PHP-FPM masters; with two CPUs or more each is pinned to its own (a one-core machine each).
  local cpus node run_as_root=""
  cpus=$(nproc)
  [ "$(id -u)" -eq 0 ] && run_as_root="-R"
  for node in 1 2; do
    write_fpm_conf "$node"
    local pin=()
    [ "$cpus" -ge 2 ] && pin=(taskset -c "$((node - 1))")
    # PHP_INI_SCAN_DIR adds deploy/php/kabelshop.ini (upload sizes, expose_php) to the FPM's own ini files.
    setsid env -i PATH="$PATH" PHP_INI_SCAN_DIR="/etc/php/8.2/fpm/conf.d:$ROOT/deploy/php" \
      "${pin[@]}" "$PHP_FPM" $run_as_root --nodaemonize -y "$CLUSTER/php-node$node.conf" \
      >"$CLUSTER/php-node$node-fpm.out" 2>&1 < /dev/null &
    echo $! > "$CLUSTER/php-node$node.pid"
  done
  for node in 1 2; do
    for _ in $(seq 1 50); do [ -S "$CLUSTER/php-node$node.sock" ] && break; sleep 0.1; done
    [ -S "$CLUSTER/php-node$node.sock" ] || { log "PHP-FPM node $node did not start: see $CLUSTER/php-node$node-fpm.log"; return 1; }
  done

  # nginx from the template, the rules included from deploy/nginx/ through the kabelshop link.
  local user_line=""
  [ "$(id -u)" -eq 0 ] && user_line="user root;"
  sed -e "s#@RUN@#$CLUSTER#g" -e "s#@PORT@#$PORT#g" -e "s#@BENCH_PORT@#$BENCH_PORT#g" -e "s#@WP@#$WP_DIR#g" \
    -e "s#@USER@#$user_line#g" "$ROOT/deploy/nginx/cluster.conf.in" > "$CLUSTER/nginx.conf"
  "$NGINX" -t -q -p "$CLUSTER" -e "$CLUSTER/nginx-error.log" -c "$CLUSTER/nginx.conf" || { log "nginx config refused: $CLUSTER/nginx.conf"; return 1; }
  setsid "$NGINX" -p "$CLUSTER" -e "$CLUSTER/nginx-error.log" -c "$CLUSTER/nginx.conf" -g "daemon off;" \
    >"$CLUSTER/nginx.out" 2>&1 < /dev/null & # daemon off: nginx itself writes nginx.pid (stop reads it)
  # Answered by this nginx (its X-Kabelshop-Cache header), not by something else still on the port
  # (a php -S left running: nginx then fails to bind and the tests would talk to the wrong server).
  local served=""
  for _ in $(seq 1 100); do
    served=$(curl -s -o /dev/null -D - "http://127.0.0.1:$PORT/wp-login.php" | tr -d '\r' | awk -F': ' 'tolower($1)=="x-kabelshop-cache" {print $2}')
    [ -n "$served" ] && break; sleep 0.1
  done
  [ -n "$served" ] || { log "nginx on $PORT did not answer (port taken by another server?): see $CLUSTER/nginx-error.log"; return 1; }
  log "cluster on http://127.0.0.1:$PORT/: nginx, PHP-FPM nodes 1 and 2 ($CHILDREN workers each), Redis, MariaDB (.run/cluster-$PORT/)"
}

DB_NAME="${KABELSHOP_DB_NAME:-kabelshop}"
case "$CMD" in
  start)
    SMTP_PORT="${KABELSHOP_SMTP_PORT:-1025}"
    GATEWAY_PORT="${KABELSHOP_GATEWAY_PORT:-9080}"
    export KABELSHOP_SMTP_PORT="$SMTP_PORT" KABELSHOP_GATEWAY_PORT="$GATEWAY_PORT" KABELSHOP_GATEWAY_URL="http://127.0.0.1:$GATEWAY_PORT"
    site_prepare "$PORT" "$DB_NAME" "$GATEWAY_PORT"
    mail_start "$SMTP_PORT" "$MAIL_DIR" "$RUN_DIR/mailcatcher.log"
    gateway_start "$GATEWAY_PORT" "http://127.0.0.1:$PORT" "$RUN_DIR/fake-wspay.log"
    echo "$SMTP_PORT $GATEWAY_PORT" > "$RUN_DIR/cluster-$PORT.services"
    cluster_up || { cluster_down; exit 1; }
    print_logins "$PORT" "$GATEWAY_PORT" "Production stack (docs/deploy.md): nginx page cache, PHP nodes 1 and 2, Redis; logs in .run/cluster-$PORT/.
  Stop it with: bash bin/cluster.sh stop $PORT   (MariaDB keeps running; bin/lib.sh db_stop stops it)"
    ;;
  up)
    cluster_up || { cluster_down; exit 1; }
    ;;
  stop)
    cluster_down
    if [ -f "$RUN_DIR/cluster-$PORT.services" ]; then
      read -r smtp gateway < "$RUN_DIR/cluster-$PORT.services"
      mail_stop "$smtp"
      gateway_stop "$gateway"
      rm -f "$RUN_DIR/cluster-$PORT.services"
    fi
    log "cluster on $PORT stopped"
    ;;
  *) echo "usage: bash bin/cluster.sh [start|up|stop] [PORT]"; exit 2 ;;
esac
