<?php
/**
 * A customer's addresses and profile under parallel writes (issue 26).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\AddressBook;
use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\CustomerLock;
use Kabelshop\Accounts\EmailChange;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\Tests\Support\ParallelRequests;
use Kabelshop\Tests\TestCase;

/**
 * Ten address saves at once keep ten addresses (the first address of an account included: its
 * meta row did not exist to be locked) and never pass the 50-address limit; a profile save next to
 * an e-mail confirmation does not put the old address back (wp_update_user() writes the whole user
 * row from what it read); a customer whose lock is held gets a translated 503, not a lost write.
 */
final class AccountConcurrencyTest extends TestCase {

	use ParallelRequests;

	/**
	 * An address save as AddressForm sends it.
	 *
	 * @param string $city City, to tell the addresses apart.
	 * @return array{method: string, route: string, form: array<string, string>}
	 */
	private static function address_add( string $city ): array {
		return array(
			'method' => 'POST',
			'route'  => 'kabelshop/v1/user/profile/addresses/update',
			'form'   => array(
				'address_id'                  => '-1',
				'delivery_street'             => 'Ulica paralelna',
				'delivery_house_no'           => '3',
				'delivery_city'               => $city,
				'delivery_zip'                => '10000',
				'delivery_country'            => 'HR',
				'contact_person'              => 'Test Osoba',
				'contact_person_phone_number' => '+385 1 2345 678',
			),
		);
	}

