import type { LOCALES } from './locale';

// The values and defaults of the options every widget takes besides its own (data-theme,
// data-loading, and data-locale's default; its values are LOCALES, locale.ts; data-api and
// data-height default to the page and the widget). The one place they are written: each script's schema reads them (define-widget.tsx), and so do the
// catalog (widgets/catalog.ts), and from it the docs, orebit.d.ts and the WordPress plugin.

export const THEMES = ['dark', 'light', 'auto'] as const;
export const LOADINGS = ['eager', 'lazy'] as const;

export const COMMON_DEFAULTS = {
  theme: 'dark',
  locale: 'en',
  loading: 'eager',
} as const satisfies {
  theme: (typeof THEMES)[number];
  locale: (typeof LOCALES)[number];
  loading: (typeof LOADINGS)[number];
};
