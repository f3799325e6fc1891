<?php
/**
 * Plugin Name:       Orebit Widgets
 * Plugin URI:        https://orebit.example
 * Description:       Orebit's widgets (staking calculator, AI concierge, referral box, news…) as blocks and a shortcode, for authors who cannot paste a script tag. Each page loads the pinned script of this release, checked by its integrity.
 * Version:           0.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * Author:            Orebit
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       orebit-widgets
 *
 * @package OrebitWidgets
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/embeds.php';

add_action( 'init', 'orebit_widgets_register' );

/** Registers the block (block/block.json, rendered on the server) and the [orebit] shortcode. */
function orebit_widgets_register() {
	register_block_type( __DIR__ . '/block', array( 'render_callback' => 'orebit_widgets_render_block' ) );
	add_shortcode( 'orebit', 'orebit_widgets_render_shortcode' );
}

add_action( 'enqueue_block_editor_assets', 'orebit_widgets_editor_data' );

/** Hands the editor script the catalog and the settings it builds the sidebar and the preview from. */
function orebit_widgets_editor_data() {
	$catalog  = orebit_widgets_catalog();
	$settings = orebit_widgets_settings();
	$data     = array(
		'origin'   => $settings['origin'],
		'version'  => $catalog['version'],
		'common'   => $catalog['common'],
		'widgets'  => $catalog['widgets'],
		'defaults' => orebit_widgets_defaults( $settings ),
	);
	// The table's patterns are PHP's (preg); the editor checks nothing the server does not check again.
	wp_add_inline_script( 'orebit-widget-editor-script', 'window.orebitWidgets = ' . wp_json_encode( $data ) . ';', 'before' );
}
