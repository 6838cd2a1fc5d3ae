#!/usr/bin/env bash
# Shared paths and helpers for the bin/ scripts. Sourced, never run.
# Everything the project runs lives inside the repository: WordPress in .wp/ (or .wp-<line>/), state in .run/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN_DIR="$ROOT/.run"
DB_DIR="$RUN_DIR/mysql"
DB_SOCK="$RUN_DIR/mysql.sock"
MAIL_DIR="$RUN_DIR/mail"
# WordPress core: Debian's package, one exact version per release line (README, "WordPress versions").
# KABELSHOP_WP chooses the line (default WP_PIN, the pinned one). The pinned line lives in .wp/, any
# other in .wp-<line>/ (.wp-7.1/, .wp-6.8/), so two lines can be kept side by side and a test run on
# one never touches the other. WP_DEB_SUITE is where the package comes from: "system" is the machine's
# own apt sources (Debian 12's 6.1.9, kept for reference only: the theme declares 6.8 as its oldest);
# any other suite is read through the project's own source list in .run/apt/ (wp_apt below), the
# machine's apt sources stay as they are. WP_L10N_VERSION is the wordpress-l10n package (WordPress's
# own translations, hr and sr_RS: bin/core-languages.php) of the same suite: the newest Debian has for
# that line (unstable's is 7.0.3: its strings cover 7.1's but for the newest few, which stay English).
WP_PIN="7.1"
KABELSHOP_WP="${KABELSHOP_WP:-$WP_PIN}"
case "$KABELSHOP_WP" in
  7.1) WP_DEB_VERSION="7.1.4+dfsg1-1"; WP_DEB_SUITE="unstable"; WP_L10N_VERSION="7.0.3+dfsg1-1" ;;
  6.8) WP_DEB_VERSION="6.8.12+dfsg1-0+deb13u1"; WP_DEB_SUITE="trixie"; WP_L10N_VERSION="6.8.12+dfsg1-0+deb13u1" ;;
  6.1) WP_DEB_VERSION="6.1.9+dfsg1-0+deb12u1"; WP_DEB_SUITE="system"; WP_L10N_VERSION="6.1.9+dfsg1-0+deb12u1" ;;
  *) printf 'KABELSHOP_WP=%s: not a known WordPress line (7.1, 6.8, 6.1)\n' "$KABELSHOP_WP" >&2; exit 2 ;;
esac
if [ "$KABELSHOP_WP" = "$WP_PIN" ]; then WP_DIR="$ROOT/.wp"; else WP_DIR="$ROOT/.wp-$KABELSHOP_WP"; fi
# The PHP scripts (bin/*.php, bench/*.php, tests/php/bootstrap.php) load WordPress from KABELSHOP_WP_DIR (.wp/ when unset).
KABELSHOP_WP_DIR="$WP_DIR"
THEME_DIR="$WP_DIR/wp-content/themes/kabelshop"
PLUGIN_DIR="$WP_DIR/wp-content/plugins/kabelshop-core"
export ROOT WP_DIR RUN_DIR DB_DIR DB_SOCK MAIL_DIR THEME_DIR PLUGIN_DIR KABELSHOP_WP KABELSHOP_WP_DIR

