<?php
/**
 * Client of the Croatian court register's open data API (Sudski registar, sudreg-data.gov.hr).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts\CourtRegister;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Speaks the documented public API ("javni" API, OpenAPI at
 * https://sudreg-data.gov.hr/api/javni/dokumentacija/open_api):
 * 1. OAuth 2.0 client credentials (RFC 6749 section 4.4): POST <token URL> with HTTP Basic
 *    client_id:client_secret and body grant_type=client_credentials => { access_token,
 *    token_type: "Bearer", expires_in (s) }. The token is cached in a transient until 60 s
 *    before it expires (tokens live 6 hours); a refused token is never cached.
 * 2. GET <base URL>/detalji_subjekta?tip_identifikatora=oib|mbs&identifikator=<value> with
 *    Authorization: Bearer <token> => { mbs, oib, potpuni_oib, tvrtka: { ime, naznaka_imena },
 *    sjediste: { ulica, kucni_broj, kucni_podbroj, naziv_naselja, ... } }; 404 (or 204) when the
 *    register has no such subject. Numbers may arrive as JSON integers (oib without its leading
 *    zero, hence potpuni_oib).
 * Any other status, a transport error or an answer without tvrtka.ime throws CourtRegisterUnavailable.
 */
final class SudregClient implements CompanyRegister {

	public const DEFAULT_BASE_URL  = 'https://sudreg-data.gov.hr/api/javni';
	public const DEFAULT_TOKEN_URL = 'https://sudreg-data.gov.hr/api/oauth/token';

	/** Seconds a request may take. */
	public const TIMEOUT_S = 10;

	/**
	 * @param string $base_url      API base URL, e.g. https://sudreg-data.gov.hr/api/javni.
	 * @param string $token_url     OAuth token endpoint.
	 * @param string $client_id     Client id from the register's developer portal.
	 * @param string $client_secret Client secret.
	 */
	public function __construct(
		private readonly string $base_url,
		private readonly string $token_url,
		private readonly string $client_id,
		private readonly string $client_secret
	) {
	}

	/**
	 * Looks a company up by OIB (11 digits) or MBS (9 digits; 8 or fewer digits are left-padded).
	 *
	 * @param string $oib_or_mbs Identifier.
	 * @return CompanyRecord|null Null when the register has no such company.
	 * @throws CourtRegisterUnavailable See the class comment.
	 */
	public function lookup( string $oib_or_mbs ): ?CompanyRecord {
		$id = preg_replace( '/\D/', '', $oib_or_mbs );
		if ( '' === $id || strlen( $id ) > 11 ) {
			return null;
		}
		$type = 11 === strlen( $id ) ? 'oib' : 'mbs';
		if ( 'mbs' === $type ) {
			$id = str_pad( $id, 9, '0', STR_PAD_LEFT );
		}
		$url      = add_query_arg(
			array(
				'tip_identifikatora' => $type,
				'identifikator'      => $id,
			),
			rtrim( $this->base_url, '/' ) . '/detalji_subjekta'
		);
		$response = wp_remote_get(
			$url,
			array(
				'timeout' => self::TIMEOUT_S,
				'headers' => array(
					'Authorization' => 'Bearer ' . $this->token(),
					'Accept'        => 'application/json',
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new CourtRegisterUnavailable( 'sudreg: ' . $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 404 === $status || 204 === $status ) {
			return null;
		}
		if ( 401 === $status ) {
			delete_transient( $this->token_key() );
		}
		if ( 200 !== $status ) {
			throw new CourtRegisterUnavailable( 'sudreg: detalji_subjekta answered ' . $status );
		}
		$data = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $data ) || ! isset( $data['tvrtka']['ime'] ) || ! is_scalar( $data['tvrtka']['ime'] ) ) {
			throw new CourtRegisterUnavailable( 'sudreg: unexpected subject details' );
		}
		$seat  = is_array( $data['sjediste'] ?? null ) ? $data['sjediste'] : array();
		$text  = static fn( $value ): ?string => is_scalar( $value ) && '' !== trim( (string) $value ) ? trim( (string) $value ) : null;
		$house = $text( $seat['kucni_broj'] ?? null );
		$sub   = $text( $seat['kucni_podbroj'] ?? null );
		if ( null !== $house && null !== $sub ) {
			$house .= $sub;
		}
		$oib = $text( $data['potpuni_oib'] ?? null ) ?? str_pad( (string) ( $text( $data['oib'] ?? null ) ?? '' ), 11, '0', STR_PAD_LEFT );
		return new CompanyRecord(
			$oib,
			str_pad( (string) ( $text( $data['mbs'] ?? null ) ?? '' ), 9, '0', STR_PAD_LEFT ),
			(string) $text( $data['tvrtka']['ime'] ),
			$text( $seat['ulica'] ?? null ),
			$house,
			$text( $seat['naziv_naselja'] ?? null ),
			$text( $seat['postanski_broj'] ?? null )
		);
	}

	/**
	 * A bearer token (cached).
	 *
	 * @throws CourtRegisterUnavailable When the token endpoint refuses or cannot be reached.
	 */
	private function token(): string {
		$cached = get_transient( $this->token_key() );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		$response = wp_remote_post(
			$this->token_url,
			array(
				'timeout' => self::TIMEOUT_S,
				'headers' => array(
					// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication (RFC 7617).
					'Authorization' => 'Basic ' . base64_encode( $this->client_id . ':' . $this->client_secret ),
					'Content-Type'  => 'application/x-www-form-urlencoded',
					'Accept'        => 'application/json',
				),
				'body'    => array( 'grant_type' => 'client_credentials' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new CourtRegisterUnavailable( 'sudreg token: ' . $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$data   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $status || ! is_array( $data ) || ! isset( $data['access_token'] ) || ! is_string( $data['access_token'] ) ) {
			throw new CourtRegisterUnavailable( 'sudreg token: answered ' . $status );
		}
		$lifetime = max( 0, (int) ( $data['expires_in'] ?? 0 ) - 60 );
		if ( $lifetime > 0 ) {
			set_transient( $this->token_key(), $data['access_token'], $lifetime );
		}
		return $data['access_token'];
	}

	/**
	 * Transient key of the token: per token URL and client id.
	 */
	private function token_key(): string {
		return 'kabelshop_sudreg_' . substr( hash( 'sha256', $this->token_url . '|' . $this->client_id ), 0, 20 );
	}
}
