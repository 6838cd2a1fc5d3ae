<?php
/**
 * What a change purges from the page cache, and how the purge is sent (issue 16).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Http;

use Kabelshop\Content\Pages;
use Kabelshop\Http\PagePurger;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;
use Kabelshop\Tests\Support\RunsFakeServer;
use Kabelshop\Tests\TestCase;

/**
 * A cable type's change purges its page in every language, the catalogue and category listings,
 * the home pages and the site search; a news item its pages and the news lists; a page only its
 * own addresses; a team member, a menu or the company data everything; an option nobody sees
 * nothing. flush() sends the queue to the purge endpoint (a local fake of ngx_cache_purge) with
 * the site's Host header, after which the queue is empty.
 */
final class PagePurgerTest extends TestCase {

	use RunsFakeServer;

	protected function setUp(): void {
		parent::setUp();
		PagePurger::reset();
	}

	/**
	 * Posts a test made (deleted afterwards: the served site's news list and search read them).
	 *
	 * @var list<int>
	 */
	private array $made = array();

	protected function tearDown(): void {
		foreach ( $this->made as $id ) {
			wp_delete_post( $id, true );
		}
		PagePurger::reset();
		putenv( 'KABELSHOP_PAGE_CACHE_PURGE' );
		self::stop_fake_servers();
		parent::tearDown();
	}

	/** Path (with query) of a URL. */
	private function path( string $url ): string {
		$query = wp_parse_url( $url, PHP_URL_QUERY );
		return (string) wp_parse_url( $url, PHP_URL_PATH ) . ( $query ? '?' . $query : '' );
	}

	public function test_a_cable_types_change_purges_its_pages_the_listings_home_and_search(): void {
		$hr    = LanguageRouter::post_by_name( 'nym-j', 'kabelshop_cable', 'hr' );
		$group = Translations::group( $hr );
		$this->assertCount( 3, $group, 'NYM-J is seeded in three languages' );
		( new PagePurger() )->catalog_changed( array( $hr ) );
		$queued = PagePurger::queued();
		$this->assertFalse( $queued['all'] );
		foreach ( $group as $code => $id ) {
			$this->assertContains( $this->path( (string) get_permalink( $id ) ) . '*', $queued['paths'], "the $code page" );
			$this->assertContains( $this->path( Pages::url( 'catalogue', array(), $code ) ) . '*', $queued['paths'], "the $code catalogue" );
		}
		$this->assertContains( '/', $queued['paths'], 'the Croatian home page' );
		$this->assertContains( '/en/', $queued['paths'] );
		$this->assertContains( '/?s=*', $queued['paths'], 'the site search' );
		$this->assertNotContains( '/*', $queued['paths'], 'not everything' );
		$terms = wp_get_post_terms( $hr, 'kabelshop_category', array( 'fields' => 'ids' ) );
		$this->assertNotEmpty( $terms );
		$this->assertContains( $this->path( (string) get_term_link( (int) $terms[0] ) ) . '*', $queued['paths'], 'its category listing' );
	}

	public function test_a_news_item_purges_its_pages_and_the_news_lists_and_a_page_only_itself(): void {
		$news         = wp_insert_post( array( 'post_title' => 'Vijest ' . uniqid(), 'post_status' => 'publish' ) );
		$this->made[] = $news;
		PagePurger::reset();
		PagePurger::purge_post( get_post( $news ) );
		$paths = PagePurger::queued()['paths'];
		$this->assertContains( $this->path( (string) get_permalink( $news ) ) . '*', $paths );
		$this->assertContains( $this->path( Pages::url( 'news', array(), 'hr' ) ) . '*', $paths );
		$this->assertContains( $this->path( Pages::url( 'news', array(), 'sr' ) ) . '*', $paths );
		$this->assertNotContains( $this->path( Pages::url( 'catalogue', array(), 'hr' ) ) . '*', $paths );

		PagePurger::reset();
		$page         = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Stranica ' . uniqid(), 'post_status' => 'publish' ) );
		$this->made[] = $page;
		PagePurger::reset();
		PagePurger::purge_post( get_post( $page ) );
		$this->assertSame( array( $this->path( (string) get_permalink( $page ) ) . '*' ), PagePurger::queued()['paths'] );
		$this->assertFalse( PagePurger::queued()['all'] );
	}

	public function test_what_every_page_may_show_purges_everything_and_other_options_nothing(): void {
		$person       = wp_insert_post( array( 'post_type' => 'kabelshop_person', 'post_title' => 'Ana ' . uniqid(), 'post_status' => 'draft' ) );
		$this->made[] = $person;
		PagePurger::reset();
		( new PagePurger() )->post_changed( 'publish', 'draft', get_post( $person ) );
		$this->assertTrue( PagePurger::queued()['all'], 'a team member shows on the team page and the home page' );

		PagePurger::reset();
		( new PagePurger() )->option_changed( 'kabelshop_rl_' . sha1( 'x' ) );
		( new PagePurger() )->option_changed( 'kabelshop_address_sequence' );
		$this->assertSame( array( 'all' => false, 'paths' => array() ), PagePurger::queued() );
		( new PagePurger() )->option_changed( 'kabelshop_company' );
		$this->assertTrue( PagePurger::queued()['all'], 'the company data is in every footer' );

		PagePurger::reset();
		( new PagePurger() )->post_changed( 'draft', 'draft', get_post( $person ) );
		$this->assertSame( array( 'all' => false, 'paths' => array() ), PagePurger::queued(), 'a draft saved as a draft shows nowhere' );
	}

	public function test_flush_sends_each_path_with_the_sites_host_then_forgets_the_queue(): void {
		$log  = tempnam( sys_get_temp_dir(), 'purge' );
		$port = self::start_fake( 'page-cache-purge', array( 'PURGE_LOG' => $log ) );
		putenv( 'KABELSHOP_PAGE_CACHE_PURGE=http://127.0.0.1:' . $port . '/' );
		PagePurger::purge_url( home_url( '/kabel/nym-j/' ), true );
		PagePurger::purge_url( '/not-cached/?a=1' );
		PagePurger::flush();
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST ) . ( wp_parse_url( home_url(), PHP_URL_PORT ) ? ':' . wp_parse_url( home_url(), PHP_URL_PORT ) : '' );
		$this->assertSame( array( "$host /_purge/kabel/nym-j/*", "$host /_purge/not-cached/?a=1" ), file( $log, FILE_IGNORE_NEW_LINES ) );
		$this->assertSame( array( 'all' => false, 'paths' => array() ), PagePurger::queued() );

		file_put_contents( $log, '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		PagePurger::purge_url( '/o-nama/' );
		PagePurger::purge_all();
		PagePurger::flush();
		$this->assertSame( array( "$host /_purge/*" ), file( $log, FILE_IGNORE_NEW_LINES ), 'everything: one request' );
		unlink( $log );
	}

	public function test_nothing_is_sent_without_a_page_cache(): void {
		putenv( 'KABELSHOP_PAGE_CACHE_PURGE' );
		PagePurger::purge_all();
		PagePurger::flush();
		$this->assertSame( array( 'all' => false, 'paths' => array() ), PagePurger::queued() );
		$this->assertSame( '', PagePurger::base_url() );
	}
}
