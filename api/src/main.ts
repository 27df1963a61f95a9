import type { Server } from 'node:http';
import pino from 'pino';
import { createApp } from './app';
import { loadConfig, shellOrigin } from './config';
import { connectDatabase, disconnectDatabase } from './db';
import { startStatusPoll, statusPollSettings } from './jobs/status-poll';
import { startDelivery } from './services/delivery/delivery';
import { DEFAULT_ENGINE_OPTIONS, EscalationEngine } from './services/escalations/engine';
import { recordProviderStatus } from './services/outage';
import { LiveEventHub } from './services/live-events';
import { SessionCache } from './services/session-cache';

export interface RunningApi {
  server: Server;
  stop(): Promise<void>;
}

export async function startApi(env: NodeJS.ProcessEnv = process.env): Promise<RunningApi> {
  const config = loadConfig(env);
  const logger = pino({ level: config.logLevel });
  const mongoose = await connectDatabase(config.mongodbUri);
  const db = mongoose.connection.db;
  if (!db) throw new Error('MongoDB connection has no database');
  const delivery = await startDelivery({
    config: config.delivery,
    shellOrigin: shellOrigin(config),
    db,
    logger,
    ...config.jobs,
  });
  const escalations = new EscalationEngine({ logger, ...DEFAULT_ENGINE_OPTIONS });
  escalations.start();
  const hub = new LiveEventHub();
  hub.start();
  const sessions = new SessionCache();
  sessions.start();
  const app = createApp({ config, hub, sessions, logger });
  const pollSettings = statusPollSettings(env);
  const statusPoll = pollSettings && startStatusPoll(pollSettings, recordProviderStatus, logger);
  const server = app.listen(config.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${config.port} is already in use: is another API running?`)
          : error,
      ),
    );
  });
  logger.info({ port: config.port }, 'api listening');
  return {
    server,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      statusPoll?.stop();
      await escalations.stop();
      await delivery.stop();
      await hub.stop();
      await sessions.stop();
      await disconnectDatabase();
    },
  };
}

if (require.main === module) {
  startApi().then(
    (api) => {
      const shutdown = () => void api.stop().then(() => process.exit(0));
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
