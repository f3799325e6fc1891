<?php
/**
 * Removes what the plugin stored: its one option.
 *
 * @package OrebitWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'orebit_widgets' );
