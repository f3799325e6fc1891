// The runtime's own texts that a widget shows: the close buttons of its dialog and toasts, and the
// toast region's name (toast.tsx, ui/Dialog.tsx). Each is said in the language of the widget that
// passes its `i18n`; a translated widget that shows them lists them in its texts.ts, so they are in
// its catalog (docs/translating.md).

/** The name of a dialog's or a toast's close button (×). */
export const CLOSE_LABEL = 'Close';
/** The name of the page's toast region, which F8 focuses. */
export const TOASTS_LABEL = 'Notifications (F8)';
