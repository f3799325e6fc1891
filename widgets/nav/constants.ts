// Top navigation: docs/behaviour.md#nav.
import type { OTHER_LANGS } from '../_runtime/locale';

/** The links, in order, with the anchor each scrolls to. */
export const NAV_LINKS: ReadonlyArray<{ label: string; anchor: string }> = [
  { label: 'Dashboard', anchor: 'dashboard' },
  { label: 'Portfolio', anchor: 'portfolio' },
  { label: 'Learn', anchor: 'education' },
  { label: 'Community', anchor: 'community' },
  { label: 'News', anchor: 'news' },
  { label: 'AI Assistant', anchor: 'ai-concierge' },
];

/** The call to action; the spec gives it no action. */
export const LAUNCH_APP = 'Launch App';

/** Below this container width the links move into the side drawer. */
export const DRAWER_BELOW_PX = 860;

/** The page's languages, each by its own name (never translated: a reader looks for their own). */
export const LANGUAGES: Readonly<Record<'en' | (typeof OTHER_LANGS)[number], string>> = {
  en: 'English',
  es: 'Español',
  ko: '한국어',
  ar: 'العربية',
  'pt-BR': 'Português (Brasil)',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
};
