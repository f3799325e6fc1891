// Top navigation: docs/behaviour.md#nav.

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
