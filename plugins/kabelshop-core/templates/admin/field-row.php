<?php
/**
 * One form-table row with a label and an input (documents screens).
 *
 * $args: id, name, label (translated), type (input type), required (bool).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_accept = '';
if ( 'file' === $args['type'] ) {
	$kabelshop_accept = 'zip' === $args['name'] ? '.zip,application/zip' : 'application/pdf';
}
?>
<tr><th scope="row"><label for="<?php echo esc_attr( $args['id'] ); ?>"><?php echo esc_html( $args['label'] ); ?></label></th><td><input id="<?php echo esc_attr( $args['id'] ); ?>" name="<?php echo esc_attr( $args['name'] ); ?>" type="<?php echo esc_attr( $args['type'] ); ?>"<?php echo $args['required'] ? ' required' : ''; ?>
<?php
if ( '' !== $kabelshop_accept ) :
	?>
	accept="<?php echo esc_attr( $kabelshop_accept ); ?>"
	<?php
else :
	?>
	class="regular-text"<?php endif; ?>></td></tr>
