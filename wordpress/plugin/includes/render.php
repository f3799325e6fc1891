<?php
/**
 * Attributes → the widget's element: every value checked against the catalog table generated at
 * build time from the widgets' own definitions (includes/catalog.php), and the widget's pinned
 * script enqueued once per page, only on pages that show a widget.
 *
 * @package OrebitWidgets
 */

defined( 'ABSPATH' ) || exit;

/** The table made by `npm run wordpress`: the release, its scripts' integrity, every widget's options. */
function orebit_widgets_catalog() {
	static $catalog = null;
	if ( null === $catalog ) {
		$catalog = require __DIR__ . '/catalog.php';
	}
	return $catalog;
}

/**
 * `$value` if `$option` allows it, as the text of its attribute; null otherwise, so that the
 * widget's own default applies.
 */
function orebit_widgets_valid_value( array $option, $value ) {
	if ( ! is_string( $value ) && ! is_int( $value ) && ! is_float( $value ) ) {
		return null;
	}
	$value = trim( (string) $value );
	if ( '' === $value ) {
		return null;
	}
	switch ( $option['type'] ) {
		case 'choice':
			return in_array( $value, $option['values'], true ) ? $value : null;
		case 'number':
			return is_numeric( $value ) && is_finite( (float) $value ) ? $value : null;
		case 'url':
			$scheme = wp_parse_url( $value, PHP_URL_SCHEME );
			return in_array( $scheme, array( 'http', 'https' ), true ) && wp_parse_url( $value, PHP_URL_HOST ) ? $value : null;
		default:
			return ! isset( $option['pattern'] ) || preg_match( $option['pattern'], $value ) ? $value : null;
	}
}

/**
 * The widgets' language for the site's `$wp_locale` (get_locale()): the same language and region
 * (pt_BR → pt-BR), else the same language (es_ES → es, pt_PT → pt-BR), else English.
 */
function orebit_widgets_site_language( $wp_locale ) {
	$site      = strtolower( str_replace( '_', '-', (string) $wp_locale ) );
	$languages = array_diff( orebit_widgets_catalog()['common']['locale']['values'], array( 'auto' ) );
	foreach ( $languages as $language ) {
		if ( strtolower( $language ) === $site ) {
			return $language;
		}
	}
	foreach ( $languages as $language ) {
		if ( substr( strtolower( $language ), 0, 2 ) === substr( $site, 0, 2 ) ) {
			return $language;
		}
	}
	return 'en';
}

/** The values the settings page sets for options a block or shortcode leaves out, by option key. */
function orebit_widgets_defaults( array $settings ) {
	$locale = $settings['locale'];
	if ( 'auto' === $locale ) {
		$locale = orebit_widgets_site_language( get_locale() );
	}
	$defaults = array(
		'theme'  => $settings['theme'],
		'locale' => $locale,
	);
	if ( '' !== $settings['ref_code'] ) {
		$defaults['refCode'] = $settings['ref_code'];
	}
	return $defaults;
}

/**
 * The element the widget `$name` mounts into, with `$given` options (by option key) that the
 * catalog allows; `$wrapper` is the block's own attributes (its class, its alignment). An unknown
 * widget renders nothing for readers.
 */
function orebit_widgets_render( $name, array $given, $wrapper = 'class="orebit-widget"' ) {
	$catalog = orebit_widgets_catalog();
	if ( ! is_string( $name ) || ! isset( $catalog['widgets'][ $name ] ) ) {
		return orebit_widgets_unknown( $name );
	}
	$defaults   = orebit_widgets_defaults( orebit_widgets_settings() );
	$attributes = '';
	$values     = array();
	foreach ( array_merge( $catalog['common'], $catalog['widgets'][ $name ]['options'] ) as $key => $option ) {
		$value = isset( $given[ $key ] ) ? orebit_widgets_valid_value( $option, $given[ $key ] ) : null;
		$value = $value ?? ( $defaults[ $key ] ?? null );
		if ( null !== $value ) {
			$attributes    .= sprintf( ' %s="%s"', $option['attribute'], esc_attr( $value ) );
			$values[ $key ] = $value;
		}
	}
	orebit_widgets_enqueue( $name );
	$reserve = orebit_widgets_reserve( $catalog['widgets'][ $name ], $values );
	return sprintf( '<div %s data-orebit-widget="%s"%s>%s</div>', $wrapper, esc_attr( $name ), $attributes, $reserve );
}

