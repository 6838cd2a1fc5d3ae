<?php
/**
 * The court register client and GET/POST user/profile/register.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\Accounts\CourtRegister\CourtRegisterSettings;
use Kabelshop\Accounts\CourtRegister\CourtRegisterUnavailable;
use Kabelshop\Accounts\CourtRegister\SudregClient;
use Kabelshop\Tests\Support\RunsFakeServer;
use Kabelshop\Tests\TestCase;

/**
 * Runs the real SudregClient against tests/fakes/sudreg.php (the API's documented shape: OAuth2
 * client credentials, then detalji_subjekta), served by PHP's built-in server on a free port.
 */
final class RegisterLookupTest extends TestCase {

	private const ROUTE = '/kabelshop/v1/user/profile/register';

	use RunsFakeServer;

	private static string $base = '';

	private static string $log = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$log  = (string) tempnam( sys_get_temp_dir(), 'sudreg' );
		self::$base = 'http://127.0.0.1:' . self::start_fake( 'sudreg', array( 'KABELSHOP_FAKE_SUDREG_LOG' => self::$log ) );
	}

	public static function tearDownAfterClass(): void {
		self::stop_fake_servers();
		@unlink( self::$log );
		delete_option( CourtRegisterSettings::OPTION );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->configure( 'fake-client', 'fake-secret' );
		$this->in_english();
	}

	/**
	 * Stores settings pointing at the fake and forgets cached tokens.
	 *
	 * @param string $id     Client id.
	 * @param string $secret Client secret.
	 */
	private function configure( string $id, string $secret ): void {
		update_option(
			CourtRegisterSettings::OPTION,
			array(
				'base_url'      => self::$base . '/api/javni',
				'token_url'     => self::$base . '/api/oauth/token',
				'client_id'     => $id,
				'client_secret' => $secret,
			)
		);
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%kabelshop\\_sudreg\\_%'" );
		wp_cache_flush();
	}

	/**
	 * A customer with a profile and the given OIB/MBS.
	 *
	 * @param string $company_id OIB or MBS.
	 */
	private function customer( string $company_id ): int {
		$user = $this->make_customer();
		update_user_meta( $user, ProfileData::META_COMPANY_ID, $company_id );
		update_user_meta( $user, ProfileData::META_COMPANY_NAME, 'Old Name d.o.o.' );
		update_user_meta(
			$user,
			Addresses::META_HEADQUARTERS,
			array(
				'street'         => 'Stara ulica',
				'house_no'       => '1',
				'city'           => 'Osijek',
				'zip'            => '31000',
				'country'        => 'HR',
				'contact_person' => 'Ivo Test',
				'phone'          => '+385311234',
			)
		);
		$this->login( $user );
		return $user;
	}

	private function client(): SudregClient {
		return new SudregClient( self::$base . '/api/javni', self::$base . '/api/oauth/token', 'fake-client', 'fake-secret' );
	}

	public function test_client_reads_a_subject_by_oib_and_by_mbs(): void {
		$company = $this->client()->lookup( '01234567896' );
		$this->assertNotNull( $company );
		$this->assertSame( '01234567896', $company->oib, 'the full OIB keeps its leading zero' );
		$this->assertSame( '080000001', $company->mbs );
		$this->assertSame( 'TEST REGISTAR KABELI d.o.o. za trgovinu', $company->name );
		$this->assertSame( 'Testna registarska ulica', $company->street );
		$this->assertSame( '12A', $company->house_no );
		$this->assertSame( 'Osijek', $company->city );
		$this->assertNull( $company->zip );

		$by_mbs = $this->client()->lookup( '80000001' );
		$this->assertSame( '01234567896', $by_mbs->oib );
	}

	public function test_client_caches_the_token(): void {
		file_put_contents( self::$log, '' );
		$this->client()->lookup( '01234567896' );
		$this->client()->lookup( '80000001' );
		$this->assertSame( 1, substr_count( (string) file_get_contents( self::$log ), 'token' ) );
	}

	public function test_client_unknown_subject_is_null_and_errors_throw(): void {
		$this->assertNull( $this->client()->lookup( '11111111111' ) );
		$this->expectException( CourtRegisterUnavailable::class );
		$this->client()->lookup( '55555555555' );
	}

	public function test_client_with_wrong_credentials_throws(): void {
		$this->expectException( CourtRegisterUnavailable::class );
		( new SudregClient( self::$base . '/api/javni', self::$base . '/api/oauth/token', 'fake-client', 'wrong' ) )->lookup( '01234567896' );
	}

	public function test_preview_shows_what_would_change_and_stores_nothing(): void {
		$user     = $this->customer( '01234567896' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				'companyName' => array(
					'current'  => 'Old Name d.o.o.',
					'register' => 'TEST REGISTAR KABELI d.o.o. za trgovinu',
				),
				'address'     => array(
					'current'  => 'Stara ulica',
					'register' => 'Testna registarska ulica',
				),
				'addressNr'   => array(
					'current'  => '1',
					'register' => '12A',
				),
			),
			$response->get_data()['changes']
		);
		$this->assertSame( 'Old Name d.o.o.', get_user_meta( $user, ProfileData::META_COMPANY_NAME, true ) );
	}

	public function test_apply_updates_company_name_and_headquarters_only(): void {
		$user     = $this->customer( '01234567896' );
		$response = $this->rest( 'POST', self::ROUTE );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Data successfully updated.', $response->get_data()['message'] );
		$this->assertSame( 'TEST REGISTAR KABELI d.o.o. za trgovinu', get_user_meta( $user, ProfileData::META_COMPANY_NAME, true ) );
		$hq = Addresses::for_user( $user )['headquarters'];
		$this->assertSame( 'Testna registarska ulica', $hq['street'] );
		$this->assertSame( '12A', $hq['house_no'] );
		$this->assertSame( '31000', $hq['zip'], 'the register has no postcode: ours stays' );
		$this->assertSame( 'Ivo Test', $hq['contact_person'] );
		$this->assertSame( '01234567896', get_user_meta( $user, ProfileData::META_COMPANY_ID, true ), 'the register never changes the company id' );
		$this->assertSame( array(), $this->rest( 'GET', self::ROUTE )->get_data()['changes'] );
	}

	public function test_an_mbs_cannot_pull_a_company_whose_oib_another_account_holds(): void {
		$this->customer( '01234567896' );
		$other = $this->customer( '080000001' );
		foreach ( array( 'GET', 'POST' ) as $method ) {
			$response = $this->rest( $method, self::ROUTE );
			$this->assertSame( 409, $response->get_status(), $method . ' ' . wp_json_encode( $response->get_data() ) );
			$this->assertSame( 'kabelshop_register_company_taken', $response->get_data()['code'] );
			$this->assertArrayHasKey( 'companyId', $response->get_data()['data']['fields'] );
		}
		$this->assertSame( 'Old Name d.o.o.', get_user_meta( $other, ProfileData::META_COMPANY_NAME, true ), 'nothing applied' );
	}

	public function test_unknown_company_unreachable_register_and_missing_id(): void {
		$this->customer( '11111111111' );
		$this->assertSame( 404, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->customer( '55555555555' );
		$this->assertSame( 502, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->customer( '' );
		$this->assertFieldError( $this->rest( 'GET', self::ROUTE ), 'companyId' );
	}

	public function test_unconfigured_register_says_so(): void {
		$this->configure( '', '' );
		$this->assertNull( CourtRegisterSettings::client() );
		$this->customer( '01234567896' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'kabelshop_register_not_configured', $response->get_data()['code'] );
	}

	public function test_access_rules(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->login( $this->make_customer( false ) );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
		$user = $this->customer( '01234567896' );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, array(), array( 'xsrf' => false ) )->get_status() );
		$this->assertSame( 'Old Name d.o.o.', get_user_meta( $user, ProfileData::META_COMPANY_NAME, true ) );
	}
}
