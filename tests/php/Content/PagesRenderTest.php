<?php
/**
 * The marketing pages render with one <h1>, <main id="main">, the header and footer parts, in
 * all three languages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Content\Faq;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Translations;
use Kabelshop\Content\Timeline;
use Kabelshop\Tests\TestCase;

final class PagesRenderTest extends TestCase {

	use RendersTemplates;

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function marketing_pages(): array {
		return array(
			'home'         => array( 'home' ),
			'about'        => array( 'about' ),
			'team'         => array( 'team' ),
			'contact'      => array( 'contact' ),
			'applications' => array( 'applications' ),
		);
	}

	/**
	 * @dataProvider marketing_pages
	 */
	public function test_page_has_one_h1_and_the_main_landmark( string $key ): void {
		foreach ( array( 'hr', 'en', 'sr' ) as $lang ) {
			$xpath = $this->xpath( $this->fetch( Pages::url( $key ), $lang ) );
			$this->assertSame( 1, $xpath->query( '//h1' )->length, "$key ($lang) must have exactly one h1" );
			$this->assertSame( 1, $xpath->query( '//main[@id="main"]' )->length, "$key ($lang) must have one main#main" );
			$this->assertSame( 1, $xpath->query( '//a[@class="skip-link"][@href="#main"]' )->length, "$key ($lang) has no skip link" );
			$this->assertSame( 1, $xpath->query( '//div[@id="footer-metal-price"]' )->length );
		}
	}

	public function test_html_lang_follows_the_chosen_language(): void {
		$expected = array( 'hr' => 'hr', 'en' => 'en-US', 'sr' => 'sr-RS' );
		foreach ( $expected as $lang => $tag ) {
			$html = $this->fetch( Pages::url( 'about' ), $lang );
			$this->assertMatchesRegularExpression( '/<html[^>]*\blang="' . preg_quote( $tag, '/' ) . '"/', $html, "lang for $lang" );
		}
	}

	public function test_page_titles_and_texts_are_translated(): void {
		$cases = array(
			'hr' => array( 'Kontakt', 'Koliko traje dostava?', 'Preskoči na sadržaj' ),
			'en' => array( 'Contact', 'How long does delivery take?', 'Skip to content' ),
			'sr' => array( 'Kontakt', 'Koliko traje isporuka?', 'Preskoči na sadržaj' ),
		);
		foreach ( $cases as $lang => $texts ) {
			$xpath = $this->xpath( $this->fetch( Pages::url( 'contact' ), $lang ) );
			$this->assertSame( $texts[0], $this->text( $xpath, '//h1' ), "h1 in $lang" );
			$this->assertSame( $texts[1], $this->text( $xpath, '//details[1]/summary' ), "first FAQ question in $lang" );
			$this->assertSame( $texts[2], $this->text( $xpath, '//a[@class="skip-link"]' ), "skip link in $lang" );
		}
		$about = $this->xpath( $this->fetch( Pages::url( 'about' ), 'en' ) );
		$this->assertSame( 'About us', $this->text( $about, '//h1' ) );
	}

	public function test_header_has_the_language_switcher_login_link_and_cart_buttons(): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'about' ), 'sr' ) );
		$links = $xpath->query( '//ul[contains(@class,"lang-switch")]//a' );
		$this->assertSame( 3, $links->length );
		$current = $xpath->query( '//ul[contains(@class,"lang-switch")]//a[@aria-current="true"]' );
		$this->assertSame( 1, $current->length );
		$this->assertStringContainsString( 'Srpski', $current->item( 0 )->textContent );
		$this->assertSame( Pages::url( 'about', array(), 'sr' ), $current->item( 0 )->getAttribute( 'href' ), 'the switcher keeps the page' );
		$this->assertSame( Pages::url( 'about', array(), 'en' ), $xpath->evaluate( 'string(//ul[contains(@class,"lang-switch")]//a[@hreflang="en-US"]/@href)' ) );
		$this->assertSame( Pages::url( 'about', array(), 'hr' ), $xpath->evaluate( 'string(//ul[contains(@class,"lang-switch")]//a[@hreflang="hr-HR"]/@href)' ) );
		$this->assertSame( 'Hrvatski', trim( $this->text( $xpath, '//a[@hreflang="hr-HR"]/span[@class="sr-only"]' ) ) );
		$this->assertSame( 'English', trim( $this->text( $xpath, '//a[@hreflang="en-US"]/span[@class="sr-only"]' ) ) );
		$this->assertStringContainsString( '/prijava/?redirect_to=', $xpath->evaluate( 'string(//a[contains(@class,"site-nav__login")]/@href)' ), 'the themed login page (issue 3)' );
		foreach ( array( 'cart', 'inquiry' ) as $list ) {
			$button = $xpath->query( '//button[@data-open-cart="' . $list . '"]' );
			$this->assertSame( 1, $button->length, "$list button" );
			$this->assertNotSame( '', $button->item( 0 )->getAttribute( 'aria-label' ) );
			$this->assertSame( 1, $xpath->query( '//button[@data-open-cart="' . $list . '"]/span[@data-cart-count="' . $list . '"][@hidden]' )->length );
		}
		$toggle = $xpath->query( '//button[@data-menu-toggle]' )->item( 0 );
		$this->assertSame( 'false', $toggle->getAttribute( 'aria-expanded' ) );
		$this->assertSame( 1, $xpath->query( '//*[@id="' . $toggle->getAttribute( 'aria-controls' ) . '"]' )->length );
		$search = $xpath->query( '//button[@data-search-toggle]' )->item( 0 );
		// The search toggle opens the site search (?s= on the language's home: cable types, articles, news, pages).
		$this->assertSame( 1, $xpath->query( '//*[@id="' . $search->getAttribute( 'aria-controls' ) . '"]//input[@name="s"]' )->length );
		$this->assertSame( \Kabelshop\I18n\Locale::home_url( 'sr' ), $xpath->evaluate( 'string(//*[@id="' . $search->getAttribute( 'aria-controls' ) . '"]//form/@action)' ) );
		$this->assertSame( 1, $xpath->query( '//label[@for="site-search-input"]' )->length, 'search field has a label' );
		$this->assertSame( 1, $xpath->query( '//div[@data-island="side-cart"][@data-island-load="interaction"]' )->length );
	}

	public function test_every_dropdown_trigger_controls_a_panel(): void {
		$xpath    = $this->xpath( $this->fetch( Pages::url( 'home' ), 'en' ) );
		$triggers = $xpath->query( '//*[@data-dropdown]/button' );
		$this->assertGreaterThanOrEqual( 2, $triggers->length, 'products mega-dropdown and the company dropdown' );
		foreach ( $triggers as $trigger ) {
			$this->assertSame( 'false', $trigger->getAttribute( 'aria-expanded' ) );
			$this->assertSame( 1, $xpath->query( '//*[@id="' . $trigger->getAttribute( 'aria-controls' ) . '"]' )->length );
		}
		$this->assertSame( 'Products', $this->text( $xpath, '//*[@data-dropdown][1]/button' ) );
		$company = $xpath->query( '//*[@data-dropdown][2]//ul//a' );
		// Contact is a top-level item only (issue 27: "Kontakt" stood twice in the navigation).
		$this->assertSame( 5, $company->length, 'about, team, news, open applications, metal prices' );
		$this->assertSame( 'About us', trim( $company->item( 0 )->textContent ) );
		$this->assertSame( 'Open applications', trim( $company->item( 3 )->textContent ) );
	}

	public function test_mega_dropdown_links_categories_to_the_catalogue(): void {
		$term = wp_insert_term( 'Test kategorija ' . $this->unique(), 'kabelshop_category' );
		$this->assertIsArray( $term );
		$slug  = get_term( $term['term_id'] )->slug;
		$xpath = $this->xpath( $this->fetch( Pages::url( 'about' ), 'en' ) );
		$href  = $xpath->evaluate( 'string(//*[@id="ks-nav-products"]//a[contains(@href,"category=' . $slug . '")]/@href)' );
		wp_delete_term( $term['term_id'], 'kabelshop_category' );
		$this->assertStringStartsWith( Pages::url( 'catalogue', array(), 'en' ), $href );
		$this->assertSame( Pages::url( 'catalogue', array(), 'en' ), $xpath->evaluate( 'string(//a[contains(@class,"mega-menu__all")]/@href)' ) );
	}

	public function test_logged_in_user_gets_the_profile_menu_instead_of_the_login_link(): void {
		$user = $this->make_customer();
		$xpath = $this->xpath( $this->fetch( Pages::url( 'about' ), 'en', $user ) );
		$this->assertSame( 0, $xpath->query( '//a[contains(@class,"site-nav__login")]' )->length );
		$this->assertSame( Pages::url( 'account', array(), 'en' ), $xpath->evaluate( 'string((//*[@id="ks-nav-account"]//a)[1]/@href)' ) );
		$this->assertSame( 'My account', $this->text( $xpath, '(//*[@id="ks-nav-account"]//a)[1]' ) );
		$this->assertSame( Pages::url( 'account', array(), 'en' ) . '#orders', $xpath->evaluate( 'string((//*[@id="ks-nav-account"]//a)[4]/@href)' ) );
		$this->assertSame( 'My orders', $this->text( $xpath, '(//*[@id="ks-nav-account"]//a)[4]' ) );
		$this->assertSame( array( 'Invoices', 'Wishlist', 'Help' ), array( $this->text( $xpath, '(//*[@id="ks-nav-account"]//a)[5]' ), $this->text( $xpath, '(//*[@id="ks-nav-account"]//a)[6]' ), $this->text( $xpath, '(//*[@id="ks-nav-account"]//a)[7]' ) ) );
		$this->assertSame( Pages::url( 'account', array(), 'en' ) . '#wishlist', $xpath->evaluate( 'string((//*[@id="ks-nav-account"]//a)[6]/@href)' ) );
		$this->assertStringContainsString( 'action=logout', $xpath->evaluate( 'string((//*[@id="ks-nav-account"]//a)[8]/@href)' ) );
		$props = json_decode( $this->text( $xpath, '//script[contains(@id,"island-side-cart")]' ), true );
		$this->assertSame( 20, $props['props']['discountPercent'], 'an approved business customer sees the 20 % discount' );
		$this->assertTrue( $props['props']['loggedIn'] );
	}

	public function test_order_page_says_why_an_item_has_no_packages(): void {
		global $wpdb;
		$user  = (int) get_user_by( 'email', 'kupac@kabelshop.test' )->ID;
		$order = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}kabelshop_orders WHERE user_id = %d ORDER BY id LIMIT 1", $user ) );
		$items = $wpdb->get_results( $wpdb->prepare( "SELECT i.id, i.status, COUNT(p.id) AS packages FROM {$wpdb->prefix}kabelshop_order_items i LEFT JOIN {$wpdb->prefix}kabelshop_order_packages p ON p.order_item_id = i.id WHERE i.order_id = %d GROUP BY i.id, i.status", $order ), ARRAY_A );
		$this->assertNotEmpty( $items, 'the demo order is seeded' );
		$html = $this->fetch( Pages::url( 'order', array( 'order' => $order ) ), 'en', $user );
		foreach ( $items as $item ) {
			if ( 0 === (int) $item['packages'] ) {
				$expected = in_array( $item['status'], array( 'ordered', 'in_production' ), true ) ? 'Not packed yet.' : 'No package details were recorded for this item.';
				$this->assertStringContainsString( $expected, $html, 'item status ' . $item['status'] );
			}
		}
		if ( in_array( 'delivered', array_column( $items, 'status' ), true ) && in_array( '0', array_column( $items, 'packages' ), true ) ) {
			$this->assertStringNotContainsString( 'Not packed yet.', $html, 'a delivered item is not "not packed yet"' );
		}
	}

	public function test_visitor_side_cart_props_have_no_discount(): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'about' ), 'en' ) );
		$props = json_decode( $this->text( $xpath, '//script[contains(@id,"island-side-cart")]' ), true );
		$this->assertSame( 0, $props['props']['discountPercent'] );
		$this->assertFalse( $props['props']['loggedIn'] );
		$this->assertSame( Pages::url( 'checkout', array(), 'en' ), $props['props']['checkoutUrl'] );
	}

	public function test_home_shows_search_figures_the_news_carousel_and_about_teaser(): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'home' ), 'en' ) );
		$this->assertSame( 'Cables for companies and trades', $this->text( $xpath, '//h1' ) );
		$this->assertSame( Pages::url( 'catalogue', array(), 'en' ), $xpath->evaluate( 'string(//section[contains(@class,"hero")]//form/@action)' ) );
		$this->assertSame( 1, $xpath->query( '//section[contains(@class,"hero")]//label[@for="home-search"]' )->length );
		$english = get_posts(
			array(
				'posts_per_page'             => 10,
				'tax_query'                  => array( Translations::tax_clause( 'en' ) ),
				LanguageRouter::ANY_LANGUAGE => true,
			)
		);
		$latest  = $english[0];
		// The news carousel (issue 12): the latest six English news, newest first.
		$this->assertSame( min( 6, count( $english ) ), $xpath->query( '//*[@data-ks-carousel="news"]//article[contains(@class,"news-card")]' )->length );
		$this->assertSame( get_the_title( $latest ), html_entity_decode( $this->text( $xpath, '//article[contains(@class,"news-card")][1]//a' ) ) );
		$this->assertStringContainsString( '20%', str_replace( ' ', '', $this->text( $xpath, '//ul[@class="figures"]' ) ) );
		$this->assertSame( Pages::url( 'about', array(), 'en' ), $xpath->evaluate( 'string(//p[@class="about-teaser__links"]/a[1]/@href)' ) );
	}

	public function test_news_dates_follow_the_language_format(): void {
		$hr = $this->xpath( $this->fetch( Pages::url( 'home' ), 'hr' ) );
		$this->assertMatchesRegularExpression( '/^\d{2}\.\d{2}\.\d{4}\.$/', $this->text( $hr, '//article[1]//time' ) );
		$en = $this->xpath( $this->fetch( Pages::url( 'home' ), 'en' ) );
		$this->assertMatchesRegularExpression( '#^\d{2}/\d{2}/\d{4}$#', $this->text( $en, '//article[1]//time' ) );
	}

	public function test_about_has_the_history_as_an_ordered_list_of_the_english_events_marked_demo(): void {
		$xpath  = $this->xpath( $this->fetch( Pages::url( 'about' ), 'en' ) );
		$before = \Kabelshop\I18n\Locale::force( 'en' );
		try {
			$events = Timeline::items();
		} finally {
			\Kabelshop\I18n\Locale::force( $before );
		}
		$this->assertGreaterThanOrEqual( 3, count( $events ) );
		$this->assertSame( count( $events ), $xpath->query( '//ol[contains(@class,"history")]/li' )->length, 'without script the carousel is an ordered list' );
		$this->assertSame( (string) $events[0]['year'], $this->text( $xpath, '//ol[contains(@class,"history")]/li[1]//*[@class="history__year"]' ) );
		$this->assertStringContainsString( 'Demo', $this->text( $xpath, '//ol[contains(@class,"history")]/li[1]' ) );
	}

	public function test_team_shows_the_demo_people(): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'team' ), 'en' ) );
		$person = '//li[contains(concat(" ",@class," ")," person ")]';
		$this->assertGreaterThanOrEqual( 6, $xpath->query( $person )->length );
		// The English team page lists the English versions of the team members (issue 11).
		$this->assertSame( 'Demo person 1', $this->text( $xpath, $person . '[1]//h3' ) );
		$this->assertSame( 'Management', $this->text( $xpath, $person . '[1]//p[@class="person__role"]' ) );
		$this->assertGreaterThanOrEqual( 1, $xpath->query( $person . '[1]//img[@alt!=""]' )->length, 'a photo with an alt text' );
		$sr = $this->xpath( $this->fetch( Pages::url( 'team' ), 'sr' ) );
		$this->assertSame( 'Demo osoba 1', $this->text( $sr, $person . '[1]//h3' ) );
		$this->assertSame( 'Uprava', $this->text( $sr, $person . '[1]//p[@class="person__role"]' ) );
	}

	public function test_contact_has_demo_details_hours_and_the_faq(): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'contact' ), 'en' ) );
		$this->assertSame( count( Faq::items() ), $xpath->query( '//details/summary' )->length );
		$this->assertStringContainsString( 'Demo ulica 1', $this->text( $xpath, '//main//address' ) );
		$this->assertStringStartsWith( 'tel:+385', $xpath->evaluate( 'string(//main//a[starts-with(@href,"tel:")]/@href)' ) );
		$this->assertStringContainsString( 'Demo values', $this->text( $xpath, '//main//p[contains(@class,"demo-note")]' ) );
		$this->assertSame( 'Monday to Friday', $this->text( $xpath, '//table[@class="hours"]//th' ) );
		$faq = $this->text( $xpath, '//main' );
		$this->assertStringContainsString( '20 % webshop discount', $faq );
		$this->assertStringContainsString( 'within 24 hours', $faq );
		$this->assertStringContainsString( 'after business hours', $faq );
	}

	public function test_applications_lists_the_openings_with_the_closed_one_marked_and_the_steps(): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'applications' ), 'hr' ) );
		$this->assertSame( 'Otvorene prijave', $this->text( $xpath, '//h1' ) );
		$this->assertSame( 2, $xpath->query( '//ul[@class="jobs__list"]/li' )->length, 'the seeded openings (issue 12)' );
		$closed = $xpath->query( '//li[contains(@class,"jobs__item--closed")]' );
		$this->assertSame( 1, $closed->length );
		$this->assertStringContainsString( 'Demo: skladište i rezanje kabela', $closed->item( 0 )->textContent );
		$this->assertSame( 'Zatvoreno', $this->text( $xpath, '//li[contains(@class,"jobs__item--closed")]//span[@class="jobs__status"]' ) );
		$this->assertSame( 1, $xpath->query( '//li[contains(@class,"jobs__item")][not(contains(@class,"closed"))]//time[@datetime]' )->length, 'the open one\'s closing date' );
		$this->assertSame( 3, $xpath->query( '//ol[@class="steps"]/li' )->length );
	}

	public function test_contact_groups_the_faq(): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'contact' ), 'en' ) );
		$groups = $xpath->query( '//section[contains(@class,"faq")]//h3[@class="faq__group-title"]' );
		$this->assertSame( array( 'Ordering and delivery', 'Account, documents and discount' ), array( $groups->item( 0 )->textContent, $groups->item( 1 )->textContent ) );
		$this->assertSame( 'How long does delivery take?', $this->text( $xpath, '//details[1]/summary' ) );
	}

	public function test_news_page_lists_posts_with_one_h1_and_pagination(): void {
		$ids = array();
		for ( $i = 0; $i < 7; $i++ ) {
			$ids[] = wp_insert_post( array( 'post_title' => 'Paging ' . $this->unique(), 'post_status' => 'publish', 'post_content' => 'x' ) );
			Translations::set_language( end( $ids ), 'en' );
		}
		$xpath = $this->xpath( $this->fetch( Pages::url( 'news' ), 'en' ) );
		foreach ( $ids as $id ) {
			wp_delete_post( $id, true );
		}
		$this->assertSame( 1, $xpath->query( '//h1' )->length );
		$this->assertSame( 'News', $this->text( $xpath, '//h1' ) );
		$this->assertSame( 1, $xpath->query( '//main[@id="main"]' )->length );
		$this->assertSame( (int) get_option( 'posts_per_page' ), $xpath->query( '//article[contains(@class,"news-card")]//h2' )->length );
		$this->assertSame( 1, $xpath->query( '//nav[contains(@class,"pagination")]' )->length );
	}

	public function test_single_post_has_one_h1_escaped_title_and_formatted_date(): void {
		$title = 'Test <b>bold</b> & "quotes" ' . $this->unique();
		$id    = wp_insert_post(
			array(
				'post_title'    => $title,
				'post_status'   => 'publish',
				'post_content'  => '<p>Body text</p><script>alert(1)</script>',
				'post_date'     => '2026-03-04 10:00:00',
				'post_date_gmt' => '2026-03-04 09:00:00',
			)
		);
		$html  = $this->fetch( (string) get_permalink( $id ), 'hr' );
		wp_delete_post( $id, true );
		$xpath = $this->xpath( $html );
		$this->assertSame( 1, $xpath->query( '//h1' )->length );
		$this->assertSame( 0, $xpath->query( '//h1/b' )->length, 'the title is escaped, not markup' );
		$this->assertStringContainsString( '<b>bold</b>', $this->text( $xpath, '//h1' ) );
		$this->assertSame( '04.03.2026.', $this->text( $xpath, '//main//time' ) );
		$this->assertStringNotContainsString( '<script>alert(1)</script>', $html );
		$this->assertSame( Pages::url( 'news' ), $xpath->evaluate( 'string(//p[@class="entry__back"]/a/@href)' ) );
	}

	public function test_not_found_page_has_one_h1_and_a_search(): void {
		$xpath = $this->xpath( $this->fetch( home_url( '/' . $this->unique( 'missing' ) . '/' ), 'en', 0, 404 ) );
		$this->assertSame( 1, $xpath->query( '//h1' )->length );
		$this->assertSame( 'Page not found', $this->text( $xpath, '//h1' ) );
		$this->assertSame( 1, $xpath->query( '//main//input[@type="search"][@name="search"]' )->length );
	}
}
