<?php
/**
 * Template Name: My account
 *
 * The account area of a business customer (spec sections 2 and 6): a navigation selector (links
 * on wide screens, a select on narrow ones) that toggles the panels profile data, addresses,
 * orders, order lists, invoices, payment terms, drum account, wishlist and help. Without JavaScript every panel is shown one below the
 * other; src/ui/account-nav.ts turns them into switchable panels (URL hash kept). Visitors are
 * redirected to the login page before this runs (Accounts\ProfileService).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\AccountView;
use Kabelshop\View\MountPoint;

$kabelshop_account = AccountView::data();
nocache_headers();
get_header();
$kabelshop_noscript = MountPoint::needs_script( __( 'This form needs JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ) );
?>
<div class="container page page--account">
	<?php
	get_template_part(
		'templates/parts/page-header',
		null,
		array(
			'title' => __( 'My account', 'kabelshop' ),
			'lead'  => $kabelshop_account['lead'],
		)
	);
	?>

	<?php if ( true === $kabelshop_account['email_changed'] ) : ?>
		<p class="notice notice--success" role="status"><?php esc_html_e( 'Data successfully updated.', 'kabelshop' ); ?> <?php esc_html_e( 'Your new e-mail address is now in use.', 'kabelshop' ); ?></p>
	<?php elseif ( false === $kabelshop_account['email_changed'] ) : ?>
		<p class="notice notice--error" role="alert"><?php esc_html_e( 'Data not updated. Please try again.', 'kabelshop' ); ?> <?php esc_html_e( 'The confirmation link is wrong or has expired.', 'kabelshop' ); ?></p>
	<?php endif; ?>

	<?php if ( ! $kabelshop_account['can_order'] ) : ?>
		<p class="notice"><?php esc_html_e( 'The account area is for approved business customers. Your registration is confirmed within 24 hours.', 'kabelshop' ); ?></p>
	<?php else : ?>
	<div class="account" data-account-nav>
		<div class="account-nav__select">
			<label for="ks-account-select"><?php esc_html_e( 'Account section', 'kabelshop' ); ?></label>
			<select id="ks-account-select" data-account-select>
				<?php foreach ( $kabelshop_account['panels'] as $kabelshop_panel ) : ?>
					<option value="<?php echo esc_attr( $kabelshop_panel['key'] ); ?>"><?php echo esc_html( $kabelshop_panel['label'] ); ?></option>
				<?php endforeach; ?>
			</select>
		</div>
		<nav class="account-nav" aria-label="<?php esc_attr_e( 'Account sections', 'kabelshop' ); ?>">
			<ul class="account-nav__list">
				<?php foreach ( $kabelshop_account['panels'] as $kabelshop_panel ) : ?>
					<li><a class="account-nav__link" href="#<?php echo esc_attr( $kabelshop_panel['key'] ); ?>" data-account-tab="<?php echo esc_attr( $kabelshop_panel['key'] ); ?>" aria-controls="panel-<?php echo esc_attr( $kabelshop_panel['key'] ); ?>"><?php echo esc_html( $kabelshop_panel['label'] ); ?></a></li>
				<?php endforeach; ?>
			</ul>
		</nav>

		<div class="account__panels">
			<?php
			// The panel the URL names (#addresses, ...; else the first) is the only one drawn from the
			// first frame, even when the browser paints before the panels are all parsed: a rule in the
			// head written before them (issue 27, a CI run measured CLS 0.055 with the old script after
			// the panels). src/ui/account-nav.ts takes over with the hidden attribute and removes it.
			// Inline, parser-blocking and tiny on purpose; without script all panels show.
			wp_print_inline_script_tag(
				'(function(){var p=' . wp_json_encode( array_values( wp_list_pluck( $kabelshop_account['panels'], 'key' ) ) ) . ",k=location.hash.slice(1),s=document.createElement('style');if(p.indexOf(k)<0)k=p[0];s.id='ks-account-first-frame';s.textContent='.account__panels>[data-account-panel]:not([data-account-panel=\"'+k+'\"]){display:none}';document.head.appendChild(s);})();"
			);
			?>
			<section class="account-panel" id="panel-profile" data-account-panel="profile" aria-labelledby="heading-profile" tabindex="-1">
				<h2 id="heading-profile"><?php esc_html_e( 'Profile data', 'kabelshop' ); ?></h2>
				<?php MountPoint::render( 'account-profile', $kabelshop_account['profile_props'], $kabelshop_noscript ); ?>
			</section>

			<section class="account-panel" id="panel-addresses" data-account-panel="addresses" aria-labelledby="heading-addresses" tabindex="-1">
				<h2 id="heading-addresses"><?php esc_html_e( 'Addresses', 'kabelshop' ); ?></h2>
				<?php MountPoint::render( 'account-addresses', $kabelshop_account['addresses_props'], $kabelshop_noscript ); ?>
			</section>

			<section class="account-panel" id="panel-orders" data-account-panel="orders" aria-labelledby="heading-orders" tabindex="-1">
				<h2 id="heading-orders"><?php esc_html_e( 'My orders', 'kabelshop' ); ?></h2>
				<?php
				// The server-rendered list is the island's fallback (no JavaScript, or bad props).
				ob_start();
				?>
				<?php if ( ! $kabelshop_account['orders'] ) : ?>
					<p><?php esc_html_e( 'You have no orders yet.', 'kabelshop' ); ?> <a href="<?php echo esc_url( $kabelshop_account['catalogue_url'] ); ?>"><?php esc_html_e( 'Browse the catalogue', 'kabelshop' ); ?></a></p>
				<?php else : ?>
					<div class="account-orders">
						<table class="account-orders__table">
							<caption class="sr-only"><?php esc_html_e( 'Your latest orders', 'kabelshop' ); ?></caption>
							<thead>
								<tr>
									<th scope="col"><?php esc_html_e( 'Order number', 'kabelshop' ); ?></th>
									<th scope="col"><?php esc_html_e( 'Date', 'kabelshop' ); ?></th>
									<th scope="col"><?php esc_html_e( 'Status', 'kabelshop' ); ?></th>
									<th scope="col"><?php esc_html_e( 'Total', 'kabelshop' ); ?></th>
								</tr>
							</thead>
							<tbody>
								<?php foreach ( $kabelshop_account['orders'] as $kabelshop_order ) : ?>
									<tr>
										<th scope="row"><a href="<?php echo esc_url( $kabelshop_order['url'] ); ?>"><?php echo esc_html( $kabelshop_order['number'] ); ?></a></th>
										<td><?php echo esc_html( $kabelshop_order['date'] ); ?></td>
										<td><?php echo esc_html( $kabelshop_order['status'] ); ?></td>
										<td class="account-orders__total"><?php echo esc_html( $kabelshop_order['total'] ); ?></td>
									</tr>
								<?php endforeach; ?>
							</tbody>
						</table>
					</div>
				<?php endif; ?>
				<?php MountPoint::render( 'account-orders', AccountView::orders_props(), (string) ob_get_clean() ); ?>
			</section>

			<section class="account-panel" id="panel-order-lists" data-account-panel="order-lists" aria-labelledby="heading-order-lists" tabindex="-1">
				<h2 id="heading-order-lists"><?php esc_html_e( 'Order lists', 'kabelshop' ); ?></h2>
				<?php MountPoint::render( 'account-order-lists', AccountView::order_lists_props(), MountPoint::needs_script( __( 'The order lists need JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ) ) ); ?>
			</section>

			<section class="account-panel" id="panel-invoices" data-account-panel="invoices" aria-labelledby="heading-invoices" tabindex="-1">
				<h2 id="heading-invoices"><?php esc_html_e( 'Invoices', 'kabelshop' ); ?></h2>
				<?php MountPoint::render( 'account-invoices', AccountView::invoices_props(), MountPoint::needs_script( __( 'The invoice list needs JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ) ) ); ?>
			</section>

			<section class="account-panel" id="panel-payment-terms" data-account-panel="payment-terms" aria-labelledby="heading-payment-terms" tabindex="-1">
				<h2 id="heading-payment-terms"><?php esc_html_e( 'Payment terms', 'kabelshop' ); ?></h2>
				<?php
				$kabelshop_credit = AccountView::credit();
				ob_start();
				get_template_part( 'templates/parts/credit-account', null, $kabelshop_credit );
				MountPoint::render( 'account-credit', $kabelshop_credit['props'], (string) ob_get_clean() );
				?>
			</section>

			<section class="account-panel" id="panel-drums" data-account-panel="drums" aria-labelledby="heading-drums" tabindex="-1">
				<h2 id="heading-drums"><?php esc_html_e( 'Drum account', 'kabelshop' ); ?></h2>
				<?php
				$kabelshop_drums = AccountView::drums();
				ob_start();
				get_template_part( 'templates/parts/drum-account', null, $kabelshop_drums );
				MountPoint::render( 'account-drums', $kabelshop_drums['props'], (string) ob_get_clean() );
				?>
			</section>

			<section class="account-panel" id="panel-wishlist" data-account-panel="wishlist" aria-labelledby="heading-wishlist" tabindex="-1">
				<h2 id="heading-wishlist"><?php esc_html_e( 'Wishlist', 'kabelshop' ); ?></h2>
				<?php MountPoint::render( 'account-wishlist', AccountView::wishlist_props(), MountPoint::needs_script( __( 'The wishlist needs JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ) ) ); ?>
			</section>

			<section class="account-panel" id="panel-help" data-account-panel="help" aria-labelledby="heading-help" tabindex="-1">
				<h2 id="heading-help"><?php esc_html_e( 'Help', 'kabelshop' ); ?></h2>
				<div class="account-help"><?php echo \Kabelshop\Accounts\HelpContent::html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_kses_post inside. ?></div>
				<p><a href="<?php echo esc_url( $kabelshop_account['contact_url'] ); ?>"><?php esc_html_e( 'Contact us', 'kabelshop' ); ?></a></p>
			</section>
		</div>
	</div>
	<?php endif; ?>
</div>
<?php
get_footer();