	public function test_ten_parallel_address_adds_of_a_new_account_keep_ten_addresses(): void {
		$user     = $this->make_customer();
		$cities   = array_map( static fn( int $i ): string => 'Grad ' . $i, range( 1, 10 ) );
		$answers  = $this->at_once( $user, array_map( array( self::class, 'address_add' ), $cities ) );
		$this->assertSame( array_fill( 0, 10, 200 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'raw' ) ) );
		$delivery = Addresses::for_user( $user )['delivery'];
		$this->assertEqualsCanonicalizing( $cities, array_column( $delivery, 'city' ), 'every address answered 200 is kept' );
		$this->assertCount( 10, array_unique( array_column( $delivery, 'id' ) ), 'ten different ids' );
	}

	public function test_parallel_address_adds_never_pass_the_limit(): void {
		$user = $this->make_customer();
		$list = array();
		for ( $i = 1; $i <= AddressBook::MAX_DELIVERY - 5; $i++ ) {
			$list[] = array(
				'id'             => 700000 + $user * 100 + $i,
				'street'         => 'Ulica',
				'house_no'       => (string) $i,
				'city'           => 'Zagreb',
				'zip'            => '10000',
				'country'        => 'HR',
				'contact_person' => 'Test Osoba',
				'phone'          => '+38511234567',
			);
		}
		update_user_meta( $user, Addresses::META_DELIVERY, $list );
		$answers = $this->at_once( $user, array_map( static fn( int $i ): array => self::address_add( 'Novi ' . $i ), range( 1, 10 ) ) );
		$this->assertSame( array( 200, 200, 200, 200, 200, 400, 400, 400, 400, 400 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'raw' ) ) );
		foreach ( $answers as $answer ) {
			if ( 400 === $answer['status'] ) {
				$this->assertSame( array( 'kabelshop_address_limit_reached', 'address_id' ), array( $answer['body']['code'] ?? '', $answer['body']['data']['field'] ?? '' ) );
			}
		}
		$this->assertCount( AddressBook::MAX_DELIVERY, Addresses::for_user( $user )['delivery'] );
	}

	public function test_profile_saves_next_to_an_email_confirmation_keep_the_new_address(): void {
		$user   = $this->make_customer();
		$old    = (string) get_userdata( $user )->user_email;
		$new    = 'novi-' . $this->unique() . '@example.test';
		$token  = bin2hex( random_bytes( 32 ) );
		$base   = (string) wp_rand( 1, 9 ) . str_pad( (string) wp_rand( 0, 999999999 ), 9, '0', STR_PAD_LEFT );
		$oib    = $base . CompanyId::mod11_10( $base );
		update_user_meta(
			$user,
			EmailChange::META,
			array(
				'email'      => $new,
				'token_hash' => hash( 'sha256', $token ),
				'expires'    => time() + HOUR_IN_SECONDS,
			)
		);
		$save = static fn( int $i ): array => array(
			'method' => 'POST',
			'route'  => 'kabelshop/v1/user/profile',
			'form'   => array(
				// The form as loaded before the confirmation: the old address.
				'email'       => $old,
				'companyId'   => $oib,
				'companyName' => 'Paralelno d.o.o.',
				'phone'       => '+3851234560' . $i,
				'userName'    => 'Osoba ' . $i,
				'address'     => 'Testna ulica',
				'addressNr'   => (string) $i,
				'city'        => 'Zagreb',
				'postNr'      => '10000',
				'country'     => 'HR',
			),
		);
		$requests = array( $save( 1 ), $save( 2 ), $save( 3 ) );
		$requests[] = array(
			'method' => 'GET',
			'url'    => EmailChange::link( $user, $token ),
		);
		for ( $i = 4; $i <= 9; $i++ ) {
			$requests[] = $save( $i );
		}
		$answers = $this->at_once( $user, $requests );

		$this->assertSame( 302, $answers[3]['status'], 'the link redirects to the account page' );
		foreach ( $answers as $index => $answer ) {
			if ( 3 !== $index ) {
				$this->assertSame( 200, $answer['status'], $answer['raw'] );
			}
		}
		clean_user_cache( $user );
		$this->assertSame( $new, get_userdata( $user )->user_email, 'the confirmed address stays, whatever saves ran beside it' );
		$profile = ProfileData::read( $user );
		$this->assertMatchesRegularExpression( '/^\+3851234560(\d)$/', $profile['phone'] );
		$which = substr( $profile['phone'], -1 );
		$this->assertSame( array( 'Osoba ' . $which, $which ), array( $profile['userName'], $profile['addressNr'] ), 'every field from the same save: one consistent profile' );
		$this->assertSame( 'Osoba ' . $which, get_userdata( $user )->display_name );
	}

	public function test_a_save_while_the_account_is_locked_elsewhere_answers_a_translated_503(): void {
		$user   = $this->make_customer();
		$holder = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->assertSame( '1', (string) $holder->get_var( $holder->prepare( 'SELECT GET_LOCK( %s, 1 )', CustomerLock::name( $user ) ) ) );
		try {
			$started = microtime( true );
			$answers = $this->at_once( $user, array( self::address_add( 'Zaključano' ) ) );
			$waited  = microtime( true ) - $started;
		} finally {
			$holder->get_var( $holder->prepare( 'SELECT RELEASE_LOCK( %s )', CustomerLock::name( $user ) ) );
			$holder->close();
		}
		$this->assertSame( 503, $answers[0]['status'], $answers[0]['raw'] );
		$this->assertSame( 'kabelshop_account_busy', $answers[0]['body']['code'] ?? '' );
		$this->assertSame( 'Vaš se račun upravo mijenja u drugom prozoru. Molimo pokušajte ponovno za nekoliko sekundi.', $answers[0]['body']['message'] ?? '' );
		$this->assertSame( CustomerLock::RETRY_AFTER_S, $answers[0]['body']['data']['retry_after'] ?? 0 );
		$this->assertSame( (string) CustomerLock::RETRY_AFTER_S, $answers[0]['headers']['retry-after'] ?? '', 'the header says it too (RFC 9110)' );
		$this->assertGreaterThanOrEqual( CustomerLock::TIMEOUT_S - 1, $waited, 'it waited for the other change first' );
		$this->assertSame( array(), Addresses::for_user( $user )['delivery'], 'nothing written' );
	}
}
