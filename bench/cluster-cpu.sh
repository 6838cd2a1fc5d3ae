#!/usr/bin/env bash
# CPU time per uncached page of each part of a running cluster (bin/cluster.sh): the PHP-FPM nodes,
# nginx and Redis, from their /proc/PID/stat (user + system) before and after N requests sent four at
# a time with the cache-bypassing cookie of bench/cluster.sh. The machine's load disturbs these far
# less than requests per second (docs/deploy.md "Uncached pages"). MariaDB is left out: the development
# database serves everyone's sites and tests. A PHP figure below 0 means workers were recycled
# (pm.max_requests) during the run: run it again.
# Usage: bash bench/cluster-cpu.sh [PORT, default KABELSHOP_BENCH_CLUSTER_PORT or 8088] [PATH=/en/] [N=200]
source "$(dirname "${BASH_SOURCE[0]}")/../bin/lib.sh"
PORT="${1:-${KABELSHOP_BENCH_CLUSTER_PORT:-8088}}"
PAGE="${2:-/en/}"
N="${3:-200}"
CLUSTER="$RUN_DIR/cluster-$PORT"
[ -f "$CLUSTER/nginx.pid" ] || { echo "no cluster on $PORT (bash bin/cluster.sh start $PORT)"; exit 1; }
ticks() { local t=0 p; for p in "$@"; do [ -r "/proc/$p/stat" ] && t=$((t + $(awk '{print $14 + $15}' "/proc/$p/stat"))); done; echo "$t"; }
family() { local m; m=$(cat "$1"); echo "$m $(pgrep -P "$m" | tr '\n' ' ')"; }
read -r -a php <<<"$(family "$CLUSTER/php-node1.pid") $(family "$CLUSTER/php-node2.pid")"
read -r -a web <<<"$(family "$CLUSTER/nginx.pid")"
redis=$(cat "$CLUSTER/redis.pid")
p0=$(ticks "${php[@]}"); w0=$(ticks "${web[@]}"); r0=$(ticks "$redis")
seq 1 "$N" | xargs -P4 -I{} curl -s -o /dev/null -H "Cookie: wordpress_logged_in_bench=bypass" "http://127.0.0.1:$PORT$PAGE"
p1=$(ticks "${php[@]}"); w1=$(ticks "${web[@]}"); r1=$(ticks "$redis")
awk -v n="$N" -v hz="$(getconf CLK_TCK)" -v p=$((p1 - p0)) -v w=$((w1 - w0)) -v r=$((r1 - r0)) -v l="$(cut -d' ' -f1-3 /proc/loadavg)" -v page="$PAGE" 'BEGIN {
  printf "uncached %s, CPU per page over %d requests: PHP %.2f ms, nginx %.2f ms, Redis %.2f ms (load average %s)\n", page, n, p * 1000 / hz / n, w * 1000 / hz / n, r * 1000 / hz / n, l }'
