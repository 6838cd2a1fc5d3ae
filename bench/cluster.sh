#!/usr/bin/env bash
# Issue 16's cluster figures, measured with wrk against the local production stack (bin/cluster.sh):
#  1. the cached anonymous page (nginx's FastCGI cache, HIT) against nginx serving a static file of
#     the same size (a copy of that page) from the same server block: the same location rules (a
#     prefix location of cluster.conf.in, tried after the refusing regular expressions as every
#     request), the same security headers, TCP settings and access log, over the same keep-alive
#     connections with the same wrk settings (target: ratio >= 0.8);
#  2. uncached (cache bypassed by a logged-in cookie name, so PHP renders every answer as for a
#     visitor) with two nodes (round-robin) against one node (X-Kabelshop-Node: 1) at the same load
#     (target: ratio >= 1.8).
# How: each PHP-FPM node is pinned to its own CPU (taskset) with equal static pools, modelling two
# one-core machines; MariaDB, Redis, nginx and wrk share the same two cores, so the two-node figure
# is bounded by what is left of them (printed, never tuned away). A miss is printed as MISSED.
# Other processes share the cores (other engineers' tests), so each figure is measured ROUNDS times
# (default 3) interleaved (cached, static, cached, static, ...; two nodes, one node, ...) and the
# median of each is compared (ratio of medians); every run is printed.
# Uses a cluster running on KABELSHOP_BENCH_CLUSTER_PORT (default 8088) or starts one there on the
# development database (npm start's seeded site) and stops it afterwards.
# Usage: bash bench/cluster.sh [seconds per run, default 8]   (KABELSHOP_BENCH_ROUNDS: runs per figure)
source "$(dirname "${BASH_SOURCE[0]}")/../bin/lib.sh"
cd "$ROOT"
PORT="${KABELSHOP_BENCH_CLUSTER_PORT:-8088}"
SECONDS_PER_RUN="${1:-8}"
CONNECTIONS="${KABELSHOP_BENCH_CONNECTIONS:-16}"
CLUSTER="$RUN_DIR/cluster-$PORT"
BASE="http://127.0.0.1:$PORT"
ROUNDS="${KABELSHOP_BENCH_ROUNDS:-3}"
STATIC_PATH=/_kabelshop_bench/page.html # cluster.conf.in: served from $CLUSTER/static in the site's server block
PAGE="${KABELSHOP_BENCH_PAGE:-/en/}"
apt_ensure wrk

started=0
if ! curl -s -o /dev/null "$BASE/wp-login.php" || [ ! -S "$CLUSTER/redis.sock" ]; then
  KABELSHOP_DB_NAME="${KABELSHOP_DB_NAME:-kabelshop}" bash bin/cluster.sh up "$PORT" >/dev/null || { echo "cluster did not start on $PORT"; exit 1; }
  started=1
fi
finish() { [ "$started" = 1 ] && bash bin/cluster.sh stop "$PORT" >/dev/null 2>&1; return 0; }
trap finish EXIT

# Requests per second of one wrk run (its "Requests/sec" line), and the non-2xx count if any.
rps() {
  local out
  out=$(wrk -t2 -c"$CONNECTIONS" -d"${SECONDS_PER_RUN}s" --latency "$@" 2>&1)
  if grep -q "Non-2xx" <<<"$out"; then echo "(non-2xx answers: $(grep Non-2xx <<<"$out" | awk '{print $NF}')) " >&2; fi
  awk '/Requests\/sec/ {printf "%.0f", $2}' <<<"$out"
}
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
verdict() { # ratio target
  awk -v r="$1" -v t="$2" 'BEGIN { printf "%.2f (target >= %s): %s\n", r, t, (r >= t ? "met" : "MISSED") }'
}
# Runs two wrk measurements ROUNDS times interleaved (A, B, A, B, ...), prints every run, and sets
# A_MEDIAN and B_MEDIAN. Usage: interleave "label A" "label B" -- args of A -- args of B
interleave() {
  local label_a="$1" label_b="$2" a=() b=() i r ra=() rb=()
  shift 3
  while [ "$1" != "--" ]; do a+=("$1"); shift; done
  shift
  b=("$@")
  for i in $(seq 1 "$ROUNDS"); do
    r=$(rps "${a[@]}"); ra+=("$r"); printf '   run %d  %-40s %8s req/s\n' "$i" "$label_a" "$r"
    r=$(rps "${b[@]}"); rb+=("$r"); printf '   run %d  %-40s %8s req/s\n' "$i" "$label_b" "$r"
  done
  A_MEDIAN=$(median "${ra[@]}")
  B_MEDIAN=$(median "${rb[@]}")
}
# Header block of an answer: "<number of header lines> headers, <bytes> bytes" (status line included).
header_size() {
  curl -s -o /dev/null -D - "$1" | awk 'BEGIN { n = 0; b = 0 } { b += length($0) + 1 } /^[A-Za-z-]+:/ { n++ } END { printf "%d headers, %d bytes", n, b }'
}

