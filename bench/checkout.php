<?php
/**
 * The database side of the checkout benchmark (bench/checkout.sh, bench/checkout.mjs; issue 16).
 * Works only on a BENCH database (name starting kabelshop_bench_), never the demo or test sites.
 *
 *   php bench/checkout.php setup N     Creates (or refreshes) N approved business customers
 *                                      bench-buyer-NN@kabelshop.test (20 % discount, a delivery
 *                                      address), picks real articles for the orders and prints JSON:
 *                                      buyers, articles, the last order id so far and the stock and
 *                                      drum figures of the articles.
 *   php bench/checkout.php verify FILE [MAILDIR]
 *                                      Checks every order the run placed (FILE: the JSON of
 *                                      bench/checkout.mjs: setup + every request and answer) against
 *                                      the database and prints "every order correct" or each fault.
 *                                      First sends the confirmations still queued (OrderMailQueue::run(),
 *                                      as its cron would) and checks none is left pending; with
 *                                      MAILDIR (the mail catcher's folder) also that a buyer's and a
 *                                      staff mail name each order.
 *
 * What verify checks, per request key: exactly one stored order for (buyer, key) (a retried key
 * wrote nothing new) whose id every answer for that key named; the items are the requested lines
 * in order with the quantities; each unit price is the article's base price, its metal surcharge
 * the one of today's terms (Commerce\Pricing::metal_surcharge_e4()); the totals recomputed here
 * from those with the rule of docs/checkout.md (20 % off the full price, base + surcharge, spec
 * section 9; charges not discounted, VAT 25 % half up, pickup free) and the charge lines of docs/drums.md (a cut when the
 * metres are not whole drums, a deposit per returnable drum); one drum account row per deposit drum;
 * stock and the drums' remaining metres unchanged (orders reserve nothing, docs/checkout.md). And no
 * order of a bench buyer beyond those keys.
 * Exit 1 when anything is wrong.
 */

'cli' === PHP_SAPI || exit( 1 );
$kabelshop_db = (string) getenv( 'KABELSHOP_DB_NAME' );
if ( ! str_starts_with( $kabelshop_db, 'kabelshop_bench_' ) ) {
	fwrite( STDERR, "refused: the checkout bench runs only on a kabelshop_bench_* database, not '{$kabelshop_db}'\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Roles;
use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Commerce\Drums\DrumAccountTable;
use Kabelshop\Commerce\Drums\DrumSettings;
use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Metals\SurchargeTerms;

const KABELSHOP_BENCH_BUYER = 'bench-buyer-%02d@kabelshop.test';

/**
 * Creates or refreshes the bench buyers.
 *
 * @param int $count How many.
 * @return list<array{id: int, login: string, password: string}>
 */
function kabelshop_bench_buyers( int $count ): array {
	if ( ! get_role( Roles::CUSTOMER ) ) {
		Roles::install();
	}
	add_filter( 'send_password_change_email', '__return_false' );
	$out = array();
	for ( $i = 1; $i <= $count; $i++ ) {
		$email    = sprintf( KABELSHOP_BENCH_BUYER, $i );
		$password = 'Bench-Buyer-2026-' . $i;
		$user     = get_user_by( 'email', $email );
		$data     = array(
			'user_email'   => $email,
			'user_pass'    => $password,
			'role'         => Roles::CUSTOMER,
			'display_name' => 'Bench buyer ' . $i,
		);
		if ( $user ) {
			$data['ID'] = $user->ID;
			$id         = wp_update_user( $data );
		} else {
			$data['user_login'] = $email;
			$id                 = wp_insert_user( $data );
		}
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, "cannot create {$email}: " . $id->get_error_message() . "\n" );
			exit( 1 );
		}
		update_user_meta( $id, 'kabelshop_company_name', 'Bench buyer ' . $i . ' (synthetic)' );
		update_user_meta( $id, 'kabelshop_company_type', '1' );
		$address = array(
			'street'         => 'Bench ulica',
			'house_no'       => (string) $i,
			'city'           => 'Zagreb',
			'zip'            => '10000',
			'country'        => 'HR',
			'contact_person' => 'Bench buyer ' . $i,
			'phone'          => sprintf( '+3851000%05d', $i ),
		);
		update_user_meta( $id, Addresses::META_HEADQUARTERS, $address );
		update_user_meta( $id, Addresses::META_DELIVERY, array( array( 'id' => 1 ) + $address ) );
		$out[] = array(
			'id'       => (int) $id,
			'login'    => $email,
			'password' => $password,
		);
	}
	return $out;
}

/**
 * Real (not synthetic) priced articles for the orders: two rings and a drum on a returnable drum
 * type with a deposit, all orderable.
 *
 * @return list<array{article_code: string, packaging: string, package_length_m: int|null}>
 */
