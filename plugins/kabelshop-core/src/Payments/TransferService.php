<?php
/**
 * Hooks of the payments area: bank transfer (instructions, HUB-3 barcode, transfers marked or matched from a bank statement).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\BankStatementPage;
use Kabelshop\Admin\OrdersPage;
use Kabelshop\Rest\Schemas\V1\PngImageResponse;
use Kabelshop\Service;
use WP_HTTP_Response;
use WP_REST_Request;

/**
 * Issue 15: bank transfer (instructions, HUB-3 barcode, transfers marked or matched from a bank
 * statement), docs/payments-transfer.md. Its REST route classes are listed in ROUTES
 * (Rest\RestRegistrar registers them): GET orders/{id}/hub3.png. register() adds the wp-admin
 * screen Kabelshop → Bank statement import (Admin\BankStatementPage), sends the barcode answers as
 * PNG (serve_png) and warns staff on the orders screen while the company IBAN is empty (without
 * it no order shows payment instructions). The confirmation mail's inline barcode is
 * TransferMail's, the pages' block View\PaymentInstructionsView's.
 */
final class TransferService implements Service {

	/**
	 * REST route classes of this part.
	 *
	 * @var list<class-string<\Kabelshop\Rest\AbstractRoute>>
	 */
	public const ROUTES = array(
		\Kabelshop\Rest\Routes\V1\OrderHub3Png::class,
	);

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		( new BankStatementPage() )->register();
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_png' ), 10, 4 );
		add_action( 'admin_notices', array( $this, 'iban_notice' ) );
	}

	/**
	 * Sends a PngImageResponse as the image itself instead of JSON: image/png, Cache-Control
	 * private with five minutes (the page may show it twice; a shared cache never keeps it).
	 *
	 * @param bool             $served  Whether another filter already served the request.
	 * @param WP_HTTP_Response $result  Result to send.
	 * @param WP_REST_Request  $request Request.
	 * @param mixed            $server  Server.
	 * @return bool True when this filter sent the answer.
	 */
	public function serve_png( $served, $result, $request, $server ): bool {
		if ( $served || ! $result instanceof PngImageResponse || 200 !== $result->get_status() ) {
			return (bool) $served;
		}
		header_remove( 'X-WP-Nonce' );
		header_remove( 'Expires' );
		header_remove( 'Pragma' );
		header( 'Content-Type: image/png' );
		header( 'Cache-Control: private, max-age=300' );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Content-Length: ' . (string) strlen( $result->png ) );
		if ( $request instanceof WP_REST_Request && 'HEAD' === $request->get_method() ) {
			return true;
		}
		echo $result->png; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- PNG bytes drawn by TCPDF/GD, sent as image/png with nosniff.
		return true;
	}

	/**
	 * On Kabelshop → Orders (the list and an order): a warning while the company IBAN is empty
	 * (action admin_notices; the bank statement screen shows the same in its own template).
	 */
	public function iban_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! str_ends_with( (string) $screen->id, OrdersPage::SLUG ) || ! current_user_can( \Kabelshop\Accounts\Roles::CAP_MANAGE ) ) {
			return;
		}
		$notice = BankStatementPage::iban_missing();
		if ( null !== $notice ) {
			\Kabelshop\Admin\AdminPage::template( 'iban-missing', $notice );
		}
	}
}
