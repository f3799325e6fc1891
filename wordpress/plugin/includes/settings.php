<?php
/**
 * Settings → Orebit: where the widgets' scripts come from, the default theme and language, and
 * the affiliate's referral code. One option, `orebit_widgets`, through the Settings API (its form
 * carries the nonce options.php checks).
 *
 * @package OrebitWidgets
 */

defined( 'ABSPATH' ) || exit;

/** The settings, each with its default filled in. */
function orebit_widgets_settings() {
	$saved = get_option( 'orebit_widgets', array() );
	return array_merge(
		array(
			'origin'   => orebit_widgets_catalog()['origin'],
			'theme'    => orebit_widgets_catalog()['common']['theme']['default'],
			'locale'   => 'auto',
			'ref_code' => '',
		),
		is_array( $saved ) ? $saved : array()
	);
}

/**
 * Whether the widgets' scripts may come from `$origin`: https only, except the loopback origins
 * of a development server.
 */
function orebit_widgets_valid_origin( $origin ) {
	return 1 === preg_match( '#^(https://[a-z0-9.-]+|http://(127\.0\.0\.1|localhost))(:[0-9]{1,5})?$#iD', $origin );
}

/** The referral option of the catalog (the pattern the widget itself checks), if a widget has one. */
function orebit_widgets_referral_option() {
	foreach ( orebit_widgets_catalog()['widgets'] as $widget ) {
		if ( isset( $widget['options']['refCode'] ) ) {
			return $widget['options']['refCode'];
		}
	}
	return null;
}

/** Keeps what is valid of the submitted settings; a value that is not keeps the saved one and says why. */
function orebit_widgets_sanitize_settings( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$clean   = orebit_widgets_settings();
	$catalog = orebit_widgets_catalog();

	$origin = untrailingslashit( trim( (string) ( $input['origin'] ?? '' ) ) );
	if ( orebit_widgets_valid_origin( $origin ) ) {
		$clean['origin'] = strtolower( $origin );
	} else {
		add_settings_error( 'orebit_widgets', 'origin', __( 'The widgets’ origin must be an https:// origin (http://127.0.0.1 or http://localhost while developing), with no path.', 'orebit-widgets' ) );
	}

	$theme = (string) ( $input['theme'] ?? '' );
	if ( in_array( $theme, $catalog['common']['theme']['values'], true ) ) {
		$clean['theme'] = $theme;
	}
	$locale = (string) ( $input['locale'] ?? '' );
	if ( in_array( $locale, $catalog['common']['locale']['values'], true ) ) {
		$clean['locale'] = $locale;
	}

	$code   = trim( (string) ( $input['ref_code'] ?? '' ) );
	$option = orebit_widgets_referral_option();
	if ( '' === $code || ( $option && null !== orebit_widgets_valid_value( $option, $code ) ) ) {
		$clean['ref_code'] = $code;
	} else {
		add_settings_error( 'orebit_widgets', 'ref_code', $option['invalid'] ?? __( 'That referral code is not valid.', 'orebit-widgets' ) );
	}
	return $clean;
}

add_action( 'admin_init', 'orebit_widgets_register_settings' );

/** Registers the option, its section and its fields. */
function orebit_widgets_register_settings() {
	register_setting(
		'orebit_widgets',
		'orebit_widgets',
		array(
			'type'              => 'array',
			'sanitize_callback' => 'orebit_widgets_sanitize_settings',
		)
	);
	add_settings_section( 'orebit_widgets_main', '', '__return_false', 'orebit-widgets' );
	$common = orebit_widgets_catalog()['common'];
	$fields = array(
		'origin'   => array( __( 'Widgets’ origin', 'orebit-widgets' ), 'url', __( 'Where the widgets’ scripts and API are served from.', 'orebit-widgets' ) ),
		'theme'    => array( __( 'Default theme', 'orebit-widgets' ), $common['theme']['values'], '' ),
		'locale'   => array( __( 'Default language', 'orebit-widgets' ), $common['locale']['values'], __( 'auto: the site’s language when a widget speaks it, else English.', 'orebit-widgets' ) ),
		'ref_code' => array( __( 'Referral code', 'orebit-widgets' ), 'text', __( 'Used by referral widgets that set none.', 'orebit-widgets' ) ),
	);
	foreach ( $fields as $key => list( $label, $type, $help ) ) {
		add_settings_field(
			'orebit-' . $key,
			$label,
			'orebit_widgets_settings_field',
			'orebit-widgets',
			'orebit_widgets_main',
			array(
				'label_for' => 'orebit-' . $key,
				'key'       => $key,
				'type'      => $type,
				'help'      => $help,
			)
		);
	}
}

/** One field of the settings form: a select for a list of values, an input otherwise. */
function orebit_widgets_settings_field( $args ) {
	$value = orebit_widgets_settings()[ $args['key'] ];
	$name  = 'orebit_widgets[' . $args['key'] . ']';
	if ( is_array( $args['type'] ) ) {
		printf( '<select id="%s" name="%s">', esc_attr( $args['label_for'] ), esc_attr( $name ) );
		foreach ( $args['type'] as $choice ) {
			printf( '<option value="%s"%s>%s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $choice ) );
		}
		echo '</select>';
	} else {
		printf( '<input type="%s" id="%s" name="%s" value="%s" class="regular-text">', esc_attr( $args['type'] ), esc_attr( $args['label_for'] ), esc_attr( $name ), esc_attr( $value ) );
	}
	if ( $args['help'] ) {
		printf( '<p class="description">%s</p>', esc_html( $args['help'] ) );
	}
}

add_action( 'admin_menu', 'orebit_widgets_add_settings_page' );

/** Settings → Orebit, for those who manage the site's options. */
function orebit_widgets_add_settings_page() {
	add_options_page( __( 'Orebit widgets', 'orebit-widgets' ), 'Orebit', 'manage_options', 'orebit-widgets', 'orebit_widgets_settings_page' );
}

/** The settings page: options.php checks its nonce and capability and saves through the sanitize callback. */
function orebit_widgets_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
	settings_fields( 'orebit_widgets' );
	do_settings_sections( 'orebit-widgets' );
	submit_button();
	echo '</form></div>';
}