function kabelshop_bench_articles(): array {
	global $wpdb;
	$table = ArticleTable::name();
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
	$rings = $wpdb->get_results( "SELECT article_code, packaging, package_length_m FROM {$table} WHERE article_code NOT LIKE 'SYN-%' AND packaging = 'ring' AND package_length_m > 0 AND unit_price_e4 > 0 AND on_request_only = 0 ORDER BY id LIMIT 2", ARRAY_A );
	$drums = $wpdb->get_results( "SELECT article_code, packaging, package_length_m, drum_type FROM {$table} WHERE article_code NOT LIKE 'SYN-%' AND packaging = 'drum' AND package_length_m > 0 AND unit_price_e4 > 0 AND on_request_only = 0 AND drum_type <> '' ORDER BY id", ARRAY_A );
	// phpcs:enable
	$drum = null;
	foreach ( $drums as $row ) {
		$type = DrumTypes::find( (string) $row['drum_type'] );
		if ( $type && $type['returnable'] && $type['deposit_cents'] > 0 ) {
			$drum = $row;
			break;
		}
	}
	if ( count( $rings ) < 2 || null === $drum ) {
		fwrite( STDERR, "no suitable articles: seed the site first\n" );
		exit( 1 );
	}
	unset( $drum['drum_type'] );
	return array_map(
		static fn( array $row ): array => array(
			'article_code'     => (string) $row['article_code'],
			'packaging'        => (string) $row['packaging'],
			'package_length_m' => null === $row['package_length_m'] ? null : (int) $row['package_length_m'],
		),
		array_merge( $rings, array( $drum ) )
	);
}

/**
 * Stock and remaining drum metres of articles.
 *
 * @param list<string> $codes Article codes.
 * @return array<string, array{stock_m: int|null, drum_remaining_m: int|null}>
 */
function kabelshop_bench_stock( array $codes ): array {
	$out = array();
	foreach ( ( new ArticleRepository() )->find_by_codes( $codes ) as $code => $article ) {
		$out[ $code ] = array(
			'stock_m'          => $article->stock_m,
			'drum_remaining_m' => $article->drum_remaining_m,
		);
	}
	return $out;
}

/**
 * Half away from zero of a/b for integers (b > 0).
 *
 * @param int $a Numerator.
 * @param int $b Denominator.
 */
function kabelshop_bench_round_div( int $a, int $b ): int {
	$q = intdiv( abs( $a ) * 2 + $b, 2 * $b );
	return $a < 0 ? -$q : $q;
}

/**
 * Checks the run's orders; returns the faults.
 *
 * @param array<string, mixed> $run bench/checkout.mjs's record.
 * @return array{faults: list<string>, orders: int, items: int, drums: int}
 */
