<?php
/**
 * What the three documents screens share.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Base of the documents screens (issue 4: InvoicesPage, DopsPage, DocumentLookupsPage), for staff
 * with manage_options, after the inquiries screen in the menu. Their forms post to admin-post.php
 * with a nonce; finish() shows the result once after the redirect: every error of the form, or the
 * new control codes, which are stored only as hashes and so can be shown only this once.
 */
abstract class DocumentScreen extends AdminPage {

	public const CAPABILITY = 'manage_options';

	/** Administrators manage documents. */
	public function capability(): string {
		return self::CAPABILITY;
	}

	/** With the other screens at 30, in the order Theme lists them. */
	protected function priority(): int {
		return 30;
	}

	/**
	 * Bytes of an uploaded file, '' when none.
	 *
	 * @param string $name Field name.
	 */
	protected static function uploaded_bytes( string $name ): string {
		$tmp = self::uploaded_path( $name );
		return '' !== $tmp ? (string) file_get_contents( $tmp ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions -- the uploaded PDF in PHP's temp folder, read once.
	}

	/**
	 * Temporary path of an uploaded file, '' when none.
	 *
	 * @param string $name Field name.
	 */
	protected static function uploaded_path( string $name ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput -- callers check the nonce; a path PHP wrote itself, accepted only when is_uploaded_file() confirms it.
		$tmp = isset( $_FILES[ $name ]['tmp_name'] ) ? (string) $_FILES[ $name ]['tmp_name'] : '';
		return '' !== $tmp && is_uploaded_file( $tmp ) ? $tmp : '';
	}

	/**
	 * Redirects back to the screen with the result of a form and ends the request.
	 *
	 * @param list<string>                                 $errors   Translated errors (nothing was saved).
	 * @param list<array{number: string, control: string}> $imported Saved documents with their plain control codes.
	 */
	protected function finish( array $errors, array $imported ): never {
		if ( $errors ) {
			self::redirect_with_notice( $this->url(), 'error', __( 'Nothing was saved. Correct these problems and try again:', 'kabelshop-core' ), $errors );
		}
		if ( ! $imported ) {
			self::redirect_with_notice( $this->url(), 'success', __( 'Saved.', 'kabelshop-core' ) );
		}
		$codes = array();
		foreach ( $imported as $row ) {
			$codes[] = array(
				'label' => $row['number'],
				'code'  => $row['control'],
			);
		}
		self::redirect_with_notice( $this->url(), 'success', __( 'Saved. Write these control numbers on the documents now: they are stored only as a hash and are shown only this once.', 'kabelshop-core' ), array(), $codes );
	}
}
