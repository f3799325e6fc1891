// What an embedder can choose, per widget: its options (with the data-* attribute, type, values
// and default) and its public events. Each widget declares its own in widgets/<name>/widget.ts;
// this module gathers them (widgets/definitions.ts, generated) in the full page's order
// (widgets/page/sections.ts). The gallery builds its form from this, the React wrapper listens to
// these events, the widget reference (docs/widgets.md), orebit.d.ts's widget lists and the gzip budgets are
// generated or derived from it, and widgets/wiring.test.ts holds every widget folder to it.
// Not bundled into any widget script.
import type { WidgetEvents } from './_runtime/bus';
import type { OptionInfo, WidgetDescription } from './description';
import { COMMON_DEFAULTS, LOADINGS, THEMES } from './_runtime/common-options';
import { LOCALES } from './_runtime/locale';
import { WIDGET_DEFINITIONS } from './definitions';
import { PAGE_SECTIONS } from './page/sections';

/** One widget script: `/widgets/<name>.js`, `<orebit-<name>>`. */
export interface WidgetInfo extends Omit<WidgetDescription, 'events'> {
  readonly name: string;
  readonly events: ReadonlyArray<keyof WidgetEvents>;
}

/** The options every widget takes. */
export const COMMON_OPTIONS: readonly OptionInfo[] = [
  {
    key: 'theme',
    attribute: 'data-theme',
    label: 'Theme',
    type: 'choice',
    values: THEMES,
    default: COMMON_DEFAULTS.theme,
    description:
      'Colour scheme; auto follows the reader’s prefers-color-scheme. Changing the attribute re-styles the widget in place.',
  },
  {
    key: 'locale',
    attribute: 'data-locale',
    label: 'Language',
    type: 'choice',
    values: LOCALES,
    default: COMMON_DEFAULTS.locale,
    description:
      'The reader’s language: en, es (Spanish), ko (Korean), ar (Arabic, right to left) or auto (the page’s <html lang>, then the browser’s). Numbers, money, dates and times follow it in every widget; yield-farming, concierge and referral also show their texts in it, fetched from this release only when used. Changing it re-renders in place.',
  },
  {
    key: 'api',
    attribute: 'data-api',
    label: 'API base',
    type: 'url',
    description: 'API base URL. Default: the origin the script was loaded from.',
  },
  {
    key: 'loading',
    attribute: 'data-loading',
    label: 'Loading',
    type: 'choice',
    values: LOADINGS,
    default: COMMON_DEFAULTS.loading,
    description: 'lazy: mount when the widget comes within 300 px of the viewport.',
  },
  {
    key: 'height',
    attribute: 'data-height',
    label: 'Reserved height (px)',
    type: 'number',
    description:
      'Height in px a lazy widget holds until it mounts, and the snippet’s element before the script arrives, at any width. Default: a lazy widget holds its height on a 1280 px page (see each widget, with its options), a snippet’s element the height measured at the width it gets.',
  },
];

/** The widgets, in the full page's order: every page section with a definition. */
export const WIDGET_CATALOG: readonly WidgetInfo[] = PAGE_SECTIONS.flatMap(({ name }) => {
  const definition = WIDGET_DEFINITIONS[name];
  if (!definition) return [];
  return [{ ...definition, name, events: Object.keys(definition.events) as Array<keyof WidgetEvents> }];
});

/** A view of a widget: an option's value with a frame height of its own (`data-view="calculator"`). */
interface WidgetView {
  readonly option: OptionInfo;
  readonly value: string;
  readonly frameHeight: number;
  /** Its link card's description. */
  readonly summary: string;
  /** Its preview picture's name: `<widget>-<value>` (the widget's own is `<widget>`). */
  readonly preview: string;
  /** Its embed page's query: `view=calculator`. */
  readonly query: string;
}

const viewFor = (widget: WidgetInfo, option: OptionInfo, value: string): WidgetView | undefined => {
  const frameHeight =
    option.frameHeights && Object.hasOwn(option.frameHeights, value) ? option.frameHeights[value] : undefined;
  return frameHeight === undefined
    ? undefined
    : {
        option,
        value,
        frameHeight,
        summary: option.summaries?.[value] ?? widget.summary,
        preview: `${widget.name}-${value}`,
        query: `${option.attribute.slice('data-'.length)}=${value}`,
      };
};

/** Every view of `widget` with a frame height of its own. */
export function viewsOf(widget: WidgetInfo): WidgetView[] {
  return widget.options.flatMap((option) =>
    Object.keys(option.frameHeights ?? {}).flatMap((value) => viewFor(widget, option, value) ?? []),
  );
}

/** The view the options chosen (`valueOf` an option's `data-*` attribute) show, if one of its own. */
export function viewOf(widget: WidgetInfo, valueOf: (attribute: string) => string | undefined): WidgetView | undefined {
  for (const option of widget.options) {
    const view = viewFor(widget, option, valueOf(option.attribute) ?? '');
    if (view) return view;
  }
  return undefined;
}

/**
 * A widget's height (px) in an embed frame 640 px wide with the options chosen (`valueOf` an
 * option's `data-*` attribute): a chosen value's own frame height, else the widget's.
 */
export function frameHeightOf(widget: WidgetInfo, valueOf: (attribute: string) => string | undefined): number {
  return viewOf(widget, valueOf)?.frameHeight ?? widget.frameHeight;
}

/** Every public event with what its detail holds, for docs and the gallery's event log. */
export const EVENT_DETAILS = Object.fromEntries(
  Object.values(WIDGET_DEFINITIONS).flatMap((definition) => Object.entries(definition.events)),
) as Readonly<Record<keyof WidgetEvents, string>>;