function kabelshop_bench_verify( array $run ): array {
	global $wpdb;
	$faults   = array();
	$orders_t = OrderTable::name();
	$items_t  = OrderTable::items_name();
	$drums_t  = DrumAccountTable::name();
	$since    = (int) $run['setup']['last_order_id'];
	$user_ids = array_column( $run['setup']['buyers'], 'id', 'login' );
	$terms    = SurchargeTerms::current();
	$codes    = array_column( $run['setup']['articles'], 'article_code' );
	$articles = ( new ArticleRepository() )->find_by_codes( $codes );
	$cut_fee  = DrumSettings::cut_fee_cents();
	// Every answer of a key names one order.
	$by_key = array();
	foreach ( $run['requests'] as $request ) {
		$by_key[ $request['login'] . ' ' . $request['key'] ][] = $request;
	}
	$checked = array(
		'orders' => 0,
		'items'  => 0,
		'drums'  => 0,
	);
	foreach ( $by_key as $requests ) {
		$first   = $requests[0];
		$user_id = (int) ( $user_ids[ $first['login'] ] ?? 0 );
		$where   = "{$first['login']} key {$first['key']}";
		$ids     = array_values( array_unique( array_map( static fn( $r ) => (int) ( $r['order_id'] ?? 0 ), $requests ) ) );
		foreach ( $requests as $request ) {
			if ( ! in_array( (int) $request['status'], array( 200, 201 ), true ) ) {
				$faults[] = "{$where}: answered {$request['status']} " . substr( (string) ( $request['error'] ?? '' ), 0, 200 );
			}
		}
		if ( count( array_filter( $requests, static fn( $r ) => 201 === (int) $r['status'] ) ) > 1 ) {
			$faults[] = "{$where}: more than one 201 Created for one key";
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$stored = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$orders_t} WHERE user_id = %d AND idempotency_key = %s", $user_id, $first['key'] ), ARRAY_A );
		if ( 1 !== count( $stored ) ) {
			$faults[] = "{$where}: " . count( $stored ) . ' stored orders, expected 1';
			continue;
		}
		$order = $stored[0];
		if ( array( (int) $order['id'] ) !== $ids ) {
			$faults[] = "{$where}: the answers named order(s) " . implode( ', ', $ids ) . ", stored is {$order['id']}";
		}
		++$checked['orders'];
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$items = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$items_t} WHERE order_id = %d ORDER BY line_no", $order['id'] ), ARRAY_A );
		$lines = $first['body']['lines'];
		if ( count( $items ) !== count( $lines ) ) {
			$faults[] = "{$where}: " . count( $items ) . ' items for ' . count( $lines ) . ' lines';
			continue;
		}
		$base_e4  = 0;
		$metal_e4 = 0;
		$charges  = 0;
		$deposits = 0;
		foreach ( $lines as $i => $line ) {
			$item    = $items[ $i ];
			$article = $articles[ $line['article_code'] ] ?? null;
			++$checked['items'];
			if ( null === $article || $item['article_code'] !== $line['article_code'] || (int) $item['quantity_m'] !== (int) $line['quantity_m'] ) {
				$faults[] = "{$where} line {$i}: stored {$item['article_code']} x {$item['quantity_m']} m, ordered {$line['article_code']} x {$line['quantity_m']} m";
				continue;
			}
			$q     = (int) $line['quantity_m'];
			$metal = Pricing::metal_surcharge_e4( $article, $terms );
			if ( (int) $item['unit_price_e4'] !== $article->unit_price_e4 || (int) $item['metal_surcharge_e4'] !== $metal ) {
				$faults[] = "{$where} line {$i}: unit price {$item['unit_price_e4']} + surcharge {$item['metal_surcharge_e4']}, expected {$article->unit_price_e4} + {$metal} (1/10000 EUR/m)";
			}
			if ( (int) $item['line_net_e4'] !== $q * $article->unit_price_e4 || (int) $item['line_metal_e4'] !== $q * $metal ) {
				$faults[] = "{$where} line {$i}: line amounts {$item['line_net_e4']} / {$item['line_metal_e4']}, expected " . ( $q * $article->unit_price_e4 ) . ' / ' . ( $q * $metal );
			}
			$base_e4  += $q * $article->unit_price_e4;
			$metal_e4 += $q * $metal;
			if ( 'drum' === $article->packaging ) {
				$length   = (int) $article->package_length_m;
				$charges += ( $length > 0 && 0 === $q % $length ) ? 0 : $cut_fee;
				$type     = DrumTypes::find( $article->drum_type );
				if ( $type && $type['returnable'] && $type['deposit_cents'] > 0 ) {
					$drums     = $length > 0 ? (int) ceil( $q / $length ) : 1;
					$charges  += $drums * $type['deposit_cents'];
					$deposits += $drums;
				}
			}
		}
		$net      = kabelshop_bench_round_div( ( $base_e4 + $metal_e4 ) * 80, 10000 ) + $charges;
		$vat      = intdiv( $net * 25 + 50, 100 );
		$expected = array(
			'discount_percent' => 20,
			'subtotal_cents'   => kabelshop_bench_round_div( $base_e4, 100 ),
			'metal_cents'      => kabelshop_bench_round_div( $metal_e4, 100 ),
			'charges_cents'    => $charges,
			'net_cents'        => $net,
			'delivery_cents'   => 0,
			'vat_cents'        => $vat,
			'gross_cents'      => $net + $vat,
		);
		foreach ( $expected as $column => $value ) {
			if ( (int) $order[ $column ] !== $value ) {
				$faults[] = "{$where}: {$column} {$order[ $column ]}, expected {$value}";
			}
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$drums_t} WHERE order_id = %d", $order['id'] ) );
		if ( $rows !== $deposits ) {
			$faults[] = "{$where}: {$rows} drum account rows, expected {$deposits}";
		}
		$checked['drums'] += $rows;
	}
	// No other orders of the bench buyers since the run began.
	$in = implode( ',', array_map( 'intval', $user_ids ) );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and integer list from code.
	$all = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$orders_t} WHERE id > %d AND user_id IN ({$in})", $since ) );
	if ( $all !== count( $by_key ) ) {
		$faults[] = "{$all} orders of the bench buyers since the run began, expected " . count( $by_key ) . ' (one per key)';
	}
	foreach ( kabelshop_bench_stock( $codes ) as $code => $now ) {
		if ( $now !== ( $run['setup']['stock'][ $code ] ?? null ) ) {
			$faults[] = "{$code}: stock or drum metres changed: " . wp_json_encode( $run['setup']['stock'][ $code ] ?? null ) . ' -> ' . wp_json_encode( $now );
		}
	}
	return array(
		'faults' => $faults,
		'orders' => $checked['orders'],
		'items'  => $checked['items'],
		'drums'  => $checked['drums'],
	);
}

