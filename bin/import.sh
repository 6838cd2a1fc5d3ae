#!/usr/bin/env bash
# Imports an ERP catalogue CSV into the development site (format: docs/catalogue-import.md).
# Usage: npm run import -- FILE
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[ $# -ge 1 ] || { echo "usage: npm run import -- FILE.csv" >&2; exit 2; }
db_start
KABELSHOP_DB_NAME="${KABELSHOP_DB_NAME:-kabelshop}" php "$ROOT/bin/import.php" "$(realpath "$1")"
