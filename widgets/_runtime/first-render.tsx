// The server render's side of defineWidget: each defined widget's first render with its default
// options, which widgets/page/server.tsx (the only module that imports this one) writes into the
// page. In that bundle defineWidget hands each definition over instead of mounting (definedForServer).
import type { ComponentType, ReactNode } from 'react';
import { readConfig, type ConfigSchema } from './config';
import { definedForServer, widgetElement, widgetSchema, type WidgetProps } from './widget-shell';

/** Widget `name`'s first render with its default options, as a reader's browser first renders it; undefined when no script defined it. */
export function firstRender(name: string): ReactNode | undefined {
  const definition = definedForServer.get(name);
  if (!definition) return;
  const { View, options } = definition;
  const props = readConfig(widgetSchema('http://localhost', options), [], (message) =>
    console.warn(`[orebit] ${name}: ${message}`),
  ) as WidgetProps<ConfigSchema>;
  return widgetElement(
    name,
    View as ComponentType<WidgetProps<ConfigSchema>>,
    props,
    options.overlay?.(props) ?? false,
  );
}
