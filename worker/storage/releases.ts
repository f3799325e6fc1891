// Earlier releases' pinned widget scripts. The build serves only the current version from
// dist/widgets/v<version>/; `npm run deploy` first copies that folder into KV
// (scripts/publish-release.ts), so a page pinned to any released version keeps its exact bytes,
// and its integrity, after later deploys. KV, not the assets: a deploy replaces every asset.

/** The KV key of a released file, from its path under /widgets/ (`v0.1.0/referral.js`). */
function releaseKey(file: string): string {
  return `release/${file}`;
}

/** The bytes of released file `file` (`v0.1.0/referral.js`), or null when no release holds it. */
export function releasedFile(env: { DATA: KVNamespace }, file: string): Promise<ArrayBuffer | null> {
  return env.DATA.get(releaseKey(file), 'arrayBuffer');
}
