import { REMOTE_NAMES } from '@staydesk/contracts';
import { buildApps } from '../build';
import { startPlatform } from '../platform';
import {
  BENCH_DOCUMENTS,
  seedLargeCustomer,
  seedNotificationFeed,
  seedTasksForCustomerOf,
} from '@staydesk/api/seed';
import { runAb } from './ab';
import { measureListRoutes } from './api-lists';
import { measureCommands } from './commands';
import { measureDashboardScroll } from './dashboard-scroll';
import { measureLoad, printLoad } from './api-load';
import { measureIdleCpu, printIdleCpu } from './idle-cpu';
import { escalationIdleLine, measureEscalationIdle } from './escalation-idle';
import { measureLighthouse, printLighthouse } from './lighthouse';
import { measureOfflineOpen, offlineOpenLine } from './offline-open';
import { measurePaletteKeystroke, paletteKeystrokeLine } from './palette-keystroke';
import { shellCriticalPathGzip } from './shell-critical-path';
import { measureSidebarScroll, type SidebarScrollResult } from './sidebar-scroll';
import { measureTaskDetail } from './task-detail';
import { marketplaceListLine, measureMarketplaceList } from './marketplace-list';
import { measureWorkspaceBoot } from './workspace-boot';
import { kb, remoteFirstLoads } from './sizes';

const DEMO_PASSWORD = 'staydesk-demo';
const SIDEBAR_ITEMS = 5_000;
const DASHBOARD_TASKS = 10_000;

const log = (line: string) => console.log(line);

const framesOf = (p: SidebarScrollResult['warm']) =>
  `${p.frames} frames, p50 ${p.frameP50} ms, p95 ${p.frameP95} ms, max ${p.frameMax} ms, ${p.longTasks} long tasks (longest ${p.longestTask} ms)`;

/** The shell's critical-path JS, and how long a cold and a warm sign-in take to a ready workspace. */
async function benchShellStart(): Promise<void> {
  const shell = await shellCriticalPathGzip('admin@demo.test', DEMO_PASSWORD);
  console.log(
    `\nShell critical-path JS (budget 120 KB gzip): ${kb(shell.bytes)} in ${shell.files} files`,
  );
  for (const script of shell.scripts) console.log(`  ${script.path}: ${kb(script.gzip)}`);
  const boot = await measureWorkspaceBoot('admin@demo.test', DEMO_PASSWORD);
  console.log(
    `Navigation to a ready workspace, median of 5: cold sign-in (boot loader to 'Ready!') ${boot.coldMs} ms, warm (all cached) ${boot.warmMs} ms`,
  );
}

/** The tasks dashboard with 10,000 more tasks for the admin's customer. */
async function benchDashboard(): Promise<void> {
  const admin = 'admin@demo.test';
  await seedTasksForCustomerOf(admin, DASHBOARD_TASKS);
  const scroll = await measureDashboardScroll(admin, DEMO_PASSWORD);
  console.log(
    `\nTasks dashboard with ${DASHBOARD_TASKS} more tasks: open ${scroll.openSeconds} s, ${scroll.loadedTasks} tasks loaded, ${scroll.renderedRows} rows in the DOM`,
  );
  console.log(
    `  scroll while paging in (${scroll.cold.pagesFetched} pages): ${framesOf(scroll.cold)}`,
  );
  console.log(`  scroll again, all loaded: ${framesOf(scroll.warm)}`);
}

/**
 * `npm run bench`: builds everything, starts the platform on a fresh in-memory database and
 * reports bundle budgets, the API under load and list-route latencies at 100,000 documents per
 * collection; Lighthouse's mobile figures of three signed-in pages; then the idle CPU of each
 * process of a platform no browser uses. `npm run bench -- load`, `npm run bench -- lighthouse`
 * and `npm run bench -- idle` run those parts alone; `npm run bench -- task` measures one heavy
 * task's detail; `npm run bench -- boot` the shell's critical path and its workspace boot alone;
 * `npm run bench -- marketplace` a provider's offers listing; `npm run bench -- offline` the time
 * to open the execution view with the network off; `npm run bench -- escalations` the
 * escalation engine's idle CPU with 10,000 pending steps;
 * `npm run bench -- commands` POST /api/commands; `npm run bench -- palette` the palette's
 * ranking per keystroke; `npm run bench -- ab <before> [<after>]` compares two commits' budgets
 * and start-up figures (see runAb).
 */
