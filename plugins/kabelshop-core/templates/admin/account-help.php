<?php
/**
 * The wp-admin screen "Kabelshop -> Account help": one editor per language (Admin\AccountHelpPage).
 *
 * $args: notices, group, option, languages (list of {code, label, html}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Account help', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php esc_html_e( 'Customers see this text in the Help panel of their account, in the language they use. An empty field shows the default text.', 'kabelshop-core' ); ?></p>
	<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
		<?php settings_fields( $args['group'] ); ?>
		<?php foreach ( $args['languages'] as $kabelshop_language ) : ?>
			<h2><label for="<?php echo esc_attr( 'ks-help-' . $kabelshop_language['code'] ); ?>"><?php echo esc_html( $kabelshop_language['label'] ); ?></label></h2>
			<?php
			wp_editor(
				$kabelshop_language['html'],
				'ks-help-' . $kabelshop_language['code'],
				array(
					'textarea_name' => $args['option'] . '[' . $kabelshop_language['code'] . ']',
					'textarea_rows' => 10,
					'media_buttons' => false,
				)
			);
			?>
		<?php endforeach; ?>
		<?php submit_button(); ?>
	</form>
</div>
