// What every render mode shares: a widget's options (the common ones, then its own) and the shell
// it renders in. Client mounting (mount.tsx), hydration (hydrate.tsx) and the server's first render
// (first-render.tsx) all render `widgetElement`.
import { Component, type ComponentType, type ReactNode } from 'react';
import { oneOfField, urlField, type ConfigOf, type ConfigSchema, type Field } from './config';
import { COMMON_DEFAULTS, LOADINGS, THEMES } from './common-options';
import { ACCEPTED_LOCALES, LOCALES, type I18n } from './locale';

/** Options every widget takes besides its own. */
export type CommonConfig = {
  theme: (typeof THEMES)[number];
  /** The reader's language (`auto`: the host page's, then the browser's); see locale.ts. */
  locale: (typeof ACCEPTED_LOCALES)[number];
  /** API base; defaults to the origin the script was loaded from. */
  api: string;
  /** `lazy`: mount when the host nears the viewport, holding `height` px until then. */
  loading: (typeof LOADINGS)[number];
  /** The height (CSS px) a lazy widget reserves before it mounts; defaults to the widget's own (HeightOf). */
  height: number | HeightOf<ConfigSchema>;
};

/** The props a widget component receives: its typed options, the common ones, and its language pack (none in English). */
export type WidgetProps<S extends ConfigSchema> = ConfigOf<S> & CommonConfig & { i18n?: I18n };

/** How a widget is defined besides its name and component. */
export interface WidgetOptions<S extends ConfigSchema> {
  /** Its options, read from data-* attributes or `Orebit.mount` options. */
  config: S;
  /**
   * Whether, with these options, the widget floats above the host page (a chat launcher): its root
   * then has no background and no containment, so its position:fixed parts follow the viewport.
   */
  overlay?: (config: ConfigOf<S>) => boolean;
  /**
   * The height (px) a lazy widget reserves until it mounts: its height on a 1280 px page (default
   * 480), or that height with these options where an option changes it (the calculator alone).
   */
  height?: number | HeightOf<S>;
}

/** A widget's height (px, on a 1280 px page) with the options it is given. */
export type HeightOf<S extends ConfigSchema> = (config: ConfigOf<S>) => number;

/**
 * The server render's widgets as their scripts define them (defineWidget hands them over instead
 * of mounting them), for first-render.tsx; always empty in a browser.
 */
export const definedForServer = new Map<string, { View: ComponentType<never>; options: WidgetOptions<ConfigSchema> }>();

interface ShellProps {
  name: string;
  theme: CommonConfig['theme'];
  i18n?: I18n | undefined;
  overlay: boolean;
  children?: ReactNode;
}

/** The root of every widget: theme wrapper and error boundary, so a failing widget stays in its box. */
class Shell extends Component<ShellProps, { failed?: boolean }> {
  // No state until a failure: preact starts a component's state as {}, React's as null.

  override componentDidCatch(error: unknown) {
    this.setState({ failed: true });
    console.error(`[orebit] The ${this.props.name} widget failed and shows its error state instead:`, error);
  }

  override render() {
    const { name, theme, i18n, overlay, children } = this.props;
    return (
      <div
        className={overlay ? 'orebit-root orebit-overlay' : 'orebit-root'}
        data-theme={theme}
        data-widget={name}
        lang={i18n?.lang ?? 'en'}
        dir={i18n?.dir ?? 'ltr'}
      >
        {this.state?.failed ? (
          <p role="alert" className="ob-error">
            This widget could not load. Please reload the page.
          </p>
        ) : (
          children
        )}
      </div>
    );
  }
}

/** A widget as it renders: its shell (theme, language, error boundary) around its view. */
export function widgetElement<S extends ConfigSchema>(
  name: string,
  View: ComponentType<WidgetProps<S>>,
  props: WidgetProps<S>,
  floats: boolean,
): ReactNode {
  return (
    <Shell {...props} name={name} overlay={floats}>
      <View {...props} />
    </Shell>
  );
}

/** A height in CSS pixels: a positive number, or numeric text ("560"); by default the widget's own. */
function heightField(fallback: number | HeightOf<never>): Field<number | HeightOf<never>> {
  return {
    default: fallback,
    expects: 'a height in px',
    parse: (raw) => ((raw as number) > 0 ? +(raw as number) : undefined),
  };
}

/** The options every widget takes: the API at `origin` by default, `height` px reserved when lazy. */
function commonSchema(origin: string, height: number | HeightOf<never>) {
  return {
    theme: oneOfField(THEMES, COMMON_DEFAULTS.theme),
    // The pseudo-locales are for the page and the embed pages, which render every widget; a
    // partner's script does without their names.
    locale: oneOfField<(typeof ACCEPTED_LOCALES)[number]>(
      __OREBIT_HYDRATE__ || __OREBIT_SERVER__ ? ACCEPTED_LOCALES : LOCALES,
      COMMON_DEFAULTS.locale,
    ),
    api: urlField(origin),
    loading: oneOfField(LOADINGS, COMMON_DEFAULTS.loading),
    height: heightField(height),
  };
}

/** A widget's options with the API at `origin` by default: the common ones, then its own. */
export function widgetSchema<S extends ConfigSchema>(origin: string, options: WidgetOptions<S>) {
  return { ...commonSchema(origin, (options.height ?? 480) as number | HeightOf<never>), ...options.config };
}

/** A widget's whole schema, as mounting reads it. */
export type WidgetSchema<S extends ConfigSchema> = S & ReturnType<typeof commonSchema>;