# 1. Cached page against a static file of the same size, same server block, same connections.
for _ in 1 2 3; do curl -s -o /dev/null "$BASE$PAGE"; done
mkdir -p "$CLUSTER/static${STATIC_PATH%/*}"
status=$(curl -s -o "$CLUSTER/static$STATIC_PATH" -D - "$BASE$PAGE" | tr -d '\r' | awk -F': ' 'tolower($1)=="x-kabelshop-cache" {print $2}')
size=$(stat -c %s "$CLUSTER/static$STATIC_PATH")
if [ "$(curl -s -o /dev/null -w '%{http_code}' "$BASE$STATIC_PATH")" != 200 ]; then
  echo "the cluster on $PORT does not serve $STATIC_PATH: it runs an nginx.conf older than deploy/nginx/cluster.conf.in;"
  echo "restart it (bash bin/cluster.sh stop $PORT; then run this again, which starts one) and measure again"
  exit 1
fi
cores=$(nproc)
echo "   cluster on $BASE: nginx, PHP-FPM nodes 1 and 2 (each pinned to one CPU, equal static pools), Redis, MariaDB;"
echo "   wrk -t2 -c$CONNECTIONS -d${SECONDS_PER_RUN}s (keep-alive) on this $cores-core machine, which the database, nginx and wrk share with the nodes;"
echo "   each figure $ROUNDS runs, interleaved; the median of each is compared"
[ "$status" = "HIT" ] || echo "   note: $PAGE answered X-Kabelshop-Cache: ${status:-none} before the run (not cacheable?): the figure below is not a cached page"
echo "   the static file $STATIC_PATH is a copy of the cached page ($size bytes), served by the same server block as the pages"
echo "   (same location rules, security headers, TCP settings and access log); answer headers:"
echo "     cached page $PAGE: $(header_size "$BASE$PAGE");  static file: $(header_size "$BASE$STATIC_PATH")"
interleave "cached anonymous page $PAGE ($status)" "static file, same size, same server" -- "$BASE$PAGE" -- "$BASE$STATIC_PATH"
cached=$A_MEDIAN static=$B_MEDIAN
echo "cached anonymous page $PAGE ($size bytes, $status): $cached req/s (median of $ROUNDS)"
echo "static file of the same size, same server block: $static req/s (median of $ROUNDS)"
echo -n "cached / static: "; verdict "$(awk -v a="$cached" -v b="$static" 'BEGIN { print (b > 0 ? a / b : 0) }')" 0.8

