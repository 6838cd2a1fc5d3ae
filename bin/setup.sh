#!/usr/bin/env bash
# Installs whatever is missing on a fresh machine: Debian packages, Composer and npm packages,
# WordPress core (Debian's package of the line KABELSHOP_WP, default the pinned 7.1: bin/lib.sh), then builds the assets. Idempotent and quick when nothing changed.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

APT_PACKAGES=(php-cli php-mysql php-xml php-mbstring php-intl php-curl php-gd php-zip php-bcmath mariadb-server mariadb-client chromium openjdk-17-jre-headless curl unzip poppler-utils)
apt_ensure "${APT_PACKAGES[@]}"

stamp_ok() { [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]; }
mkdir -p "$RUN_DIR"

composer_sum=$(sha1sum composer.json | cut -c1-40)
if [ ! -f vendor/autoload.php ] || ! stamp_ok "$RUN_DIR/composer.stamp" "$composer_sum"; then
  log "composer install"
  composer install --no-interaction --no-progress --quiet
  echo "$composer_sum" > "$RUN_DIR/composer.stamp"
fi

npm_sum=$(cat package.json package-lock.json 2>/dev/null | sha1sum | cut -c1-40)
if [ ! -d node_modules ] || ! stamp_ok "$RUN_DIR/npm.stamp" "$npm_sum"; then
  log "npm install"
  # npm install (not ci): the lock file pins versions, and ci rejects the lock for lacking other platforms' optional SWC binaries.
  npm install --no-audit --no-fund --loglevel=error
  echo "$npm_sum" > "$RUN_DIR/npm.stamp"
fi

