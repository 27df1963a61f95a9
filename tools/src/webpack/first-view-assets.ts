import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { FIRST_VIEW_ASSETS, type FirstViewScripts } from '@staydesk/contracts';
import type { Compilation } from 'webpack';

type ManifestOptions = Exclude<
  ConstructorParameters<typeof ModuleFederationPlugin>[0]['manifest'],
  boolean | undefined
>;

/** The name webpack gives the chunk of an exposed module ('TaskSidebar'). */
const exposeChunkName = (expose: string) => `__federation_expose_${expose}`;

/**
 * The scripts of the chunks an exposed module's own chunks preload (`webpackPreload`): a surface
 * marks so the part it shows at once, which is still loaded apart to keep the entry small.
 */
function firstViewScripts(compilation: Compilation, expose: string): string[] {
  const { moduleGraph, chunkGraph } = compilation;
  const group = compilation.namedChunkGroups.get(exposeChunkName(expose));
  if (!group) return [];
  const own = new Set(group.chunks);
  const preloaded = group.getChildrenByOrders(moduleGraph, chunkGraph)['preload'] ?? [];
  const files = preloaded
    .flatMap((child) => child.chunks)
    .filter((chunk) => !own.has(chunk))
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'));
  return [...new Set(files)];
}

/**
 * Lists each exposed module's first-view scripts in the federation manifest (next to its sync
 * and async ones), where the shell's static server reads them to preload them in the page
 * together with the remote's entry (shell/server/remote-preloads.ts).
 */
export const firstViewManifestData: ManifestOptions['additionalData'] = ({
  stats,
  compilation,
}) => {
  for (const expose of stats.exposes) {
    const scripts: FirstViewScripts = expose.assets.js;
    scripts[FIRST_VIEW_ASSETS] = firstViewScripts(compilation as Compilation, expose.name);
  }
  return stats;
};
