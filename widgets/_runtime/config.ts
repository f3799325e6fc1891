/** One typed option of a widget: its default and how a raw value (data-* text or JS value) is read. */
export interface Field<T> {
  readonly default: T;
  /** What a valid value looks like, for the warning. */
  readonly expects: string;
  /** The typed value, or undefined when `raw` is not valid. */
  parse(raw: unknown): T | undefined;
}

/** A widget's options, by dataset key (`refCode` reads `data-ref-code`). */
export type ConfigSchema = Record<string, Field<unknown>>;

/** The typed options a schema produces. */
export type ConfigOf<S extends ConfigSchema> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

/** One of a fixed list of words. */
export function oneOfField<const V extends string>(values: readonly V[], fallback: V): Field<V> {
  return {
    default: fallback,
    expects: `one of ${values.join(', ')}`,
    parse: (raw) => ((values as readonly unknown[]).includes(raw) ? (raw as V) : undefined),
  };
}

/** An absolute http(s) URL, returned without a trailing slash. */
export function urlField(fallback: string): Field<string> {
  return {
    default: fallback,
    expects: 'an absolute http(s) URL',
    parse(raw) {
      if (typeof raw !== 'string') return undefined;
      try {
        const url = new URL(raw);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** `data-foo-bar` for the dataset key `fooBar`: what the page author wrote. */
export function attributeName(key: string): string {
  return 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

/**
 * Reads a widget's options from `sources` (later sources win; undefined and absent values are skipped).
 * A value that does not parse is reported through `warn` and the value before it (at first the default) stays.
 */
export function readConfig<S extends ConfigSchema>(
  schema: S,
  sources: ReadonlyArray<Record<string, unknown>>,
  warn: (message: string) => void,
): ConfigOf<S> {
  const config: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    let value = field.default;
    for (const source of sources) {
      const raw = source[key];
      if (raw === undefined) continue;
      const parsed = field.parse(raw);
      if (parsed === undefined) {
        warn(`${attributeName(key)}=${JSON.stringify(raw)} is not ${field.expects}; using ${JSON.stringify(value)}.`);
      } else {
        value = parsed;
      }
    }
    config[key] = value;
  }
  return config as ConfigOf<S>;
}
