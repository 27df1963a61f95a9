import { createHash } from 'node:crypto';
import webpack, { type Compilation, type Compiler } from 'webpack';

const PLUGIN_NAME = 'ServiceWorkerPlugin';

/** Where the worker's source asks for the app's own files to keep (see shell sw.ts). */
export const PRECACHE_PLACEHOLDER = '__SHELL_PRECACHE__';

/** Content-hashed names need no revision; an entry's content gives it one. */
const HASHED = /\.[0-9a-f]{8}\.js$/;
const KEPT = /\.(js|png|svg|webmanifest)$/;
const NOT_KEPT = /(\.map|\.gz|\.br|\.LICENSE\.txt)$/;

/** The files the page may need with no network, with a revision where the name lacks one. */
function precacheList(compilation: Compilation, worker: string) {
  return Object.keys(compilation.assets)
    .filter((name) => name !== worker && KEPT.test(name) && !NOT_KEPT.test(name))
    .sort()
    .map((name) => ({
      url: `/${name}`,
      revision: HASHED.test(name)
        ? null
        : createHash('sha256')
            .update(compilation.assets[name]?.source() ?? '')
            .digest('hex')
            .slice(0, 16),
    }));
}

export interface ServiceWorkerPluginOptions {
  /** The worker's source, relative to the app's folder. */
  entry: string;
  /** Where it lands in dist; unhashed, since its URL is its identity. */
  filename: string;
}

/**
 * Builds the service worker as a child compilation of the app's own build: same loaders,
 * minifier, source maps and output folder, but none of the federation runtime that the
 * ModuleFederationPlugin adds to every entry of the main compilation (a worker cannot use it).
 */
export class ServiceWorkerPlugin {
  constructor(private readonly options: ServiceWorkerPluginOptions) {}

  apply(compiler: Compiler): void {
    // The app's own files are known once the parent has emitted them, before they are
    // compressed: the worker's placeholder becomes their list (a string of JSON).
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const { filename } = this.options;
          const worker = compilation.getAsset(filename);
          if (!worker) return;
          const source = String(worker.source.source());
          const list = JSON.stringify(JSON.stringify(precacheList(compilation, filename)));
          const injected = source.replace(
            new RegExp(`(["'\`])${PRECACHE_PLACEHOLDER}\\1`),
            () => list,
          );
          compilation.updateAsset(filename, new webpack.sources.RawSource(injected));
        },
      );
    });
    compiler.hooks.make.tapPromise(PLUGIN_NAME, (compilation) => {
      const child = compilation.createChildCompiler(
        PLUGIN_NAME,
        { filename: this.options.filename, publicPath: '/' },
        [
          new webpack.webworker.WebWorkerTemplatePlugin(),
          new webpack.EntryPlugin(compiler.context, this.options.entry, { name: 'sw' }),
        ],
      );
      return new Promise((resolve, reject) => {
        // runAsChild emits the worker's assets into the parent compilation; its errors fail
        // the build with their own messages (webpack would only count them).
        child.runAsChild((error, _entries, childCompilation) => {
          const errors = childCompilation?.errors ?? [];
          if (error) reject(error);
          else if (errors.length > 0)
            reject(new Error(`${PLUGIN_NAME}: ${errors.map((e) => e.message).join('\n')}`));
          else resolve();
        });
      });
    });
  }
}
