import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';

const PLUGIN_NAME = 'PublicFilesPlugin';

/** Every file of the app's `public` folder, as it is, at the root of dist (the web manifest, its icons). */
export class PublicFilesPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(this.dir, { recursive: true, encoding: 'utf8' })) {
            const full = path.join(this.dir, file);
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(
              file.split(path.sep).join('/'),
              new webpack.sources.RawSource(fs.readFileSync(full)),
            );
          }
        },
      );
    });
  }
}
