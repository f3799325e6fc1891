// Timings of the UI kit, as spec §9 "Data and timing" names them.

/** How long the pointer rests on a trigger before its tooltip opens (spec §9: tooltip delay 700 ms). */
export const TOOLTIP_DELAY_MS = 700;
/** Within this long after a tooltip closes, the next one opens at once (spec §9: skip delay 300 ms). */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** How long a scroll area's scrollbar stays after the last scroll or the pointer leaving (spec §9: scrollbar hide 600 ms). */
export const SCROLLBAR_HIDE_MS = 600;
