/** A packed package. */
export interface PackedPackage {
  name: string;
  /** The .tgz's absolute path (under packages/dist/). */
  tarball: string;
  size: number;
}
/** Builds, packs and checks @orebit/widgets and @orebit/react; throws when a check fails. */
export function buildPackages(options?: { log?: (line: string) => void }): Promise<{ version: string; tarballs: PackedPackage[] }>;
