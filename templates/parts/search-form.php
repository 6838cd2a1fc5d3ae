<?php
/**
 * A search form: the catalogue search (GET to the catalogue page, field 'search') unless the
 * arguments say otherwise (the header's is the site search: field 's' on the language's home).
 * Arguments ($args): id (string, unique on the page), action (URL), hidden (array<string,string>),
 * value (string), label (string, visible label text), class (string), name (the field's name,
 * default 'search'), placeholder (string).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_args = wp_parse_args(
	$args ?? array(),
	array(
		'id'          => 'search',
		'action'      => \Kabelshop\I18n\Locale::home_url(),
		'hidden'      => array(),
		'value'       => '',
		'label'       => __( 'Search the catalogue', 'kabelshop' ),
		'class'       => '',
		'name'        => 'search',
		'placeholder' => __( 'e.g. NYM-J 3x1.5', 'kabelshop' ),
	)
);
?>
<form role="search" method="get" class="search-form <?php echo esc_attr( $kabelshop_args['class'] ); ?>" action="<?php echo esc_url( $kabelshop_args['action'] ); ?>">
	<?php foreach ( (array) $kabelshop_args['hidden'] as $kabelshop_name => $kabelshop_value ) : ?>
		<input type="hidden" name="<?php echo esc_attr( (string) $kabelshop_name ); ?>" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>">
	<?php endforeach; ?>
	<label class="search-form__label" for="<?php echo esc_attr( $kabelshop_args['id'] ); ?>"><?php echo esc_html( $kabelshop_args['label'] ); ?></label>
	<div class="search-form__row">
		<input class="search-form__input" type="search" id="<?php echo esc_attr( $kabelshop_args['id'] ); ?>" name="<?php echo esc_attr( $kabelshop_args['name'] ); ?>" value="<?php echo esc_attr( $kabelshop_args['value'] ); ?>" maxlength="100" autocomplete="off" placeholder="<?php echo esc_attr( $kabelshop_args['placeholder'] ); ?>">
		<button class="button search-form__submit" type="submit"><?php esc_html_e( 'Search', 'kabelshop' ); ?></button>
	</div>
</form>
