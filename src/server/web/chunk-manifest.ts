import { existsSync, readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Gives the script URLs a page's modules need, beyond those index.html already names. */
export type ChunkLookup = (modules: readonly string[]) => string[];

/**
 * Reads Vite's build manifest (source module → built chunk and the chunks it imports), written by
 * scripts/build.mjs beside the client build. Without it, pages are served without preloads. A
 * module it has no chunk for is skipped, so tests/unit/bundle-budgets.test.ts checks that every
 * module the route table names has one.
 */
export function loadChunkManifest(file: string): ChunkLookup | undefined {
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return (modules) =>
    [...closure(modules)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
}
