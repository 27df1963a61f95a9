import webpack, { type Configuration } from 'webpack';
import { APP_NAMES, appDir, isAppName, type AppName } from './apps';

/** A remote's config is a list: its federated container, then its harness page. */
type AppConfig = Configuration | Configuration[];

async function loadConfig(app: AppName): Promise<AppConfig> {
  const module = (await import(`${appDir(app)}/webpack.config.ts`)) as {
    default: AppConfig | { default: AppConfig };
  };
  const config = module.default;
  return 'default' in config ? (config as { default: AppConfig }).default : config;
}

function run(config: AppConfig): Promise<webpack.Stats | webpack.MultiStats> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, stats?: webpack.Stats | webpack.MultiStats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    };
    if (Array.isArray(config)) webpack(config, done);
    else webpack(config, done);
  });
}

/** Builds the given apps one after another (two cores: parallel builds only thrash). */
export async function buildApps(apps: readonly AppName[]): Promise<void> {
  for (const app of apps) {
    const started = Date.now();
    await run(await loadConfig(app));
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (require.main === module) {
  const requested = process.argv.slice(2);
  const apps = requested.length === 0 ? [...APP_NAMES] : requested.filter(isAppName);
  if (apps.length !== requested.length && requested.length > 0) {
    console.error(`Unknown app in: ${requested.join(', ')}. Known: ${APP_NAMES.join(', ')}`);
    process.exit(2);
  }
  buildApps(apps).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