/**
 * Sends the run's confirmation mails still queued (Commerce\OrderMailQueue, as its cron run would)
 * and checks that every order of the run has its mails: nothing pending, and, with a mail folder
 * (the local catcher's), a buyer's and a staff mail naming the order number.
 *
 * @param array<string, mixed> $run     bench/checkout.mjs's record.
 * @param string               $maildir The mail catcher's folder, '' to skip that check.
 * @return array{faults: list<string>, pending: int, seconds: float}
 */
function kabelshop_bench_mails( array $run, string $maildir ): array {
	global $wpdb;
	$table  = OrderTable::name();
	$ids    = array_values( array_unique( array_filter( array_map( static fn( $r ) => (int) ( $r['order_id'] ?? 0 ), $run['requests'] ) ) ) );
	$faults = array();
	if ( ! $ids ) {
		return array(
			'faults'  => array( 'no orders in the run' ),
			'pending' => 0,
			'seconds' => 0.0,
		);
	}
	$in      = implode( ',', $ids );
	$pending = static fn(): int => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE id IN ({$in}) AND mail_language <> ''" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$before  = $pending();
	$start   = microtime( true );
	for ( $i = 0; $i < 20 && $pending() > 0; $i++ ) {
		if ( 0 === \Kabelshop\Commerce\OrderMailQueue::run() ) {
			sleep( 1 ); // Claimed by an after-response sender that is still sending.
		}
	}
	$seconds = microtime( true ) - $start;
	if ( $pending() > 0 ) {
		$faults[] = $pending() . ' orders still have their confirmation pending';
	}
	if ( '' !== $maildir ) {
		usleep( 500000 ); // The catcher writes a mail after the SMTP conversation ends.
		$texts = array();
		foreach ( (array) glob( rtrim( $maildir, '/' ) . '/*.eml' ) as $file ) {
			if ( filemtime( (string) $file ) >= (int) $run['started'] - 5 ) {
				$texts[] = quoted_printable_decode( (string) file_get_contents( (string) $file ) );
			}
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and integer list from code.
		foreach ( $wpdb->get_col( "SELECT number FROM {$table} WHERE id IN ({$in})" ) as $number ) {
			$count = count( array_filter( $texts, static fn( string $t ): bool => str_contains( $t, (string) $number ) ) );
			if ( $count < 2 ) {
				$faults[] = "{$number}: {$count} mails name it, expected the buyer's and the staff's";
			}
		}
	}
	return array(
		'faults'  => $faults,
		'pending' => $before,
		'seconds' => $seconds,
	);
}

$kabelshop_mode = $argv[1] ?? '';
if ( 'setup' === $kabelshop_mode ) {
	global $wpdb;
	$kabelshop_articles = kabelshop_bench_articles();
	echo wp_json_encode(
		array(
			'buyers'        => kabelshop_bench_buyers( max( 1, (int) ( $argv[2] ?? 20 ) ) ),
			'articles'      => $kabelshop_articles,
			'last_order_id' => (int) $wpdb->get_var( 'SELECT COALESCE(MAX(id), 0) FROM ' . OrderTable::name() ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			'stock'         => kabelshop_bench_stock( array_column( $kabelshop_articles, 'article_code' ) ),
		)
	), "\n";
	exit( 0 );
}
if ( 'verify' === $kabelshop_mode ) {
	$kabelshop_run    = json_decode( (string) file_get_contents( (string) ( $argv[2] ?? '' ) ), true );
	$kabelshop_mails  = kabelshop_bench_mails( (array) $kabelshop_run, (string) ( $argv[3] ?? '' ) );
	printf( "confirmation mails: %s, %d still queued after the run, sent by the queue's run here in %.1f s\n", \Kabelshop\Commerce\OrderMailQueue::mode(), $kabelshop_mails['pending'], $kabelshop_mails['seconds'] );
	$kabelshop_result           = kabelshop_bench_verify( (array) $kabelshop_run );
	$kabelshop_result['faults'] = array_merge( $kabelshop_result['faults'], $kabelshop_mails['faults'] );
	if ( $kabelshop_result['faults'] ) {
		printf( "orders NOT all correct: %d faults (%d orders, %d items checked)\n", count( $kabelshop_result['faults'] ), $kabelshop_result['orders'], $kabelshop_result['items'] );
		foreach ( array_slice( $kabelshop_result['faults'], 0, 30 ) as $kabelshop_fault ) {
			echo '  ', $kabelshop_fault, "\n";
		}
		exit( 1 );
	}
	printf( "every order correct: %d orders, %d items, %d drum account rows checked against the database (one order per key, prices, 20 %% discount, totals, charges, stock and drums, confirmation mails)\n", $kabelshop_result['orders'], $kabelshop_result['items'], $kabelshop_result['drums'] );
	exit( 0 );
}
fwrite( STDERR, "usage: php bench/checkout.php setup N | verify FILE\n" );
exit( 2 );