# apt-get with the project's own source list (.run/apt/sources.list: Debian unstable, 13 and 13's
# security suite on the machine's own mirrors), its own package lists and cache, for the WordPress
# packages of newer suites; nothing is installed, setup only downloads and extracts (dpkg-deb -x).
# The lists are read once (apt-get update when .run/apt/lists is empty). Usage: wp_apt ARGS...
wp_apt() {
  local dir="$RUN_DIR/apt" main sec
  if [ ! -f "$dir/sources.list" ]; then
    main=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
    sec=$(awk '/^URIs:/{n++; if (n==2) {print $2; exit}}' /etc/apt/sources.list.d/debian.sources 2>/dev/null)
    main="${main:-http://deb.debian.org/debian}"; sec="${sec:-http://deb.debian.org/debian-security}"
    mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
    { echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $main unstable main"
      echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $main trixie main"
      echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $sec trixie-security main"; } > "$dir/sources.list"
  fi
  local opts=(-o "Dir::Etc::sourcelist=$dir/sources.list" -o "Dir::Etc::sourceparts=-" -o "Dir::State::Lists=$dir/lists"
    -o "Dir::Cache=$dir/cache" -o "Dir::State::status=/dev/null" -o "APT::Sandbox::User=root")
  if ! ls "$dir/lists/"*Packages* >/dev/null 2>&1; then
    log "reading Debian's newer suites into .run/apt/ (once)"
    apt-get "${opts[@]}" update -qq || return 1
  fi
  apt-get "${opts[@]}" "$@"
}

# What WordPress may see of the repository: the plugin kabelshop-core (plugins/kabelshop-core/, linked
# as .wp/wp-content/plugins/kabelshop-core by link_plugin; its vendor/, languages/, data/, build/,
# assets/ and admin.css are links to the repository's shared folders) and the theme's runtime entries,
# each linked into .wp/wp-content/themes/kabelshop/ (link_theme). Every *.php file at the root
# (functions.php and the template entry files) is added by link_theme. Nothing else (.private/, .run/,
# .git/, bin/, tests/, node_modules/, src/) lies below the served folder .wp/. bin/router.php serves
# only build/, assets/, style.css, admin.css and screenshot.png of the theme, and build/, assets/ and
# admin.css of the plugin, by URL. The theme holds no engine code, no vendor/ and no data/ (issue 29:
# Theme Check reads the installed theme folder).
THEME_ENTRIES=(style.css admin.css screenshot.png readme.txt inc templates build assets languages)

log() { printf '\033[1m[kabelshop]\033[0m %s\n' "$*" >&2; }

# Installs the Debian packages of the list that are missing (as root, or with sudo).
# Usage: apt_ensure pkg...   (an entry "a|b" is satisfied by either package and installs a)
apt_ensure() {
  local missing=() p alt ok
  for p in "$@"; do
    ok=0
    for alt in ${p//|/ }; do
      dpkg-query -W -f='${Status}' "$alt" 2>/dev/null | grep -q "install ok installed" && ok=1
    done
    [ "$ok" = 1 ] || missing+=("${p%%|*}")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing Debian packages: ${missing[*]}"
  local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get -o DPkg::Lock::Timeout=300 update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Runs mariadb as root over the project's socket.
db() { mariadb --no-defaults -S "$DB_SOCK" -uroot "$@"; }

db_running() { [ -S "$DB_SOCK" ] && mariadb-admin --no-defaults -S "$DB_SOCK" -uroot ping >/dev/null 2>&1; }

# Starts the project's own MariaDB (socket only, no TCP) unless it already runs.
db_start() {
  mkdir -p "$RUN_DIR"
  if db_running; then return 0; fi
  if [ ! -d "$DB_DIR/mysql" ]; then
    log "initialising MariaDB in .run/mysql"
    mariadb-install-db --no-defaults --datadir="$DB_DIR" --user=root \
      --auth-root-authentication-method=socket --skip-test-db >"$RUN_DIR/mysql-init.log" 2>&1
  fi
  setsid mariadbd --no-defaults --datadir="$DB_DIR" --socket="$DB_SOCK" --skip-networking \
    --user=root --pid-file="$RUN_DIR/mysql.pid" --log-error="$RUN_DIR/mysql.err" \
    --innodb-buffer-pool-size=256M --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
    >/dev/null 2>&1 < /dev/null &
  for _ in $(seq 1 100); do db_running && return 0; sleep 0.1; done
  log "MariaDB did not start: see .run/mysql.err"; return 1
}

# Makes .wp/wp-content/themes/kabelshop a real folder of links to THEME_ENTRIES and the root *.php files.
# Replaces the whole-repository link of earlier versions; re-running changes only what differs, so a
# site being served meanwhile never misses a file. Links are relative (the repository may move).
link_theme() {
  local entries=("${THEME_ENTRIES[@]}") e f
  for f in "$ROOT"/*.php; do entries+=("$(basename "$f")"); done
  if [ -L "$THEME_DIR" ] || { [ -e "$THEME_DIR" ] && [ ! -d "$THEME_DIR" ]; }; then rm -f "$THEME_DIR"; fi
  mkdir -p "$THEME_DIR"
  for e in "${entries[@]}"; do # build/ may not exist yet: its link points to where the build puts it
    [ "$(readlink "$THEME_DIR/$e" 2>/dev/null)" = "../../../../$e" ] || ln -sfn "../../../../$e" "$THEME_DIR/$e"
  done
  for f in "$THEME_DIR"/* "$THEME_DIR"/.[!.]*; do # links no longer listed (a removed template, say)
    [ -L "$f" ] && [[ " ${entries[*]} " != *" $(basename "$f") "* ]] && rm -f "$f"
  done
  return 0
}

# Links .wp/wp-content/plugins/kabelshop-core to the repository's plugins/kabelshop-core (relative).
link_plugin() {
  mkdir -p "$(dirname "$PLUGIN_DIR")"
  if [ -e "$PLUGIN_DIR" ] && [ ! -L "$PLUGIN_DIR" ]; then rm -rf "$PLUGIN_DIR"; fi
  local target; target="$(realpath --relative-to="$(dirname "$PLUGIN_DIR")" "$ROOT/plugins/kabelshop-core")"
  [ "$(readlink "$PLUGIN_DIR" 2>/dev/null)" = "$target" ] || ln -sfn "$target" "$PLUGIN_DIR"
}

db_stop() { db_running && mariadb-admin --no-defaults -S "$DB_SOCK" -uroot shutdown || true; }

# Starts PHP's built-in server with workers for WordPress on PORT with the given DB name.
# opcache on as PHP-FPM has it (issue 16): the workers share compiled scripts through a file cache
# in .run/opcache-php (opcache.enable_cli alone cached nothing in them); every include checks the
# file's time (validate_timestamps=1, revalidate_freq=0), so a code change is served at once.
# PHP's answers are gzip-compressed for a browser that asks (zlib.output_compression), as nginx's
# gzip does in production (deploy/nginx/kabelshop-locations.conf): a page is a fifth of its 120 KB
# (issue 27; Http\PageCache then sends no Content-Length). Static files are php -S's own, uncompressed,
# except the cross-section drawings, which bin/router.php sends itself with nginx's headers.
# Usage: serve PORT DBNAME LOGFILE
serve() {
  local port="$1" dbname="$2" logfile="$3"
  mkdir -p "$RUN_DIR/opcache-php"
  setsid env PHP_CLI_SERVER_WORKERS=4 KABELSHOP_DB_NAME="$dbname" KABELSHOP_SITE_URL="http://127.0.0.1:$port" \
    KABELSHOP_MAIL_DIR="$MAIL_DIR" \
    php -d display_errors=0 -d log_errors=1 -d expose_php=0 -d zlib.output_compression=On -d zlib.output_compression_level=5 -d upload_max_filesize=8M -d post_max_size=12M -d error_log="$RUN_DIR/php-$port.log" \
    -d opcache.enable_cli=1 -d opcache.file_cache="$RUN_DIR/opcache-php" -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=0 \
    -S "127.0.0.1:$port" -t "$WP_DIR" "$ROOT/bin/router.php" >"$logfile" 2>&1 < /dev/null &
  echo $! > "$RUN_DIR/server-$port.pid"
  for _ in $(seq 1 100); do
    curl -s -o /dev/null "http://127.0.0.1:$port/wp-login.php" && return 0; sleep 0.1
  done
  log "server on $port did not answer: see $logfile"; return 1
}

# The local fake WSPay card gateway (bin/fake-wspay.mjs, docs/payments-gateway.md): shop id and
# secret key the seed writes into the payment settings. The key is the fake's own development
# default, not a WSPay secret; KABELSHOP_GATEWAY_SECRET overrides it (then seed and fake agree).
GATEWAY_SHOP_ID="KABELSHOP-DEMO"
GATEWAY_SECRET="${KABELSHOP_GATEWAY_SECRET:-fake-wspay-development-key-not-a-secret}"
export KABELSHOP_GATEWAY_SECRET="$GATEWAY_SECRET"

# Starts the fake gateway on PORT (127.0.0.1) sending notifications to the site at SITE_URL.
# Usage: gateway_start PORT SITE_URL LOGFILE   (its pid file: .run/fake-wspay-PORT.pid)
gateway_start() {
  local port="$1" site="$2" logfile="$3" pidfile="$RUN_DIR/fake-wspay-$1.pid"
  gateway_stop "$port"
  setsid node "$ROOT/bin/fake-wspay.mjs" "$port" "$GATEWAY_SHOP_ID" "$GATEWAY_SECRET" \
    "$site/wp-json/kabelshop/v1/payments/wspay/notify" >"$logfile" 2>&1 < /dev/null &
  echo $! > "$pidfile"
  for _ in $(seq 1 50); do
    curl -s -o /dev/null "http://127.0.0.1:$port/__transactions" && return 0; sleep 0.1
  done
  log "fake gateway on $port did not answer: see $logfile"; return 1
}

gateway_stop() {
  local pidfile="$RUN_DIR/fake-wspay-$1.pid"
  if [ -f "$pidfile" ]; then kill -- -"$(cat "$pidfile")" 2>/dev/null || true; rm -f "$pidfile"; fi
}

# Stops a server started by serve (the whole process group: workers included, STACK.md gotcha 1).
serve_stop() {
  local port="$1" pidfile="$RUN_DIR/server-$1.pid"
  if [ -f "$pidfile" ]; then kill -- -"$(cat "$pidfile")" 2>/dev/null || true; rm -f "$pidfile"; fi
}

# What npm start and npm run start:cluster share (bin/start.sh, bin/cluster.sh): set-up, MariaDB, the
# WordPress install and the demo seed of DB on the site URL http://127.0.0.1:PORT, seeding again only
# when what the seed reads changed (keeps a second start under 15 s): the data, the demo assets and all
# theme PHP (the seeders call into importers, content types and demo-content classes; hashing only
# inc/*/Seeder.php missed edits of e.g. plugins/kabelshop-core/src/Content/DemoContent.php). The gateway's port and key are
# part of what the seed writes (the payment settings).
# Usage: site_prepare PORT DB_NAME GATEWAY_PORT
site_prepare() {
  local port="$1" dbname="$2" gateway_port="$3" seed_sum
  bash "$ROOT/bin/setup.sh"
  db_start
  db -e "CREATE DATABASE IF NOT EXISTS \`$dbname\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
  KABELSHOP_DB_NAME="$dbname" KABELSHOP_SITE_URL="http://127.0.0.1:$port" php "$ROOT/bin/wp-install.php"
  seed_sum=$( (cd "$ROOT" && find data assets/demo inc plugins/kabelshop-core/src bin/seed.php -type f 2>/dev/null | LC_ALL=C sort | xargs cat; echo "$gateway_port $GATEWAY_SECRET") | sha1sum | cut -c1-40)
  if [ "$(cat "$RUN_DIR/seed-$dbname.stamp" 2>/dev/null)" != "$seed_sum" ]; then
    log "seeding demo content and catalogue"
    KABELSHOP_DB_NAME="$dbname" KABELSHOP_SITE_URL="http://127.0.0.1:$port" php "$ROOT/bin/seed.php" | tee "$RUN_DIR/seed-$dbname.out"
    echo "$seed_sum" > "$RUN_DIR/seed-$dbname.stamp"
  fi
}

# The mail catcher (bin/mailcatcher.mjs) on SMTP_PORT writing .eml files into DIR; replaces a running one.
# Usage: mail_start SMTP_PORT DIR LOGFILE   /   mail_stop SMTP_PORT
mail_start() {
  mail_stop "$1"
  setsid node "$ROOT/bin/mailcatcher.mjs" "$1" "$2" >"$3" 2>&1 < /dev/null &
  echo $! > "$RUN_DIR/mailcatcher-$1.pid"
}
mail_stop() {
  local pidfile="$RUN_DIR/mailcatcher-$1.pid"
  if [ -f "$pidfile" ]; then kill -- -"$(cat "$pidfile")" 2>/dev/null || true; rm -f "$pidfile"; fi
}

# The logins and addresses npm start prints (and npm run start:cluster). Usage: print_logins PORT GATEWAY_PORT LAST_LINE
print_logins() {
  cat <<MSG

  Kabelshop runs at http://127.0.0.1:$1/ on WordPress $(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" "$WP_DIR/wp-includes/version.php") (Debian $WP_DEB_VERSION)
  wp-admin:        http://127.0.0.1:$1/wp-admin/   login admin / Kabelshop-Admin-2026
  demo customer:   kupac@kabelshop.test / KupacDemo2026 (approved business customer, 20 % discount)
  pending account: novi@kabelshop.test / NoviDemo2026 (waiting for approval: cannot order)
  content editor:  urednik@kabelshop.test / UrednikDemo2026 (wp-admin: news, team, FAQ, history, home, jobs, company data)
  mail catcher:    every e-mail WordPress sends lands in .run/mail/*.eml
  card gateway:    local fake WSPay at http://127.0.0.1:$2/ (test card 4111 1111 1111 1111 approved,
                   4000 0000 0000 0002 declined; log .run/fake-wspay.log; docs/payments-gateway.md)
  $3

MSG
}
