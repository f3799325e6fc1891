// The table the plugin is built with (scripts/wordpress.ts writes it as includes/catalog.php from
// widgets/catalog.ts and the release manifest); the server validates against it and hands it to
// the editor script as window.orebitWidgets.

/** One option as the plugin knows it: by its key, with what the server accepts. */
export interface TableOption {
  attribute: string;
  label: string;
  type: 'choice' | 'number' | 'text' | 'url';
  values?: readonly string[];
  /** A PCRE pattern (delimiters and flags included) a text value must match. */
  pattern?: string;
  invalid?: string;
  default?: string | number;
  description: string;
}

/** One widget: its words for the inserter, its pinned script's integrity and its own options. */
interface TableWidget {
  /** Its short title (widget.ts's shortTitle): the inserter's, the sidebar's and the widget picker's name for it. */
  title: string;
  description: string;
  integrity: string;
  options: Record<string, TableOption>;
  /**
   * The declaration its element's empty child holds its space with until the script has run (a
   * padding-top whose steps follow the element's width: widgets/reserve.ts); '' for none.
   */
  reserve: string;
  /** Where an option's value changes it: option key → value → declaration. */
  reserves?: Record<string, Record<string, string>>;
}

/** The whole table. */
export interface PluginTable {
  /** The release whose pinned scripts the plugin loads: /widgets/v<version>/<name>.js. */
  version: string;
  /** The production origin, the settings' default. */
  origin: string;
  /** The options every widget takes that an author may set (theme, locale, loading, height). */
  common: Record<string, TableOption>;
  widgets: Record<string, TableWidget>;
}

/** What the editor script receives from the server. */
export interface EditorData extends Pick<PluginTable, 'version' | 'common' | 'widgets'> {
  /** The origin the settings name. */
  origin: string;
  /** The values the settings set for options a block leaves out. */
  defaults: Record<string, string>;
}
