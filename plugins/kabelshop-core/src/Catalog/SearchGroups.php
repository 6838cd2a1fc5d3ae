<?php
/**
 * The search groups table: the catalogue search's index (issue 16).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * {prefix}kabelshop_search_groups: the articles of the articles table grouped by everything the
 * catalogue search reads of them except the article code, so a search tests a few hundred group
 * texts instead of every article's text (docs/search.md, "The search groups"; 100,000 articles of
 * the bench database are 442 groups).
 *
 * The rule it rests on: a search word never holds a space, so an article's search_text matches
 * "LIKE '%word%'" iff the word is inside one of its text's words, and "LIKE '% size %'" iff the size
 * is one of them. Each article's text is split into
 * - search_own (a column of the articles table): its code as the text has it, one word with a space
 *   on each side (" ks-nymj-3x2.5-r "), '' when the text holds no such word (valid_own_sql());
 * - its rest (rest_sql()): the text with that word cut out, so every match in the rest is a match
 *   in the text, and a match in the text is a match in the rest or in search_own.
 * One group row per (product_id, cores, cross_section_mm2, size_label, copper_kg_km,
 * aluminium_kg_km, rest), byte for byte (group_key: the MD5 of these), holds its article count,
 * how many are demo prices, the lowest price and the lowest non-zero price: what
 * ArticleRepository::search() aggregates. An article matches a search iff its group's rest matches
 * every word, or its text matches every word and its rest does not (then some word is in its code:
 * found by a scan of the narrow index search_own, ArticleRepository::matches_sql()).
 *
 * Never stale: MariaDB triggers on the articles table keep the groups in step with every write,
 * in the writer's own statement and transaction, whoever writes (the repository, the CSV import,
 * the drum seeder, a test's direct $wpdb call, bench/synthetic.php); docs/decisions.md says why
 * triggers. The search uses the groups only while ready(): the triggers of this code exist and the
 * table was filled with them in place (OPTION holds the triggers' hash); otherwise it scans the
 * articles as before, so a site whose database user may not create triggers gets the same answers,
 * slower. Created and filled on the schema upgrade (Setup\Schema: create_sql(), migrate()); ensure()
 * repairs a site whose triggers were lost (a copy of the database without them), run on the
 * schema upgrade, before a CSV import and at most hourly in wp-admin. TRUNCATE fires no triggers:
 * after one, rebuild(). The triggers read the articles' columns by name: a schema change that drops
 * or renames one must make them again (ensure(), with a new hash).
 */
final class SearchGroups {

	/** Option: the hash of the triggers the table was filled with ('' or absent: not ready). */
	public const OPTION = 'kabelshop_search_groups';

	/** Longest search_own, spaces included (articles.search_own is varchar of this length). */
	public const OWN_MAX_LENGTH = 128;

	/** Transient of the hourly check in wp-admin (check_hourly()). */
	private const CHECKED = 'kabelshop_search_groups_checked';

	/** @var string|null The triggers' hash, once per request. */
	private static ?string $hash = null;