/**
 * The empty child that holds the widget's space until its script has run, so the post does not
 * move when the widget shows (docs/embedding.md#reserving-the-space): a padding-top in % of the
 * element's width, stepping through the widget's measured heights (or the `height` given, at every
 * width), in a style attribute. Once the widget shows, the browser no longer draws it. None for a
 * widget that takes no room (the floating concierge).
 */
function orebit_widgets_reserve( array $widget, array $values ) {
	if ( isset( $values['height'] ) && (float) $values['height'] > 0 ) {
		$css = sprintf( 'padding-top:%dpx', (int) round( (float) $values['height'] ) );
	} else {
		$css = $widget['reserve'];
		foreach ( $widget['reserves'] ?? array() as $key => $by_value ) {
			if ( isset( $values[ $key ], $by_value[ $values[ $key ] ] ) ) {
				$css = $by_value[ $values[ $key ] ];
				break;
			}
		}
	}
	return '' === $css ? '' : sprintf( '<div style="%s"></div>', esc_attr( $css ) );
}

/** What an unknown widget shows: nothing to readers; to those who can edit the post, what to fix. */
function orebit_widgets_unknown( $name ) {
	$post_id = get_the_ID();
	if ( ! ( $post_id ? current_user_can( 'edit_post', $post_id ) : current_user_can( 'edit_posts' ) ) ) {
		return '';
	}
	$message = sprintf(
		/* translators: %s: the widget name that was given. */
		__( 'Orebit: there is no widget named “%s”. Pick one in the block’s settings, or fix the shortcode’s widget="…". Only you see this note.', 'orebit-widgets' ),
		is_string( $name ) ? $name : ''
	);
	return '<p class="orebit-widgets-notice" role="note">' . esc_html( $message ) . '</p>';
}

/** The block's render callback: attributes `widget` and `options` (by option key). */
function orebit_widgets_render_block( $attributes ) {
	$options = isset( $attributes['options'] ) && is_array( $attributes['options'] ) ? $attributes['options'] : array();
	return orebit_widgets_render( $attributes['widget'] ?? '', $options, get_block_wrapper_attributes() );
}

/**
 * [orebit widget="yield-farming" view="calculator" amount="500"]: WordPress lowercases a
 * shortcode's attribute names, so an option is given by its key in lower case (refcode) or by its
 * attribute without data- (ref-code).
 */
function orebit_widgets_render_shortcode( $atts ) {
	$atts    = is_array( $atts ) ? $atts : array();
	$name    = $atts['widget'] ?? '';
	$catalog = orebit_widgets_catalog();
	$options = array();
	if ( is_string( $name ) && isset( $catalog['widgets'][ $name ] ) ) {
		foreach ( array_merge( $catalog['common'], $catalog['widgets'][ $name ]['options'] ) as $key => $option ) {
			$given = $atts[ strtolower( $key ) ] ?? $atts[ substr( $option['attribute'], strlen( 'data-' ) ) ] ?? null;
			if ( null !== $given ) {
				$options[ $key ] = $given;
			}
		}
	}
	return orebit_widgets_render( $name, $options );
}

/** Enqueues the widget's pinned script of this release (in the footer; once, however many widgets). */
function orebit_widgets_enqueue( $name ) {
	$handle = 'orebit-script-' . $name;
	if ( ! wp_script_is( $handle, 'registered' ) ) {
		$src = orebit_widgets_settings()['origin'] . '/widgets/v' . orebit_widgets_catalog()['version'] . '/' . $name . '.js';
		// No version query: the pinned URL is the version, and its integrity is of exactly these bytes.
		wp_register_script( $handle, $src, array(), null, true );
	}
	wp_enqueue_script( $handle );
}

add_filter( 'script_loader_tag', 'orebit_widgets_script_tag', 10, 2 );

/**
 * Adds the release's integrity to a widget's script tag, with crossorigin (needed to check another
 * origin's script) and defer: WordPress 6.1 has no API for script attributes.
 */
function orebit_widgets_script_tag( $tag, $handle ) {
	$prefix = 'orebit-script-';
	if ( ! str_starts_with( $handle, $prefix ) ) {
		return $tag;
	}
	$widgets = orebit_widgets_catalog()['widgets'];
	$name    = substr( $handle, strlen( $prefix ) );
	if ( ! isset( $widgets[ $name ] ) ) {
		return $tag;
	}
	$attributes = sprintf( '<script defer crossorigin="anonymous" integrity="%s" ', esc_attr( $widgets[ $name ]['integrity'] ) );
	return str_replace( '<script ', $attributes, $tag );
}
