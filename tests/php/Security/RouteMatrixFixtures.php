<?php
/**
 * The people and data of the route matrix.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Registration;
use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\Documents\DownloadToken;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Documents\DocumentsFixture;
use Kabelshop\OrderLists\OrderListRepository;
use Kabelshop\Wishlist\WishlistRepository;

/**
 * Builds once per run: a pending registration, approved customers A and B (each with a company
 * name, headquarters and delivery address, an order, an invoice for it, the DoP of its product and
 * a wishlist entry and an order list), an editor and an administrator, each with a real session. Every identifying
 * value of A is unique to this run, so finding it in an answer means the answer leaks A's data.
 */
trait RouteMatrixFixtures {

	use CommerceFixtures;
	use DocumentsFixture;

	/**
	 * Creates the people and their data.
	 *
	 * @return array{identities: array<string, SiteIdentity>, data: array<string, int|string>}
	 *         data: 'product' (a published cable type id) and, for customer A, 'order_a', 'invoice_a',
	 *         'dop_a' (ids), 'wishlist_a' (article code), 'order_list_a' (order list id), 'order_list_name_a' (its name, a marker), 'drum_a' (a drum account entry of A's order), 'dop_token' (a documents/download token of
	 *         that DoP, as documents/search hands out to whoever types its number) and the markers 'email_a', 'company_a',
	 *         'street_a', 'delivery_street_a', 'order_number_a', 'invoice_number_a', 'dop_number_a'.
	 */
	private function build_matrix_world(): array {
		$a = $this->matrix_customer( 'A', true );
		$b = $this->matrix_customer( 'B', true );
		$p = $this->matrix_customer( 'P', false );

		$editor = $this->matrix_user( 'editor' );
		$admin  = $this->matrix_user( 'administrator' );

		$identities = array(
			'anonymous'  => SiteIdentity::anonymous(),
			'pending'    => SiteIdentity::logged_in( 'pending', $p['id'] ),
			'customer_a' => SiteIdentity::logged_in( 'customer_a', $a['id'] ),
			'customer_b' => SiteIdentity::logged_in( 'customer_b', $b['id'] ),
			'editor'     => SiteIdentity::logged_in( 'editor', $editor ),
			'admin'      => SiteIdentity::logged_in( 'admin', $admin ),
		);
		return array(
			'identities' => $identities,
			'data'       => array(
				'product'           => $a['product'],
				'order_a'           => $a['order'],
				'invoice_a'         => $a['invoice'],
				'dop_a'             => $a['dop'],
				'dop_token'         => DownloadToken::sign( 'dop', (int) $a['dop'], time() ),
				'wishlist_a'        => $a['wishlist'],
				'order_list_a'      => $a['order_list'],
				'order_list_name_a' => $a['order_list_name'],
				'drum_a'            => $a['drum'],
				'email_a'           => $a['email'],
				'company_a'         => $a['company'],
				'street_a'          => $a['street'],
				'delivery_street_a' => $a['delivery_street'],
				'order_number_a'    => $a['order_number'],
				'invoice_number_a'  => $a['invoice_number'],
				'dop_number_a'      => $a['dop_number'],
			),
		);
	}

