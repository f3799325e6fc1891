// Generated from the widget folders by `npm run docs` (scripts/docs.ts): do not edit.
// Every widgets/<name>/widget.ts, by name, for widgets/catalog.ts.
import type { WidgetDescription } from './description';
import { widget as community } from './community/widget';
import { widget as concierge } from './concierge/widget';
import { widget as dashboard } from './dashboard/widget';
import { widget as education } from './education/widget';
import { widget as footer } from './footer/widget';
import { widget as hero } from './hero/widget';
import { widget as leadHunter } from './lead-hunter/widget';
import { widget as mining } from './mining/widget';
import { widget as nav } from './nav/widget';
import { widget as news } from './news/widget';
import { widget as onboarding } from './onboarding/widget';
import { widget as premium } from './premium/widget';
import { widget as referral } from './referral/widget';
import { widget as simulator } from './simulator/widget';
import { widget as smsAlerts } from './sms-alerts/widget';
import { widget as wallets } from './wallets/widget';
import { widget as welcomeVideo } from './welcome-video/widget';
import { widget as yieldFarming } from './yield-farming/widget';

/** Every widget folder’s definition, by widget name. */
export const WIDGET_DEFINITIONS: Readonly<Record<string, WidgetDescription>> = {
  community,
  concierge,
  dashboard,
  education,
  footer,
  hero,
  'lead-hunter': leadHunter,
  mining,
  nav,
  news,
  onboarding,
  premium,
  referral,
  simulator,
  'sms-alerts': smsAlerts,
  wallets,
  'welcome-video': welcomeVideo,
  'yield-farming': yieldFarming,
};
