// What the package knows about the widgets: each one's reserved height and events (from
// widgets/catalog.ts) and the release whose pinned scripts it loads. This is the source tree's
// version, with no release: `scripts/build-packages.ts` replaces the module in the packed build
// with the same two tables as literals, RELEASE filled from dist/widgets/manifest.json.
import { WIDGET_CATALOG } from '../../../widgets/catalog';

/** What the package knows of each widget. */
export type WidgetTable = {
  readonly [N in Orebit.WidgetName]: {
    readonly height: number;
    /** Where an option's value changes the height: option key → value → height (px, on a 1280 px page). */
    readonly heights?: Readonly<Record<string, Readonly<Record<string, number>>>>;
    readonly events: ReadonlyArray<keyof Orebit.Events>;
  };
};

/** The release a package build pins: its version and each pinned script's SRI integrity. */
export interface Release {
  readonly version: string;
  /** By path under /widgets/: `v<version>/<name>.js` → `sha384-…`. */
  readonly integrity: Readonly<Record<string, string>>;
}

/** Each widget's height (px, on a 1280 px page), with the options' values that change it, and public events. */
export const WIDGETS = Object.fromEntries(
  WIDGET_CATALOG.map(({ name, height, options, events }) => {
    const heights = Object.fromEntries(options.flatMap(({ key, heights: own }) => (own ? [[key, own]] : [])));
    return [name, Object.keys(heights).length ? { height, heights, events } : { height, events }];
  }),
) as WidgetTable;

/** The release this package pins; null in the source tree, which loads the evergreen scripts. */
export const RELEASE: Release | null = null;