	/**
	 * A business customer with the user meta Registration::create() writes and, when approved,
	 * an order, an invoice (dated 2020, so its DoP is available), a DoP and a wishlist entry.
	 *
	 * @param string $label    'A', 'B' or 'P'.
	 * @param bool   $approved Role kabelshop_customer and status approved; else kabelshop_pending and pending.
	 * @return array<string, int|string>
	 */
	private function matrix_customer( string $label, bool $approved ): array {
		$tag   = strtoupper( str_replace( '-', '', $this->unique( 'MX' . $label ) ) );
		$email = strtolower( 'matrix-' . $tag ) . '@example.test';
		$id    = wp_insert_user(
			array(
				'user_login'   => $email,
				'user_email'   => $email,
				'user_pass'    => wp_generate_password( 20 ),
				'display_name' => 'Matrix Kontakt ' . $tag,
				'role'         => $approved ? 'kabelshop_customer' : 'kabelshop_pending',
			)
		);
		$this->assertIsInt( $id, 'matrix customer not created' );
		$company = 'Matrica ' . $tag . ' d.o.o.';
		$street  = 'Glavna matricna ' . $tag;
		$meta    = array(
			Registration::META_COMPANY_NAME   => $company,
			Registration::META_SUBJECT_TYPE   => 'Company',
			Registration::META_COMPANY_TYPE   => '1',
			Registration::META_PHONE          => '+38531111222',
			Registration::META_CONTACT_PERSON => 'Matrix Kontakt ' . $tag,
			Registration::META_STATUS         => $approved ? Registration::STATUS_APPROVED : Registration::STATUS_PENDING,
			Registration::META_REGISTERED_AT  => (string) time(),
			Addresses::META_HEADQUARTERS      => array(
				'street'         => $street,
				'house_no'       => '7',
				'city'           => 'Osijek',
				'zip'            => '31000',
				'country'        => 'HR',
				'contact_person' => 'Matrix Kontakt ' . $tag,
				'phone'          => '+38531111222',
			),
			Addresses::META_DELIVERY          => array(
				array(
					'id'             => 1,
					'street'         => 'Dostavna ' . $tag,
					'house_no'       => '1',
					'city'           => 'Vukovar',
					'zip'            => '32000',
					'country'        => 'HR',
					'contact_person' => 'Matrix Skladiste ' . $tag,
					'phone'          => '+38532000000',
				),
			),
		);
		foreach ( $meta as $key => $value ) {
			update_user_meta( $id, $key, $value );
		}
		$out = array(
			'id'              => $id,
			'email'           => $email,
			'company'         => $company,
			'street'          => $street,
			'delivery_street' => 'Dostavna ' . $tag,
		);
		if ( ! $approved ) {
			return $out;
		}
		$product  = $this->product();
		$order    = $this->order_for( $id, $product );
		$drums    = new DrumAccount();
		$drums->record_order(
			array(
				'charges' => array(
					array(
						'kind'         => 'drum_deposit',
						'line_index'   => 0,
						'article_code' => 'KS-MATRIX-D',
						'drum_type'    => 'wood-800',
						'quantity'     => 1,
						'unit_cents'   => 4500,
					),
				),
			) + $order
		);
		$drum = $drums->for_user( $id )[0]['id'] ?? 0;
		$this->assertGreaterThan( 0, $drum, 'matrix drum not written' );
		$invoice  = $this->invoice_for( $id, (int) $order['id'], '2020-01-10' );
		$dop      = $this->dop_for( $product );
		$wishlist = $this->make_article( 12345 );
		$this->assertTrue( ( new WishlistRepository() )->add( $id, $wishlist ), 'matrix wishlist entry not written' );
		$list_name = 'Matrix lista ' . $tag;
		$list      = ( new OrderListRepository() )->create(
			$id,
			$list_name,
			array(
				array(
					'article_code' => $wishlist,
					'quantity_m'   => 5,
				),
			)
		);
		$this->assertNotNull( $list, 'matrix order list not written' );
		return $out + array(
			'product'        => $product,
			'order'          => (int) $order['id'],
			'order_number'   => (string) $order['number'],
			'invoice'        => (int) $invoice['id'],
			'invoice_number' => (string) $invoice['number'],
			'dop'            => (int) $dop['id'],
			'dop_number'     => (string) $dop['number'],
			'wishlist'       => $wishlist,
			'order_list'     => (string) $list,
			'drum'           => (int) $drum,
			'order_list_name' => $list_name,
		);
	}

	/**
	 * A staff account.
	 *
	 * @param string $role WordPress role: 'editor' or 'administrator'.
	 */
	private function matrix_user( string $role ): int {
		$login = $this->unique( 'matrix-' . $role );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 20 ),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id, $role . ' not created' );
		return $id;
	}
}
