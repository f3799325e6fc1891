import { getRegistry } from '../_runtime';

/** Whether section `name`'s code is loaded (its definition is no longer the lazy one). */
export const loaded = (name: string) => getRegistry().widgets.get(name)?.lazy !== true;
