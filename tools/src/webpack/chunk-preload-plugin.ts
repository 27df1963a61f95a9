import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler } from 'webpack';

const PLUGIN = 'ChunkPreloadPlugin';

// The share key in a shared module's identifier: 'react' in 'provide module (default)
// react@19.3.1 = …' and in 'consume-shared-module|default|react|…'.
const PROVIDED_KEY = /^provide module \([^)]*\) (.+)@[^@]* = /;
const consumedKey = (identifier: string) => identifier.split('|')[2];

/**
 * The chunks the entries' own dynamic imports load (the async boundary), and, for every shared
 * module they consume, the chunks the page itself provides it from, with what those consume in
 * turn: everything the page runs before its first render. A consumed module's fallback copy is
 * left out, as the page's own provided copy is the one it loads.
 */
export function chunksBehindAsyncBoundary(compilation: Compilation): Chunk[] {
  const { chunkGraph } = compilation;
  const provided = new Map<string, Chunk[]>();
  for (const module of compilation.modules) {
    const key = PROVIDED_KEY.exec(module.identifier())?.[1];
    if (module.type !== 'provide-module' || !key) continue;
    provided.set(
      key,
      module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []),
    );
  }
  // The entry's children also hold every provided module's chunks: only its imports count.
  const pending = [...compilation.entrypoints.values()].flatMap((entry) =>
    entry
      .getChildren()
      .filter((group) => group.origins.some((origin) => origin.request !== undefined))
      .flatMap((group) => group.chunks),
  );
  const needed = new Set<Chunk>();
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (needed.has(chunk)) continue;
    needed.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = consumedKey(module.identifier());
      const chunks = key === undefined ? undefined : provided.get(key);
      if (!chunks)
        throw new Error(`${PLUGIN}: ${module.identifier()} is consumed but not provided`);
      pending.push(...chunks);
    }
  }
  return [...needed].filter((chunk) => !chunk.hasRuntime());
}

/**
 * Adds a `<link rel="preload">` to the page for each script behind the entry's async boundary.
 * Without it the browser meets them one wave at a time: the entry, then the boundary's import,
 * then the shared modules it consumes, then theirs. Preloaded, they download beside the entry.
 * The entry is preloaded first, ahead of its own script tag, whose request would otherwise have
 * a deferred script's low priority and wait behind the others; then the largest first.
 */
export class ChunkPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (page) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '');
        const size = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
        const scriptsOf = (chunks: Iterable<Chunk>) =>
          [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const entries = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks);
        const scripts = [
          ...scriptsOf(entries),
          ...scriptsOf(chunksBehindAsyncBoundary(compilation)).sort((a, b) => size(b) - size(a)),
        ];
        page.headTags.unshift(
          ...scripts.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          ),
        );
        return page;
      });
    });
  }
}
