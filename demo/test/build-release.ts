// Test helper (releases.test.ts): builds classic widget scripts as another release would ship
// them — another version string and, when asked, another registry protocol (a changed runtime).
//   node demo/test/build-release.ts OUT_DIR RELEASE PROTOCOL WIDGET...
import { rollup, type Plugin } from 'rollup';
import { fromSource, hasSideEffects } from '../../scripts/build-plugins.ts';

const [out, release, protocol, ...widgets] = process.argv.slice(2);
if (!out || !release || !/^\d+$/.test(protocol ?? '') || !widgets.length) {
  console.error('Usage: node demo/test/build-release.ts OUT_DIR RELEASE PROTOCOL WIDGET...');
  process.exit(2);
}

/** Sets REGISTRY_PROTOCOL in widgets/_runtime/registry.ts; fails if the declaration is not found. */
const withProtocol: Plugin = {
  name: 'orebit-test-protocol',
  transform(code, id) {
    if (!id.endsWith('/widgets/_runtime/registry.ts')) return null;
    const declaration = /export const REGISTRY_PROTOCOL: number = \d+;/;
    if (!declaration.test(code)) this.error('REGISTRY_PROTOCOL is no longer declared as this helper expects');
    return { code: code.replace(declaration, `export const REGISTRY_PROTOCOL: number = ${protocol};`), map: null };
  },
};

for (const name of widgets) {
  const bundle = await rollup({
    input: `widgets/${name}/index.ts`,
    plugins: [withProtocol, ...fromSource({ release })],
    treeshake: { moduleSideEffects: hasSideEffects },
    onwarn: () => {},
  });
  await bundle.write({ file: `${out}/${name}.js`, format: 'iife' });
  await bundle.close();
}
console.log(`built ${widgets.join(', ')} as release ${release} (registry protocol ${protocol}) in ${out}`);
