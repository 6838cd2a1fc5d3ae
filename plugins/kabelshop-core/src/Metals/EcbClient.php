<?php
/**
 * The ECB daily reference rates client.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Reads the ECB's euro foreign exchange reference rates file
 * https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml (published on ECB working days at
 * about 16:00 CET). Its documented shape is a gesmes:Envelope whose default namespace is
 * http://www.ecb.int/vocabulary/2002-08-01/eurofxref, holding
 * <Cube><Cube time="YYYY-MM-DD"><Cube currency="USD" rate="1.0823"/>...</Cube></Cube>, each rate being
 * units of the currency per 1 euro. Only the USD rate is taken. HTTP through wp_remote_get with a
 * time-out; any status but 200, a broken document, a missing day or USD rate throws RatesException.
 */
final class EcbClient implements RatesClient {

	public const DEFAULT_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
	public const TIMEOUT_S   = 10;

	/**
	 * Creates a client for a URL (the ECB's, or a test server's).
	 *
	 * @param string $url Address of an eurofxref-daily.xml document.
	 */
	public function __construct( private string $url = self::DEFAULT_URL ) {
	}

	/**
	 * The latest USD rate.
	 *
	 * @return array{day: string, rate_e4: int}
	 * @throws RatesException On any failure (see the class comment).
	 */
	public function latest(): array {
		$response = wp_remote_get(
			$this->url,
			array(
				'timeout'     => self::TIMEOUT_S,
				'redirection' => 2,
				'headers'     => array( 'Accept' => 'application/xml, text/xml' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new RatesException( 'ECB request failed: ' . $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 !== $status ) {
			throw new RatesException( 'ECB answered HTTP ' . $status );
		}
		return self::parse( (string) wp_remote_retrieve_body( $response ) );
	}

	/**
	 * Parses an eurofxref-daily.xml document.
	 *
	 * @param string $xml Document.
	 * @return array{day: string, rate_e4: int}
	 * @throws RatesException When it is not such a document or has no USD rate.
	 */
	public static function parse( string $xml ): array {
		$previous = libxml_use_internal_errors( true );
		$doc      = simplexml_load_string( $xml, \SimpleXMLElement::class, LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		if ( false === $doc ) {
			throw new RatesException( 'ECB answer is not XML' );
		}
		$doc->registerXPathNamespace( 'e', 'http://www.ecb.int/vocabulary/2002-08-01/eurofxref' );
		$days = $doc->xpath( '//e:Cube[@time]' );
		if ( ! $days ) {
			throw new RatesException( 'ECB answer has no dated Cube' );
		}
		$day = (string) $days[0]['time'];
		if ( ! CsvImporter::valid_day( $day ) ) {
			throw new RatesException( 'ECB answer has a bad date: ' . substr( $day, 0, 20 ) );
		}
		$days[0]->registerXPathNamespace( 'e', 'http://www.ecb.int/vocabulary/2002-08-01/eurofxref' );
		$usd  = $days[0]->xpath( 'e:Cube[@currency="USD"]' );
		$rate = $usd ? CsvImporter::rate_e4( (string) $usd[0]['rate'] ) : null;
		if ( null === $rate ) {
			throw new RatesException( 'ECB answer has no usable USD rate' );
		}
		return array(
			'day'     => $day,
			'rate_e4' => $rate,
		);
	}
}
