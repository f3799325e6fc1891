// What the package knows about the widgets: each one's reserved height and events (from
// widgets/catalog.ts) and the release whose pinned scripts it loads. This is the source tree's
// version, with no release: `scripts/build-packages.ts` replaces the module in the packed build
// with the same two tables as literals, RELEASE filled from dist/widgets/manifest.json.
import { WIDGET_CATALOG } from '../../../widgets/catalog';
import { reservationFor, reserveLength } from '../../../widgets/reserve';

/** What the package knows of each widget. */
export type WidgetTable = {
  readonly [N in Orebit.WidgetName]: {
    readonly height: number;
    /** Where an option's value changes the height: option key → value → height (px, on a 1280 px page). */
    readonly heights?: Readonly<Record<string, Readonly<Record<string, number>>>>;
    /**
     * The space its element holds before it mounts, as a CSS length (a `padding-top` whose steps
     * follow the element's width: widgets/reserve.ts), and where an option's value changes it:
     * option key → value → length ('0px' for the floating concierge).
     */
    readonly reserve: string;
    readonly reserves?: Readonly<Record<string, Readonly<Record<string, string>>>>;
    readonly events: ReadonlyArray<keyof Orebit.Events>;
  };
};

/** The release a package build pins: its version and each pinned script's SRI integrity. */
export interface Release {
  readonly version: string;
  /** By path under /widgets/: `v<version>/<name>.js` → `sha384-…`. */
  readonly integrity: Readonly<Record<string, string>>;
}

/** Each widget's height (px, on a 1280 px page) and reserved space, with the options' values that change them, and public events. */
export const WIDGETS = Object.fromEntries(
  WIDGET_CATALOG.map(({ name, height, options, events }) => {
    const heights = Object.fromEntries(options.flatMap(({ key, heights: own }) => (own ? [[key, own]] : [])));
    const lengthOf = (attributes?: Record<string, string>) => {
      const reservation = reservationFor(name, attributes);
      return reservation === null ? '0px' : reserveLength(reservation!);
    };
    const reserve = lengthOf();
    const reserves = Object.fromEntries(
      options.flatMap(({ key, attribute, values }) => {
        const own = (values ?? [])
          .map((value) => [value, lengthOf({ [attribute]: value })] as const)
          .filter(([, length]) => length !== reserve);
        return own.length ? [[key, Object.fromEntries(own)]] : [];
      }),
    );
    return [
      name,
      {
        height,
        ...(Object.keys(heights).length && { heights }),
        reserve,
        ...(Object.keys(reserves).length && { reserves }),
        events,
      },
    ];
  }),
) as WidgetTable;

/** The release this package pins; null in the source tree, which loads the evergreen scripts. */
export const RELEASE: Release | null = null;
