/**
 * Loaded before the API in a test's API process (`--import`), never in production: it drives the
 * escalation engine from the test, as `escalationClock.use()` and `runDue()` do in one process.
 * The engine's clock stands at the instant written in CLOCK_DIR/now when the process starts;
 * SIGUSR2 moves it to the instant written there since and runs the due steps of the process's
 * engines at once, then prints `escalation run <instant>: <steps run>`. So a test moves time for
 * every process and makes their engines race for the same steps.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// Before the engine: importing it compiles the models.
import './notification-fails-once';
import { escalationClock } from '../../src/services/escalations/clock';
import { EscalationEngine } from '../../src/services/escalations/engine';

/** The line a process prints after the run a signal asked for. */
export const runReport = (at: Date, ran: number) => `escalation run ${at.toISOString()}: ${ran}`;

const dir = process.env.CLOCK_DIR;
if (dir) {
  const readClock = () => new Date(readFileSync(path.join(dir, 'now'), 'utf8').trim());
  let now = readClock();
  escalationClock.use(() => now);

  // The engine main.ts starts is not exported: it is caught as it starts, to be run on demand.
  const engines = new Set<EscalationEngine>();
  const start = EscalationEngine.prototype.start;
  EscalationEngine.prototype.start = function startAndKeep(this: EscalationEngine) {
    engines.add(this);
    start.call(this);
  };

  process.on('SIGUSR2', () => {
    now = readClock();
    const at = now;
    for (const engine of engines) {
      void engine.runDue().then(
        (ran) => process.stdout.write(`${runReport(at, ran)}\n`),
        (error: unknown) =>
          process.stdout.write(`escalation run ${at.toISOString()} failed: ${String(error)}\n`),
      );
    }
  });
}