# 2. Uncached: two nodes against one at the same load (same connections, same page, cache bypassed).
bypass=(-H "Cookie: wordpress_logged_in_bench=bypass")
interleave "uncached $PAGE, two nodes" "uncached $PAGE, node 1 only" -- "${bypass[@]}" "$BASE$PAGE" -- "${bypass[@]}" -H "X-Kabelshop-Node: 1" "$BASE$PAGE"
two=$A_MEDIAN one=$B_MEDIAN
echo "uncached $PAGE, two nodes (round-robin):   $two req/s (median of $ROUNDS)"
echo "uncached $PAGE, node 1 only (same load):   $one req/s (median of $ROUNDS)"
echo -n "two nodes / one node: "; verdict "$(awk -v a="$two" -v b="$one" 'BEGIN { print (b > 0 ? a / b : 0) }')" 1.8
# 3. The same comparison with each node given a fixed share of its CPU (cgroup CPU quota, default
#    0.8 of a CPU: KABELSHOP_BENCH_NODE_CPU), modelling two one-CPU machines whose shared services
#    (nginx, Redis, MariaDB) and load generator run elsewhere: above, node 1 alone has CPU 0 to
#    itself while what it needs of nginx, Redis, MariaDB and wrk runs free on CPU 1, but two nodes
#    must share both CPUs with them, which bounds the ratio (docs/deploy.md). With the quota each
#    node has the same CPU in both runs and the shared services have the rest in both, so the ratio
#    shows what adding a node gives. Printed beside figure 2, not instead of it: figure 2 is the
#    issue's figure. Skipped when no cgroup CPU controller is writable (needs root).
NODE_CPU="${KABELSHOP_BENCH_NODE_CPU:-0.8}"
cgroup_dir="" cgroup_v=""
if [ -w /sys/fs/cgroup/cpu/cgroup.procs ] && [ -e /sys/fs/cgroup/cpu/cpu.cfs_quota_us ]; then
  cgroup_v=1 cgroup_dir=/sys/fs/cgroup/cpu
elif [ -w /sys/fs/cgroup/cgroup.subtree_control ] && grep -qw cpu /sys/fs/cgroup/cgroup.controllers 2>/dev/null; then
  cgroup_v=2 cgroup_dir=/sys/fs/cgroup
fi
if [ -z "$cgroup_v" ] || [ "$NODE_CPU" = 0 ]; then
  echo "node CPU quota model: skipped (no writable cgroup CPU controller, or KABELSHOP_BENCH_NODE_CPU=0)"
  exit 0
fi
quota_us=$(awk -v c="$NODE_CPU" 'BEGIN { printf "%d", c * 100000 }')
# Moves a node's PHP-FPM master and workers into its own group (workers forked later inherit it),
# and back out on exit.
uncap() {
  local node group pid
  for node in 1 2; do
    group="$cgroup_dir/kabelshop-bench-$PORT-node$node"
    [ -d "$group" ] || continue
    for pid in $(cat "$group/cgroup.procs" 2>/dev/null); do echo "$pid" > "$cgroup_dir/cgroup.procs" 2>/dev/null; done
    rmdir "$group" 2>/dev/null
  done
}
trap 'uncap; finish' EXIT
for node in 1 2; do
  group="$cgroup_dir/kabelshop-bench-$PORT-node$node"
  mkdir -p "$group"
  [ "$cgroup_v" = 2 ] && { echo "+cpu" > "$cgroup_dir/cgroup.subtree_control" 2>/dev/null; echo "$quota_us 100000" > "$group/cpu.max"; }
  [ "$cgroup_v" = 1 ] && { echo 100000 > "$group/cpu.cfs_period_us"; echo "$quota_us" > "$group/cpu.cfs_quota_us"; }
  master=$(cat "$CLUSTER/php-node$node.pid")
  for pid in "$master" $(pgrep -P "$master"); do echo "$pid" > "$group/cgroup.procs"; done
done
echo "   node CPU quota model: each PHP-FPM node limited to $NODE_CPU of its CPU (cgroup v$cgroup_v CPU quota), the rest left to nginx, Redis, MariaDB and wrk"
interleave "uncached $PAGE, two nodes, quota" "uncached $PAGE, node 1 only, quota" -- "${bypass[@]}" "$BASE$PAGE" -- "${bypass[@]}" -H "X-Kabelshop-Node: 1" "$BASE$PAGE"
echo "uncached $PAGE, two nodes at $NODE_CPU CPU each:  $A_MEDIAN req/s (median of $ROUNDS)"
echo "uncached $PAGE, node 1 only at $NODE_CPU CPU:     $B_MEDIAN req/s (median of $ROUNDS)"
echo -n "two nodes / one node, node CPU quota model (beside the figure above, not instead of it): "
awk -v a="$A_MEDIAN" -v b="$B_MEDIAN" 'BEGIN { printf "%.2f\n", (b > 0 ? a / b : 0) }'
