// Node cannot import our TypeScript sources where they import each other without extensions (the
// widgets, the catalog, the budgets): the scripts that need one of them bundle it first.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup, type Plugin } from 'rollup';
import { transpileTs } from './transpile-ts.ts';

/** The module `input` (a source file, or an id one of `plugins` loads), bundled by rollup with its imports and imported. */
export async function importFromSource<T>(input: string, plugins: Plugin[] = []): Promise<T> {
  const bundle = await rollup({
    input,
    plugins: [...plugins, nodeResolve({ extensions: ['.ts', '.mjs', '.js'] }), transpileTs()],
  });
  try {
    const { output } = await bundle.generate({ format: 'es' });
    return (await import(`data:text/javascript;base64,${Buffer.from(output[0].code).toString('base64')}`)) as T;
  } finally {
    await bundle.close();
  }
}
