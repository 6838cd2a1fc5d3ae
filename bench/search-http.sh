#!/usr/bin/env bash
# Catalogue search over HTTP (issue 16): p95 <= 20 ms at 10,000 articles and <= 50 ms at 100,000,
# with core's /wp/v2/search over the same cable types measured beside it (bench/search-http.mjs).
#
# Without an argument: builds (once) two BENCH databases from a freshly seeded site,
# kabelshop_bench_10k and kabelshop_bench_100k, filled with SYNTHETIC articles made from the real rows
# (bench/synthetic.php: codes SYN-<n>-<real code>; never in the demo or test databases), serves each
# with PHP's built-in server (bin/lib.sh serve(): 4 workers, here with opcache on as php-fpm has it)
# on 127.0.0.1:8193 and :8194, measures, and stops the servers.
# With BASE_URL arguments: measures those sites instead (e.g. the production stack of bin/cluster.sh
# serving a bench database); the article count is read from the site's answer.
# Usage: bash bench/search-http.sh [BASE_URL ...]   Env: REQUESTS (300), CONCURRENCY (4), REBUILD=1.
source "$(dirname "${BASH_SOURCE[0]}")/../bin/lib.sh"
cd "$ROOT"
REQUESTS="${REQUESTS:-300}"
CONCURRENCY="${CONCURRENCY:-4}"

if [ "$#" -gt 0 ]; then
  for url in "$@"; do
    node bench/search-http.mjs "$url" --label "the site at $url" --target "${TARGET:-20}" --requests "$REQUESTS" --concurrency "$CONCURRENCY"
  done
  exit 0
fi

db_start
cp bin/mu-plugins/kabelshop-bench.php "$WP_DIR/wp-content/mu-plugins/" # core's REST search over cable types, bench databases only
# A bench database: installed and seeded like the demo site, then filled up to N articles.
build() { # name articles
  local name="$1" n="$2" have
  have=$(db -N -e "SELECT COUNT(*) FROM \`$name\`.wp_kabelshop_articles" 2>/dev/null || echo 0)
  if [ "${REBUILD:-}" = 1 ] || [ "$have" != "$n" ]; then
    log "building $name ($n articles)"
    db -e "DROP DATABASE IF EXISTS \`$name\`; CREATE DATABASE \`$name\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
    KABELSHOP_DB_NAME="$name" php bin/wp-install.php
    KABELSHOP_DB_NAME="$name" KABELSHOP_MAIL_DIR="$RUN_DIR/mail-bench" php bin/seed.php >/dev/null
  fi
  KABELSHOP_DB_NAME="$name" php bench/search-http.php "$n" >&2
}
mkdir -p "$RUN_DIR/bench-php"
# opcache of the built-in server's workers (enable_cli alone cached nothing in them; with a file cache
# they share the compiled scripts).
mkdir -p "$RUN_DIR/bench-php/opcache"
printf 'opcache.enable_cli=1\nopcache.file_cache=%s\n' "$RUN_DIR/bench-php/opcache" > "$RUN_DIR/bench-php/opcache.ini"
trap 'serve_stop 8193; serve_stop 8194' EXIT
for spec in 10k:10000:8193:20 100k:100000:8194:50; do
  IFS=: read -r label n port target <<< "$spec"
  build "kabelshop_bench_$label" "$n"
  serve_stop "$port"
  PHP_INI_SCAN_DIR=":$RUN_DIR/bench-php" serve "$port" "kabelshop_bench_$label" "$RUN_DIR/server-$port.log"
  node bench/search-http.mjs "http://127.0.0.1:$port" --label "PHP built-in server, 4 workers, opcache on, database kabelshop_bench_$label" \
    --target "$target" --requests "$REQUESTS" --concurrency "$CONCURRENCY"
  serve_stop "$port"
done
