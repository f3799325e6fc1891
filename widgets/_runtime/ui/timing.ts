// Timings of the UI kit, as docs/behaviour.md#timings names them.

/** How long the pointer rests on a trigger before its tooltip opens (docs/behaviour.md#tooltips: 700 ms). */
export const TOOLTIP_DELAY_MS = 700;
/** Within this long after a tooltip closes, the next one opens at once (docs/behaviour.md#tooltips: skip delay 300 ms). */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** How long a scroll area's scrollbar stays after the last scroll or the pointer leaving (docs/behaviour.md#scroll-areas: 600 ms). */
export const SCROLLBAR_HIDE_MS = 600;
