<?php
/**
 * Reads the SEO tags of a served page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Seo;

use Kabelshop\Tests\HttpClient;

/**
 * Requests a page of the served test site (Croatian, the default language: no language in the URL)
 * as a visitor and reads what search engines and link previews read in its <head>.
 */
trait ReadsHead {

	/**
	 * The head of a page.
	 *
	 * @param string $url    Absolute URL.
	 * @param int    $status Expected HTTP status.
	 * @return array{descriptions: list<string>, og: array<string, list<string>>, twitter: array<string, string>, robots: string, canonical: string, jsonld: list<string>, html: string}
	 *         og: property => contents (og:image may repeat); jsonld: the raw text of each ld+json script.
	 */
	protected function head( string $url, int $status = 200 ): array {
		$answer = ( new HttpClient() )->get( $url );
		$this->assertSame( $status, $answer['status'], 'HTTP status of ' . $url );
		$dom      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="UTF-8">' . $answer['body'] );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$xpath = new \DOMXPath( $dom );
		$out   = array(
			'descriptions' => array(),
			'og'           => array(),
			'twitter'      => array(),
			'robots'       => '',
			'canonical'    => '',
			'jsonld'       => array(),
			'html'         => $answer['body'],
		);
		foreach ( $xpath->query( '//head/meta' ) as $meta ) {
			$name     = $meta->getAttribute( 'name' );
			$property = $meta->getAttribute( 'property' );
			$content  = $meta->getAttribute( 'content' );
			if ( 'description' === $name ) {
				$out['descriptions'][] = $content;
			} elseif ( 'robots' === $name ) {
				$out['robots'] = $content;
			} elseif ( str_starts_with( $name, 'twitter:' ) ) {
				$out['twitter'][ $name ] = $content;
			} elseif ( '' !== $property ) {
				$out['og'][ $property ][] = $content;
			}
		}
		$canonical = $xpath->query( '//head/link[@rel="canonical"]' );
		if ( $canonical->length > 0 ) {
			$out['canonical'] = $canonical->item( 0 )->getAttribute( 'href' );
		}
		foreach ( $xpath->query( '//script[@type="application/ld+json"]' ) as $script ) {
			$out['jsonld'][] = $script->textContent;
		}
		return $out;
	}

	/**
	 * The one JSON-LD graph of a page, decoded, and its nodes by @type.
	 *
	 * @param array{jsonld: list<string>} $head head().
	 * @return array<string, array<string, mixed>> @type => node (the first of each type).
	 */
	protected function nodes( array $head ): array {
		$this->assertCount( 1, $head['jsonld'], 'one JSON-LD script per page' );
		$data = json_decode( $head['jsonld'][0], true, 64, JSON_THROW_ON_ERROR );
		$this->assertSame( 'https://schema.org', $data['@context'] );
		$nodes = array();
		foreach ( $data['@graph'] as $node ) {
			$nodes[ $node['@type'] ] ??= $node;
		}
		return $nodes;
	}

	/**
	 * The one og: value of a property.
	 *
	 * @param array{og: array<string, list<string>>} $head     head().
	 * @param string                                   $property E.g. 'og:url'.
	 */
	protected function og( array $head, string $property ): string {
		$this->assertCount( 1, $head['og'][ $property ] ?? array(), "one $property" );
		return $head['og'][ $property ][0];
	}
}
