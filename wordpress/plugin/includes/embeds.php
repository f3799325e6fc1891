<?php
/**
 * An embed page's address pasted on a line of its own: WordPress frames it from the oEmbed answer
 * and, not trusting the provider, keeps only a hidden blockquote and the frame, inline. Where no
 * automatic paragraph holds them (a Classic block in a post with blocks, a paragraph with just the
 * address) the frame is a bare inline child of the post's content, which the themes' column rules
 * (margins for the content's block children) do not move: it sits at the content's left edge.
 * The frame WordPress made goes into a block of its own, which the themes place like any block.
 *
 * @package OrebitWidgets
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'embed_oembed_html', 'orebit_widgets_embed_block', 10, 2 );

/** Whether `$url` is an embed page of the widgets' origin (Settings → Orebit): `<origin>/embed/<widget>`. */
function orebit_widgets_is_embed_page( $url ) {
	$prefix = orebit_widgets_settings()['origin'] . '/embed/';
	return is_string( $url ) && 0 === strncasecmp( $url, $prefix, strlen( $prefix ) );
}

/** `$html`, WordPress's frame of `$url`, in a block of its own when `$url` is one of our embed pages. */
function orebit_widgets_embed_block( $html, $url ) {
	if ( ! is_string( $html ) || '' === $html || ! orebit_widgets_is_embed_page( $url ) ) {
		return $html;
	}
	return '<div class="orebit-embed">' . $html . '</div>';
}
