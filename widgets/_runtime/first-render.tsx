// The server render's side of defineWidget: each defined widget's first render with its default
// options (or an embed URL's), which server-render.tsx writes into a page. In the server bundles
// defineWidget hands each definition over instead of mounting (definedForServer).
import type { ComponentType, ReactNode } from 'react';
import { readConfig, type ConfigSchema } from './config';
import type { I18n } from './locale';
import { definedForServer, widgetElement, widgetSchema, type WidgetProps } from './widget-shell';

/** The API base of a server render: its queries are keyed under it (server-render.tsx seeds them). */
export const SERVER_API = 'http://localhost';

/**
 * Widget `name`'s first render with its default options (or those `given`, by dataset key), as a
 * reader's browser first renders it, in the language of `i18n` (its pack for `given.locale`);
 * undefined when no script defined it. An invalid given value is left to the page's own script to
 * report, in the reader's console.
 */
export function firstRender(name: string, given?: Record<string, unknown>, i18n?: I18n): ReactNode | undefined {
  const definition = definedForServer.get(name);
  if (!definition) return;
  const { View, options } = definition;
  const warn = given ? () => {} : (message: string) => console.warn(`[orebit] ${name}: ${message}`);
  const props = readConfig(widgetSchema(SERVER_API, options), given ? [given] : [], warn) as WidgetProps<ConfigSchema>;
  if (i18n) props.i18n = i18n;
  return widgetElement(
    name,
    View as ComponentType<WidgetProps<ConfigSchema>>,
    props,
    options.overlay?.(props) ?? false,
  );
}
