<?php
/**
 * The SEO layer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Seo;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Registers the SEO services, one per concern (docs/seo.md): MetaDescription (the editable
 * description and its meta tag), OpenGraph (og: and twitter: tags), StructuredData (schema.org
 * JSON-LD) and Indexing (sitemaps and robots, following WordPress's blog_public setting).
 */
final class SeoService implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		( new MetaDescription() )->register();
		( new OpenGraph() )->register();
		( new StructuredData() )->register();
		( new Indexing() )->register();
	}
}
