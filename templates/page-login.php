<?php
/**
 * Template Name: Log in
 *
 * The themed login page (issue 3): log in (back to where the buyer was: redirect_to), forgot
 * password, set a new password from the e-mailed link. Forms post back here; LoginPage::handle()
 * does the work and View\LoginView::data() says what to show. Plain HTML forms: they work without
 * JavaScript, except the bot check (Turnstile's widget), shown only while the account typed is
 * under attack. Every form carries the visitor's anti-forgery token (_ks_xsrf, LoginToken).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\LoginView;

$kabelshop_view   = LoginView::data();
$kabelshop_errors = $kabelshop_view['errors'];
$kabelshop_urls   = $kabelshop_view['urls'];
get_header();
?>
<div class="container page page--login ks-account-page">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_view['title'] ) ); ?>

	<?php if ( '' !== $kabelshop_view['notice'] ) : ?>
		<p class="ks-notice" role="status"><?php echo esc_html( $kabelshop_view['notice'] ); ?></p>
	<?php endif; ?>
	<?php if ( '' !== $kabelshop_view['error'] ) : ?>
		<p class="ks-error" role="alert"><?php echo esc_html( $kabelshop_view['error'] ); ?></p>
	<?php endif; ?>

	<?php if ( 'login' === $kabelshop_view['view'] ) : ?>
		<?php if ( $kabelshop_view['logged_in'] ) : ?>
			<p><?php esc_html_e( 'You are logged in.', 'kabelshop' ); ?> <a href="<?php echo esc_url( $kabelshop_urls['logout'] ); ?>"><?php esc_html_e( 'Log out', 'kabelshop' ); ?></a></p>
		<?php endif; ?>
		<form class="ks-account-form" method="post" action="<?php echo esc_url( $kabelshop_urls['login'] ); ?>" novalidate>
			<input type="hidden" name="kabelshop_form" value="login">
			<input type="hidden" name="redirect_to" value="<?php echo esc_attr( $kabelshop_view['redirect_to'] ); ?>">
			<?php wp_nonce_field( 'kabelshop_login', '_ks_nonce' ); ?>
			<input type="hidden" name="_ks_xsrf" value="<?php echo esc_attr( $kabelshop_view['xsrf'] ); ?>">
			<div class="ks-field">
				<label for="ks-login-log"><?php esc_html_e( 'E-mail address', 'kabelshop' ); ?></label>
				<input type="text" id="ks-login-log" name="log" autocomplete="username" required value="<?php echo esc_attr( $kabelshop_view['login'] ); ?>"<?php echo LoginView::invalid_attributes( $kabelshop_errors, 'log' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>>
				<?php echo LoginView::field_error( $kabelshop_errors, 'log' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			</div>
			<div class="ks-field">
				<label for="ks-login-pwd"><?php esc_html_e( 'Password', 'kabelshop' ); ?></label>
				<input type="password" id="ks-login-pwd" name="pwd" autocomplete="current-password" required<?php echo LoginView::invalid_attributes( $kabelshop_errors, 'pwd' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>>
				<?php echo LoginView::field_error( $kabelshop_errors, 'pwd' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			</div>
			<?php if ( is_array( $kabelshop_view['bot_check'] ) ) : ?>
				<div class="ks-field">
					<p class="ks-field-hint"><?php esc_html_e( 'Security check', 'kabelshop' ); ?></p>
					<div class="cf-turnstile" data-sitekey="<?php echo esc_attr( $kabelshop_view['bot_check']['site_key'] ); ?>" data-language="<?php echo esc_attr( $kabelshop_view['bot_check']['language'] ); ?>"></div>
				</div>
			<?php endif; ?>
			<div class="ks-field ks-field--check">
				<label><input type="checkbox" name="rememberme" value="forever"> <?php esc_html_e( 'Remember me', 'kabelshop' ); ?></label>
			</div>
			<button type="submit" class="ks-button ks-button--primary"><?php esc_html_e( 'Log in', 'kabelshop' ); ?></button>
		</form>
		<p class="ks-account-links">
			<a href="<?php echo esc_url( $kabelshop_urls['lostpassword'] ); ?>"><?php esc_html_e( 'Forgot your password?', 'kabelshop' ); ?></a>
			<a href="<?php echo esc_url( $kabelshop_urls['register'] ); ?>"><?php esc_html_e( 'Register your company', 'kabelshop' ); ?></a>
		</p>

	<?php elseif ( 'lostpassword' === $kabelshop_view['view'] ) : ?>
		<p><?php esc_html_e( 'Enter the e-mail address of your account. We will send you a link to set a new password.', 'kabelshop' ); ?></p>
		<form class="ks-account-form" method="post" action="<?php echo esc_url( $kabelshop_urls['lostpassword'] ); ?>" novalidate>
			<input type="hidden" name="kabelshop_form" value="lostpassword">
			<?php wp_nonce_field( 'kabelshop_lostpassword', '_ks_nonce' ); ?>
			<input type="hidden" name="_ks_xsrf" value="<?php echo esc_attr( $kabelshop_view['xsrf'] ); ?>">
			<div class="ks-field">
				<label for="ks-lost-login"><?php esc_html_e( 'E-mail address', 'kabelshop' ); ?></label>
				<input type="email" id="ks-lost-login" name="user_login" autocomplete="email" required value="<?php echo esc_attr( $kabelshop_view['login'] ); ?>"<?php echo LoginView::invalid_attributes( $kabelshop_errors, 'user_login' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>>
				<?php echo LoginView::field_error( $kabelshop_errors, 'user_login' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			</div>
			<button type="submit" class="ks-button ks-button--primary"><?php esc_html_e( 'Send the link', 'kabelshop' ); ?></button>
		</form>
		<p class="ks-account-links"><a href="<?php echo esc_url( $kabelshop_urls['login'] ); ?>"><?php esc_html_e( 'Back to log in', 'kabelshop' ); ?></a></p>

	<?php elseif ( 'rp' === $kabelshop_view['view'] ) : ?>
		<p><?php esc_html_e( 'At least 8 characters, at least one uppercase letter and one digit, letters and digits only.', 'kabelshop' ); ?></p>
		<form class="ks-account-form" method="post" action="<?php echo esc_url( $kabelshop_urls['rp'] ); ?>" novalidate>
			<input type="hidden" name="kabelshop_form" value="rp">
			<input type="hidden" name="rp_key" value="<?php echo esc_attr( $kabelshop_view['key'] ); ?>">
			<input type="hidden" name="rp_login" value="<?php echo esc_attr( $kabelshop_view['rp_login'] ); ?>">
			<?php wp_nonce_field( 'kabelshop_rp', '_ks_nonce' ); ?>
			<input type="hidden" name="_ks_xsrf" value="<?php echo esc_attr( $kabelshop_view['xsrf'] ); ?>">
			<div class="ks-field">
				<label for="ks-rp-pass1"><?php esc_html_e( 'New password', 'kabelshop' ); ?></label>
				<input type="password" id="ks-rp-pass1" name="pass1" autocomplete="new-password" required<?php echo LoginView::invalid_attributes( $kabelshop_errors, 'pass1' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>>
				<?php echo LoginView::field_error( $kabelshop_errors, 'pass1' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			</div>
			<div class="ks-field">
				<label for="ks-rp-pass2"><?php esc_html_e( 'Repeat the new password', 'kabelshop' ); ?></label>
				<input type="password" id="ks-rp-pass2" name="pass2" autocomplete="new-password" required<?php echo LoginView::invalid_attributes( $kabelshop_errors, 'pass2' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>>
				<?php echo LoginView::field_error( $kabelshop_errors, 'pass2' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
			</div>
			<button type="submit" class="ks-button ks-button--primary"><?php esc_html_e( 'Save the password', 'kabelshop' ); ?></button>
		</form>

	<?php else : ?>
		<p><?php esc_html_e( 'The link has expired or was already used. Please ask for a new one.', 'kabelshop' ); ?></p>
		<p><a class="ks-button ks-button--primary" href="<?php echo esc_url( $kabelshop_urls['lostpassword'] ); ?>"><?php esc_html_e( 'Send me a new link', 'kabelshop' ); ?></a></p>
	<?php endif; ?>
</div>
<?php
get_footer();
