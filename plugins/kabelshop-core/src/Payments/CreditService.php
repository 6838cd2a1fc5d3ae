<?php
/**
 * Hooks of the payments area: contract terms (staff set terms and limits, the account's credit panel, invoice due dates and payments).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Admin\AdminPage;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\Routes\V1\UserCredit;
use Kabelshop\Service;

/**
 * Issue 15: contract terms (staff set terms and limits, the account's credit panel, invoice due
 * dates and payments). Its REST route classes are listed in ROUTES (Rest\RestRegistrar registers
 * them): GET kabelshop/v1/user/credit.
 *
 * The "Payment terms" section of a customer's wp-admin user screen (user-edit.php; customers and
 * pending registrations only) is shown to and saved for staff with kabelshop_approve_customers
 * (Roles::CAP_APPROVE: the sales staff who approve customers decide their terms). Saving rides on
 * core's profile update: the fields are checked on edit_user_profile_update, a bad field is added
 * to core's errors on user_profile_update_errors (core then saves nothing of the whole form and
 * shows the messages, each naming its field), and the checked values are stored on
 * profile_update, which core fires only after it saved the user. The section has its own nonce.
 *
 * On kabelshop_payment_changed to paid from anywhere but an invoice (card, transfer, statement,
 * staff), the order's unpaid invoices are marked paid (InvoicePayments::settle_order()).
 */
final class CreditService implements Service {

	/**
	 * REST route classes of this part.
	 *
	 * @var list<class-string<\Kabelshop\Rest\AbstractRoute>>
	 */
	public const ROUTES = array( UserCredit::class );

	/** Who may set a customer's terms and limit. */
	public const CAPABILITY = Roles::CAP_APPROVE;

	/**
	 * Checked input of this request, per edited user: values, errors, what was typed.
	 *
	 * @var array<int, array{values: array{contract: bool, terms_days: int|null, limit_cents: int|null}, errors: array<string, string>, posted: array<string, string>}>
	 */
	private array $pending = array();

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'show_user_profile', array( $this, 'render_section' ) );
		add_action( 'edit_user_profile', array( $this, 'render_section' ) );
		add_action( 'personal_options_update', array( $this, 'check_section' ) );
		add_action( 'edit_user_profile_update', array( $this, 'check_section' ) );
		add_action( 'user_profile_update_errors', array( $this, 'refuse_bad_fields' ), 10, 3 );
		add_action( 'profile_update', array( $this, 'save_section' ) );
		add_action( 'kabelshop_payment_changed', array( $this, 'settle_invoices' ), 10, 4 );
	}

	/**
	 * Whether a user is a customer whose terms staff set (approved or pending, not staff).
	 *
	 * @param \WP_User $user User.
	 */
	public static function is_customer( \WP_User $user ): bool {
		return user_can( $user, Roles::CAP_ORDER ) || in_array( Roles::PENDING, (array) $user->roles, true );
	}

	/**
	 * Prints the section on the user screen (show_user_profile / edit_user_profile).
	 *
	 * @param \WP_User $user The edited user.
	 */
	public function render_section( \WP_User $user ): void {
		if ( ! current_user_can( self::CAPABILITY ) || ! self::is_customer( $user ) ) {
			return;
		}
		$language = Locale::admin_language( get_current_user_id() );
		$posted   = isset( $this->pending[ $user->ID ] ) && $this->pending[ $user->ID ]['errors'] ? $this->pending[ $user->ID ]['posted'] : array();
		AdminPage::template(
			'credit-terms',
			CreditTermsForm::view( $user->ID, Locale::LANGUAGES[ $language ][1], $posted ) + array(
				'errors' => $this->pending[ $user->ID ]['errors'] ?? array(),
			)
		);
	}

	/**
	 * Checks the posted section (personal_options_update / edit_user_profile_update, before core
	 * checks and saves the rest of the form). Ignored for people without the capability and for
	 * staff users (the section is not theirs).
	 *
	 * @param int $user_id The edited user.
	 */
	public function check_section( int $user_id ): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the section's own nonce is checked below.
		if ( ! isset( $_POST[ CreditTermsForm::FIELD ] ) || ! is_array( $_POST[ CreditTermsForm::FIELD ] ) ) {
			return;
		}
		$user = get_userdata( $user_id );
		if ( ! current_user_can( self::CAPABILITY ) || ! $user || ! self::is_customer( $user ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field is checked by CreditTermsForm::parse(); the nonce next.
		$input  = array_map( static fn( $value ): string => is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '', (array) wp_unslash( $_POST[ CreditTermsForm::FIELD ] ) );
		$nonce  = isset( $_POST[ CreditTermsForm::NONCE ] ) ? sanitize_text_field( wp_unslash( (string) $_POST[ CreditTermsForm::NONCE ] ) ) : '';
		$parsed = CreditTermsForm::parse( $input );
		if ( ! wp_verify_nonce( $nonce, CreditTermsForm::NONCE_ACTION . $user_id ) ) {
			$parsed['errors'] = array( 'nonce' => __( 'Payment terms: the form has expired. Reload the page and enter the terms again.', 'kabelshop-core' ) );
		}
		$this->pending[ $user_id ] = $parsed + array(
			'posted' => array(
				'contract'   => '1' === ( $input['contract'] ?? '' ) ? '1' : '',
				'terms_days' => (string) ( $input['terms_days'] ?? '' ),
				'limit'      => (string) ( $input['limit'] ?? '' ),
			),
		);
	}

	/**
	 * Adds the section's refusals to core's errors (user_profile_update_errors), so core saves
	 * nothing of the form and shows each message.
	 *
	 * @param \WP_Error          $errors Core's errors of the form.
	 * @param bool               $update True when an existing user is edited.
	 * @param \stdClass|\WP_User $user   The user data core is about to save (ID set on update).
	 */
	public function refuse_bad_fields( \WP_Error $errors, bool $update, $user ): void {
		$id = $update ? (int) ( $user->ID ?? 0 ) : 0;
		foreach ( $this->pending[ $id ]['errors'] ?? array() as $field => $message ) {
			$errors->add( 'kabelshop_credit_' . $field, esc_html( $message ), array( 'form-field' => CreditTermsForm::FIELD . '[' . $field . ']' ) );
		}
	}

	/**
	 * Stores the checked section after core saved the user (profile_update).
	 *
	 * @param int $user_id The saved user.
	 */
	public function save_section( int $user_id ): void {
		$pending = $this->pending[ $user_id ] ?? null;
		if ( null === $pending || $pending['errors'] ) {
			return;
		}
		unset( $this->pending[ $user_id ] );
		CreditTermsForm::save( $user_id, $pending['values'] );
	}

	/**
	 * An order paid some other way pays its invoices (kabelshop_payment_changed).
	 *
	 * @param array<string, mixed> $order The fresh order.
	 * @param string               $from  Previous state.
	 * @param string               $to    New state.
	 * @param array<string, mixed> $event The event (source …).
	 */
	public function settle_invoices( array $order, string $from, string $to, array $event ): void {
		if ( PaymentStatus::PAID !== $to || 'invoice' === ( $event['source'] ?? '' ) ) {
			return;
		}
		( new InvoicePayments() )->settle_order( (int) $order['id'] );
	}
}
