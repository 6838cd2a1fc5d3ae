#!/usr/bin/env bash
# Imports metal price / exchange rate CSV files into the development site (formats: docs/metal-prices.md).
# Usage: npm run import:metals -- FILE.csv [FILE.csv ...]
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[ $# -ge 1 ] || { echo "usage: npm run import:metals -- FILE.csv [FILE.csv ...]" >&2; exit 2; }
db_start
files=()
for f in "$@"; do files+=("$(realpath "$f")"); done
KABELSHOP_DB_NAME="${KABELSHOP_DB_NAME:-kabelshop}" php "$ROOT/bin/import-metals.php" "${files[@]}"
