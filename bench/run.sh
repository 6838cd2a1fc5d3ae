#!/usr/bin/env bash
# npm run bench: prints the measured figures (search latency, page JavaScript weight, TTFB).
# Needs the development site: run `npm start` in another terminal first.
source "$(dirname "${BASH_SOURCE[0]}")/../bin/lib.sh"
cd "$ROOT"
db_start
echo "== catalogue search over 10,000 articles (bench/search.php)"
KABELSHOP_DB_NAME="${KABELSHOP_DB_NAME:-kabelshop}" php bench/search.php
echo "== metal prices, all data (bench/metals.php)"
KABELSHOP_DB_NAME="${KABELSHOP_DB_NAME:-kabelshop}" php bench/metals.php
echo "== page JavaScript and TTFB (bench/page-weight.mjs)"
node bench/page-weight.mjs "${1:-http://127.0.0.1:8080}"
echo "== Lighthouse mobile on the seven pages of issue 16 (bench/lighthouse.mjs)"
node bench/lighthouse.mjs "${1:-http://127.0.0.1:8080}"
echo "== cluster: cached page against a static file, two nodes against one (bench/cluster.sh)"
bash bench/cluster.sh
echo "== catalogue search over HTTP, 10,000 and 100,000 articles, beside core's search (bench/search-http.sh)"; bash bench/search-http.sh ${KABELSHOP_BENCH_SEARCH_URLS:-}
echo "== checkout, 20 concurrent buyers, every order checked (bench/checkout.sh)"; bash bench/checkout.sh ${KABELSHOP_BENCH_CHECKOUT_URL:-}