	/**
	 * Table name with the site prefix.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_search_groups';
	}

	/**
	 * CREATE TABLE statement in dbDelta's format. Columns as in ArticleTable (the same types, so
	 * grouping and comparing them gives the same answers); search_rest ASCII with a binary collation
	 * like search_text.
	 *
	 * @param string $collate Charset and collation clause.
	 */
	public static function create_sql( string $collate ): string {
		$table = self::name();
		return "CREATE TABLE {$table} (
  group_key binary(16) NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  cores smallint(5) unsigned DEFAULT NULL,
  cross_section_mm2 decimal(8,3) DEFAULT NULL,
  size_label varchar(64) NOT NULL DEFAULT '',
  copper_kg_km decimal(10,2) DEFAULT NULL,
  aluminium_kg_km decimal(10,2) DEFAULT NULL,
  search_rest text CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  articles int(10) unsigned NOT NULL DEFAULT 0,
  demo_articles int(10) unsigned NOT NULL DEFAULT 0,
  price_min_e4 bigint(20) unsigned NOT NULL DEFAULT 0,
  priced_min_e4 bigint(20) unsigned DEFAULT NULL,
  PRIMARY KEY  (group_key),
  KEY product_id (product_id)
) {$collate};";
	}

	/**
	 * The schema upgrade's step (Setup\Schema::install(), after dbDelta made the table and the
	 * articles' search_own column): the triggers and the first fill.
	 */
	public static function migrate(): void {
		self::ensure();
	}

	/**
	 * Whether the search may read the groups: the triggers of this code were installed and the
	 * table filled with them (an autoloaded option, no query).
	 */
	public static function ready(): bool {
		return get_option( self::OPTION ) === self::hash();
	}

	/**
	 * Makes the groups usable when they are not: installs the triggers and fills the table when
	 * the option names other triggers or the database lacks some (a copy made without triggers).
	 * Serialised by a database lock (two requests upgrading at once do it once). Never inside a
	 * transaction (CREATE TRIGGER would commit it): then it does nothing. When the database refuses
	 * the triggers (no TRIGGER privilege), the option stays cleared and the search scans the articles.
	 *
	 * @return bool Whether the groups are ready afterwards.
	 */
	public static function ensure(): bool {
		global $wpdb;
		if ( (int) $wpdb->get_var( 'SELECT @@in_transaction' ) ) {
			return self::ready();
		}
		if ( self::ready() && self::triggers_present() ) {
			return true;
		}
		if ( 1 !== (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 60)', self::name() ) ) ) {
			return self::ready();
		}
		try {
			if ( self::stored_hash() === self::hash() && self::triggers_present() ) {
				wp_cache_delete( 'alloptions', 'options' );
				return true; // Another request did it while this one waited.
			}
			update_option( self::OPTION, '', true );
			if ( ! self::install_triggers() ) {
				return false;
			}
			self::rebuild();
			update_option( self::OPTION, self::hash(), true );
			return true;
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', self::name() ) );
		}
	}

	/**
	 * Runs ensure() at most once an hour, for wp-admin requests (admin_init): the screens where staff
	 * change articles.
	 */
	public static function check_hourly(): void {
		if ( get_transient( self::CHECKED ) ) {
			return;
		}
		set_transient( self::CHECKED, 1, HOUR_IN_SECONDS );
		self::ensure();
	}

	/**
	 * Fills the table anew from the articles, in one transaction: the articles' rows are locked
	 * first (shared), so a concurrent writer waits and its triggers then change the new groups.
	 * search_own is checked first (a value written while the triggers were missing), and set as
	 * SearchText::own_token() gives it where the triggers' fallback found none. The triggers must
	 * exist (ensure()).
	 *
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public static function rebuild(): void {
		\Kabelshop\Setup\Database::transaction(
			static function (): void {
				global $wpdb;
				$articles = ArticleTable::name();
				$groups   = self::name();
				$fallback = self::fallback_own_sql( 'a.article_code' );
				$own      = 'IF(' . self::valid_own_sql( $fallback, 'a.search_text' ) . ", {$fallback}, '')";
				$rest     = self::rest_sql( 'a' );
				$key      = self::key_sql( 'a', $rest );
				// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- table names and expressions from code, no input.
				self::run( "SELECT COUNT(*) FROM {$articles} LOCK IN SHARE MODE" );
				self::run( "UPDATE {$articles} a SET a.search_own = {$own} WHERE NOT " . self::valid_own_sql( 'a.search_own', 'a.search_text' ) . " AND a.search_own <> {$own}" );
				self::write_own_tokens();
				self::run( "DELETE FROM {$groups}" );
				self::run(
					"INSERT INTO {$groups} (group_key, product_id, cores, cross_section_mm2, size_label, copper_kg_km, aluminium_kg_km, search_rest, articles, demo_articles, price_min_e4, priced_min_e4)
					SELECT {$key} AS k, MIN(a.product_id), MIN(a.cores), MIN(a.cross_section_mm2), MIN(a.size_label), MIN(a.copper_kg_km), MIN(a.aluminium_kg_km), MIN({$rest}),
						COUNT(*), SUM(a.price_is_demo <> 0), MIN(a.unit_price_e4), MIN(NULLIF(a.unit_price_e4, 0))
					FROM {$articles} a GROUP BY k"
				);
				// phpcs:enable
				// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
			}
		);
	}

	/**
	 * Runs one statement of rebuild().
	 *
	 * @param string $sql A statement from code.
	 * @throws \RuntimeException When the database refuses it.
	 */
	private static function run( string $sql ): void {
		global $wpdb;
		if ( false === $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- from code.
			throw new \RuntimeException( 'search groups rebuild failed: ' . $wpdb->last_error );
		}
	}

	/**
	 * SQL of an article's rest: its search text without its own token (the first place it stands).
	 *
	 * @param string $row Row alias: 'a', 'NEW' or 'OLD'.
	 */
	public static function rest_sql( string $row ): string {
		return "IF({$row}.search_own = '', {$row}.search_text, INSERT({$row}.search_text, LOCATE({$row}.search_own, {$row}.search_text), LENGTH({$row}.search_own), ' '))";
	}

	/**
	 * SQL of a group's key: the MD5 of every grouped column byte for byte, unambiguous (NULL is
	 * '-', which no number is; the size label's length precedes it; the rest comes last).
	 *
	 * @param string $row  Row alias: 'a', 'NEW' or 'OLD'.
	 * @param string $rest SQL of its rest.
	 */
	public static function key_sql( string $row, string $rest ): string {
		return "UNHEX(MD5(CONCAT({$row}.product_id, '|', COALESCE({$row}.cores, '-'), '|', COALESCE({$row}.cross_section_mm2, '-'), '|', COALESCE({$row}.copper_kg_km, '-'), '|', COALESCE({$row}.aluminium_kg_km, '-'), '|', LENGTH({$row}.size_label), '|', {$row}.size_label, '|', {$rest})))";
	}

	/**
	 * SQL true when $own may stand as the own token of $text: one word with a space on each side,
	 * found in the text. Only then does cutting it out keep every other word whole.
	 *
	 * @param string $own  SQL of the token.
	 * @param string $text SQL of the search text.
	 */
	private static function valid_own_sql( string $own, string $text ): string {
		return "(LENGTH({$own}) > 2 AND LEFT({$own}, 1) = ' ' AND LOCATE(' ', {$own}, 2) = LENGTH({$own}) AND LOCATE({$own}, {$text}) > 0)";
	}

	/**
	 * SQL of the own token a writer did not give (or gave wrong): the code in lower case with a
	 * space on each side; SearchText writes most codes so (not "3G2,5", which it writes "3x2.5").
	 *
	 * @param string $code SQL of the article code.
	 */
	private static function fallback_own_sql( string $code ): string {
		return "(CONCAT(' ', LOWER(CONVERT({$code} USING ascii)), ' ') COLLATE ascii_bin)";
	}

	/**
	 * The triggers: name => CREATE TRIGGER statement. BEFORE INSERT / UPDATE check search_own
	 * (SearchText::own_token()'s value, else the fallback, else ''); AFTER INSERT adds the article
	 * to its group, AFTER DELETE takes it out, AFTER UPDATE does both when its group, price or demo
	 * flag changed (a stock, drum or ordering change does nothing). Taking an article out lowers the
	 * count and recomputes the group's lowest prices from the articles only when the article had one
	 * of them. Counts never go below 0 (a group made inconsistent by hand must not block writes).
	 *
	 * @return array<string, string>
	 */
	public static function triggers(): array {
		global $wpdb;
		$articles = ArticleTable::name();
		$groups   = self::name();
		$prefix   = $wpdb->prefix . 'kabelshop_sg_';
		$check    = static function ( string $row ): string {
			$fallback = self::fallback_own_sql( "{$row}.article_code" );
			return 'IF NOT ' . self::valid_own_sql( "{$row}.search_own", "{$row}.search_text" ) . " THEN
				SET {$row}.search_own = IF(" . self::valid_own_sql( $fallback, "{$row}.search_text" ) . ", {$fallback}, '');
			END IF;";
		};
		$add      = static function () use ( $groups ): string {
			$rest = self::rest_sql( 'NEW' );
			return "SET r = {$rest};
			INSERT INTO {$groups} (group_key, product_id, cores, cross_section_mm2, size_label, copper_kg_km, aluminium_kg_km, search_rest, articles, demo_articles, price_min_e4, priced_min_e4)
			VALUES (" . self::key_sql( 'NEW', 'r' ) . ', NEW.product_id, NEW.cores, NEW.cross_section_mm2, NEW.size_label, NEW.copper_kg_km, NEW.aluminium_kg_km, r, 1, NEW.price_is_demo <> 0, NEW.unit_price_e4, NULLIF(NEW.unit_price_e4, 0))
			ON DUPLICATE KEY UPDATE articles = articles + 1, demo_articles = demo_articles + (NEW.price_is_demo <> 0),
				price_min_e4 = LEAST(price_min_e4, NEW.unit_price_e4),
				priced_min_e4 = IF(NEW.unit_price_e4 = 0, priced_min_e4, LEAST(COALESCE(priced_min_e4, NEW.unit_price_e4), NEW.unit_price_e4));';
		};
		$remove   = static function () use ( $groups, $articles ): string {
			$key = self::key_sql( 'x', self::rest_sql( 'x' ) );
			return 'SET k = ' . self::key_sql( 'OLD', self::rest_sql( 'OLD' ) ) . ";
			UPDATE {$groups} SET articles = articles - LEAST(articles, 1), demo_articles = demo_articles - LEAST(demo_articles, OLD.price_is_demo <> 0) WHERE group_key = k;
			DELETE FROM {$groups} WHERE group_key = k AND articles = 0;
			IF EXISTS (SELECT 1 FROM {$groups} WHERE group_key = k AND (price_min_e4 = OLD.unit_price_e4 OR priced_min_e4 = OLD.unit_price_e4)) THEN
				SELECT MIN(x.unit_price_e4), MIN(NULLIF(x.unit_price_e4, 0)) INTO lo, lo_priced FROM {$articles} x
					WHERE x.product_id = OLD.product_id AND x.cores <=> OLD.cores AND x.cross_section_mm2 <=> OLD.cross_section_mm2 AND x.size_label = OLD.size_label AND {$key} = k;
				UPDATE {$groups} SET price_min_e4 = COALESCE(lo, 0), priced_min_e4 = lo_priced WHERE group_key = k;
			END IF;";
		};
		$declare  = 'DECLARE r TEXT CHARACTER SET ascii COLLATE ascii_bin; DECLARE k BINARY(16); DECLARE lo, lo_priced BIGINT UNSIGNED;';
		$changed  = self::key_sql( 'OLD', self::rest_sql( 'OLD' ) ) . ' <> ' . self::key_sql( 'NEW', self::rest_sql( 'NEW' ) )
			. ' OR OLD.unit_price_e4 <> NEW.unit_price_e4 OR (OLD.price_is_demo <> 0) <> (NEW.price_is_demo <> 0)';
		return array(
			$prefix . 'bi' => "CREATE TRIGGER {$prefix}bi BEFORE INSERT ON {$articles} FOR EACH ROW BEGIN " . $check( 'NEW' ) . ' END',
			$prefix . 'bu' => "CREATE TRIGGER {$prefix}bu BEFORE UPDATE ON {$articles} FOR EACH ROW BEGIN " . $check( 'NEW' ) . ' END',
			$prefix . 'ai' => "CREATE TRIGGER {$prefix}ai AFTER INSERT ON {$articles} FOR EACH ROW BEGIN {$declare} " . $add() . ' END',
			$prefix . 'ad' => "CREATE TRIGGER {$prefix}ad AFTER DELETE ON {$articles} FOR EACH ROW BEGIN {$declare} " . $remove() . ' END',
			$prefix . 'au' => "CREATE TRIGGER {$prefix}au AFTER UPDATE ON {$articles} FOR EACH ROW BEGIN {$declare} IF {$changed} THEN " . $remove() . ' ' . $add() . ' END IF; END',
		);
	}

	/**
	 * The hash of the triggers (what OPTION holds when the table was filled with them).
	 */
	private static function hash(): string {
		if ( null === self::$hash ) {
			self::$hash = md5( implode( "\n", self::triggers() ) );
		}
		return self::$hash;
	}

	/**
	 * OPTION as stored now (read past the object cache: another request may have written it).
	 */
	private static function stored_hash(): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
	}

	/**
	 * Whether every trigger exists on the articles table.
	 */
	private static function triggers_present(): bool {
		global $wpdb;
		$names = array_keys( self::triggers() );
		$in    = implode( ',', array_fill( 0, count( $names ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the %s list ($in) is ours.
		$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_OBJECT_TABLE = %s AND TRIGGER_NAME IN ({$in})", array_merge( array( ArticleTable::name() ), $names ) ) );
		return count( $names ) === $found;
	}

	/**
	 * Drops and creates the triggers. False (and the option cleared) when the database refuses.
	 */
	private static function install_triggers(): bool {
		global $wpdb;
		$errors = $wpdb->suppress_errors( true );
		$ok     = true;
		foreach ( self::triggers() as $name => $sql ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- trigger names and bodies from code.
			if ( false === $wpdb->query( "DROP TRIGGER IF EXISTS {$name}" ) || false === $wpdb->query( $sql ) ) {
				$ok = false;
				break;
			}
		}
		$wpdb->suppress_errors( $errors );
		if ( ! $ok ) {
			foreach ( array_keys( self::triggers() ) as $name ) {
				$wpdb->query( "DROP TRIGGER IF EXISTS {$name}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- trigger name from code.
			}
		}
		return $ok;
	}

	/**
	 * Writes search_own as SearchText::own_token() gives it, for the articles the triggers' fallback left
	 * without one (their code is written otherwise in the text): in a real catalogue about one
	 * article in ten ("KS-H05VVF-3G1.5-R" is "ks-h05vvf-3x1.5-r" in the text).
	 */
	private static function write_own_tokens(): void {
		global $wpdb;
		$table = ArticleTable::name();
		$last  = 0;
		$batch = 2000;
		do {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, article_code, search_text FROM {$table} WHERE search_own = '' AND id > %d ORDER BY id LIMIT %d", $last, $batch ), ARRAY_A );
			foreach ( $rows as $row ) {
				$last = (int) $row['id'];
				$own  = SearchText::own_token( (string) $row['search_text'], (string) $row['article_code'] );
				if ( '' !== $own ) {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
					$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET search_own = %s WHERE id = %d", $own, $last ) );
				}
			}
			$read = count( $rows );
		} while ( $read === $batch );
	}
}