# One stamp per WordPress folder: .run/wp.stamp for .wp/, .run/wp-7.1.stamp for .wp-7.1/ ...
WP_STAMP="$RUN_DIR/$(basename "$WP_DIR" | sed 's/^\.//').stamp"
if [ ! -f "$WP_DIR/wp-includes/version.php" ] || ! stamp_ok "$WP_STAMP" "$WP_DEB_VERSION"; then
  log "placing WordPress $WP_DEB_VERSION (Debian) in ${WP_DIR#"$ROOT"/}/"
  tmp=$(mktemp -d)
  if [ "$WP_DEB_SUITE" = "system" ]; then
    ( cd "$tmp" && apt-get download "wordpress=$WP_DEB_VERSION" php-getid3 libjs-underscore libjs-cropper >/dev/null 2>&1 ) || {
      SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"; $SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq
      ( cd "$tmp" && apt-get download "wordpress=$WP_DEB_VERSION" php-getid3 libjs-underscore libjs-cropper >/dev/null 2>&1 )
    }
  else
    # A newer suite through the project's own source list (bin/lib.sh wp_apt). The package links into
    # the libraries it depends on (/usr/share/javascript, /usr/share/php): those of its Depends that are
    # such libraries (libjs-*, libphp-*, php-getid3; 7.1 adds libphp-phpmailer and libjs-jquery-ui) come
    # from the same suite, all of them Architecture: all (the machine's libc is Debian 12's).
    ( cd "$tmp" && wp_apt download "wordpress=$WP_DEB_VERSION" >/dev/null ) || { log "cannot download wordpress=$WP_DEB_VERSION"; exit 1; }
    deps=$(dpkg-deb -f "$tmp"/wordpress_*.deb Depends | tr ',' '\n' | sed 's/^ *//; s/ .*//' | grep -E '^(libjs-|libphp-|php-getid3)' | sort -u)
    # shellcheck disable=SC2086 # one word a package
    ( cd "$tmp" && wp_apt download $(printf "%s/$WP_DEB_SUITE " $deps) >/dev/null ) || { log "cannot download the libraries of wordpress=$WP_DEB_VERSION"; exit 1; }
  fi
  for d in "$tmp"/*.deb; do dpkg-deb -x "$d" "$tmp/x"; done
  rm -rf "$WP_DIR"; mkdir -p "$WP_DIR"
  # The Debian package links into /usr/share/javascript and /usr/share/php: copy with -L so the copy stands alone.
  ( cd "$tmp/x/usr/share/wordpress" && cp -rL . "$WP_DIR/" ) 2>/dev/null || true
  rm -f "$WP_DIR/.htaccess" "$WP_DIR/wp-config.php"
  rm -rf "$tmp"
  echo "$WP_DEB_VERSION" > "$WP_STAMP"
fi
# Twenty Twenty-Five (Debian's wordpress-theme-twentytwentyfive of the same version as core), the
# theme the end-to-end test switches to (issue 29: the shop is the plugin's and survives a theme
# switch). Not in Debian 12's own suite (its WordPress is 6.1): there it is left out.
if [ ! -f "$WP_DIR/wp-content/themes/twentytwentyfive/style.css" ] && [ "$WP_DEB_SUITE" != "system" ]; then
  log "placing Twenty Twenty-Five $WP_DEB_VERSION (Debian) in ${WP_DIR#"$ROOT"/}/wp-content/themes/"
  tmp=$(mktemp -d)
  ( cd "$tmp" && wp_apt download "wordpress-theme-twentytwentyfive=$WP_DEB_VERSION" >/dev/null ) || { log "cannot download wordpress-theme-twentytwentyfive=$WP_DEB_VERSION"; exit 1; }
  dpkg-deb -x "$tmp"/wordpress-theme-twentytwentyfive_*.deb "$tmp/x"
  mkdir -p "$WP_DIR/wp-content/themes"
  rm -rf "$WP_DIR/wp-content/themes/twentytwentyfive"
  cp -rL "$tmp/x/usr/share/wordpress/wp-content/themes/twentytwentyfive" "$WP_DIR/wp-content/themes/"
  rm -rf "$tmp"
fi
# WordPress's own Croatian and Serbian translations (issue 28): Debian's wordpress-l10n of the line's
# suite, hr as published and sr_RS transliterated to the site's Latin script (bin/core-languages.php),
# into wp-content/languages/, so wp-admin offers Hrvatski and Srpski per user and core's screens and
# front-end texts follow the reader's language.
L10N_STAMP="${WP_STAMP%.stamp}-l10n.stamp"
l10n_sum="$WP_L10N_VERSION $(sha1sum bin/core-languages.php | cut -c1-40)"
if [ ! -f "$WP_DIR/wp-content/languages/sr_RS.mo" ] || ! stamp_ok "$L10N_STAMP" "$l10n_sum"; then
  log "placing WordPress's own translations (wordpress-l10n $WP_L10N_VERSION, hr and sr_RS in Latin script)"
  tmp=$(mktemp -d)
  if [ "$WP_DEB_SUITE" = "system" ]; then
    ( cd "$tmp" && apt-get download "wordpress-l10n=$WP_L10N_VERSION" >/dev/null 2>&1 ) || { log "cannot download wordpress-l10n=$WP_L10N_VERSION"; exit 1; }
  else
    ( cd "$tmp" && wp_apt download "wordpress-l10n=$WP_L10N_VERSION" >/dev/null ) || { log "cannot download wordpress-l10n=$WP_L10N_VERSION"; exit 1; }
  fi
  dpkg-deb -x "$tmp"/wordpress-l10n_*.deb "$tmp/x"
  php bin/core-languages.php "$tmp/x/usr/share/wordpress/wp-content/languages" "$WP_DIR/wp-content/languages" "$WP_DIR/wp-includes" || exit 1
  rm -rf "$tmp"
  echo "$l10n_sum" > "$L10N_STAMP"
fi

# Our wp-config, the plugin kabelshop-core (a link to plugins/kabelshop-core), the theme (a folder of links to the theme's runtime entries only, bin/lib.sh THEME_ENTRIES:
# the rest of the repository, .private/ and .run/ included, is never below the served .wp/) and the
# mu-plugins that route mail and quiet core deprecations.
cp "$ROOT/bin/wp-config.php" "$WP_DIR/wp-config.php"
mkdir -p "$WP_DIR/wp-content/themes" "$WP_DIR/wp-content/plugins" "$WP_DIR/wp-content/mu-plugins" "$WP_DIR/wp-content/uploads"
link_plugin
link_theme
cp "$ROOT/bin/mu-plugins/"*.php "$WP_DIR/wp-content/mu-plugins/"
# The production drop-ins (deploy/wordpress/, docs/deploy.md), linked so an edit applies at once: the
# Redis object cache (does nothing unless KABELSHOP_REDIS is set) and the shared uploads folder
# (nothing unless KABELSHOP_UPLOADS_DIR is set).
ln -sfn "../../deploy/wordpress/object-cache.php" "$WP_DIR/wp-content/object-cache.php"
ln -sfn "../../../deploy/wordpress/kabelshop-storage.php" "$WP_DIR/wp-content/mu-plugins/kabelshop-storage.php"

if [ ! -f build/boot.asset.php ] || [ ! -f "$RUN_DIR/build.stamp" ] || [ -n "$(find src languages bin/build.mjs bin/build-mo.php webpack.config.js -type f -newer "$RUN_DIR/build.stamp" 2>/dev/null | head -1)" ]; then
  log "building assets"
  node bin/build.mjs
  php bin/build-mo.php
  touch "$RUN_DIR/build.stamp"
fi