async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'warn';
  const ab = process.argv.indexOf('ab');
  if (ab !== -1) {
    await runAb(process.argv.slice(ab + 1), DEMO_PASSWORD, log);
    return;
  }
  if (process.argv.includes('load')) {
    printLoad(await measureLoad(log), log);
    return;
  }
  if (process.argv.includes('task')) {
    const detail = await measureTaskDetail();
    log(`Database: ${detail.database}`);
    log(
      `GET /api/tasks?taskId= (50 checklist items, 20 subtasks, 200 timeline events), 4 connections x 10 s: ${detail.requests} requests, p50 ${detail.p50} ms, p99 ${detail.p99} ms`,
    );
    return;
  }
  if (process.argv.includes('marketplace')) {
    const list = await measureMarketplaceList();
    log(`Database: ${list.database}`);
    log(marketplaceListLine(list));
    return;
  }
  if (process.argv.includes('commands')) {
    const commands = await measureCommands();
    log(`Database: ${commands.database}`);
    log(
      `POST /api/commands (reservation.modify), 1 connection at 100 req/s x 10 s: ${commands.requests} requests, p50 ${commands.p50} ms, p99 ${commands.p99} ms`,
    );
    return;
  }
  if (process.argv.includes('palette')) {
    log(paletteKeystrokeLine(await measurePaletteKeystroke()));
    return;
  }
  if (process.argv.includes('escalations')) {
    log(escalationIdleLine(await measureEscalationIdle()));
    return;
  }
  if (process.argv.includes('idle')) {
    printIdleCpu(await measureIdleCpu(log), log);
    return;
  }
  if (!process.argv.includes('--skip-build')) await buildApps(['shell', ...REMOTE_NAMES]);
  const platform = await startPlatform({
    persist: false,
    seed: true,
    demoPassword: DEMO_PASSWORD,
    log: () => undefined,
  });
  try {
    console.log(`Database: ${platform.mongo.kind}`);
    if (process.argv.includes('lighthouse')) {
      printLighthouse(await measureLighthouse(DEMO_PASSWORD), log);
      return;
    }
    if (process.argv.includes('offline')) {
      log(offlineOpenLine(await measureOfflineOpen(DEMO_PASSWORD)));
      return;
    }
    if (process.argv.includes('dashboard')) {
      await benchDashboard();
      return;
    }
    await benchShellStart();
    if (process.argv.includes('boot')) return;
    console.log('Remote first load, entry + surface chunks (budget 50 KB gzip each):');
    for (const size of remoteFirstLoads())
      console.log(`  ${size.remote} ${size.surface}: ${kb(size.firstLoadGzip)}`);
    log(paletteKeystrokeLine(await measurePaletteKeystroke()));
    // Before the load test: Lighthouse needs the machine as quiet as the bench can leave it.
    printLighthouse(await measureLighthouse(DEMO_PASSWORD), log);
    log(offlineOpenLine(await measureOfflineOpen(DEMO_PASSWORD)));

    printLoad(await measureLoad(log), log);

    const seedStarted = Date.now();
    const email = await seedLargeCustomer();
    console.log(
      `\nSeeded ${BENCH_DOCUMENTS} tasks and ${BENCH_DOCUMENTS} notifications in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`,
    );
    console.log('List routes, 4 connections x 10 s (budget p99 <= 20 ms):');
    for (const result of await measureListRoutes(email)) {
      console.log(
        `  GET ${result.path}: ${result.requests} requests, p50 ${result.p50} ms, p99 ${result.p99} ms`,
      );
    }

    const scroll = await measureSidebarScroll(await seedNotificationFeed(SIDEBAR_ITEMS));
    console.log(
      `\nNotifications sidebar with ${scroll.total} items: open ${scroll.openSeconds} s, ${scroll.renderedRows} rows in the DOM`,
    );
    console.log(
      `  scroll while paging in (${scroll.cold.pagesFetched} pages): ${framesOf(scroll.cold)}`,
    );
    console.log(`  scroll again, pages cached: ${framesOf(scroll.warm)}`);
    await benchDashboard();
  } finally {
    await platform.stop();
  }
  log(marketplaceListLine(await measureMarketplaceList()));
  log(escalationIdleLine(await measureEscalationIdle()));
  printIdleCpu(await measureIdleCpu(log), log);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
