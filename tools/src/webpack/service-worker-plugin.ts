import webpack, { type Compiler } from 'webpack';

const PLUGIN_NAME = 'ServiceWorkerPlugin';

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
