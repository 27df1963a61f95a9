import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR } from '../apps';
import { checkOut } from './bench-tree';
import { RUNS, type TreeFigures } from './measure-tree';
import { SERVING_LINE } from './serve-tree';
import { kb } from './sizes';

const BUDGETS = {
  shellKb: 120,
  remoteKb: 50,
  returnLcpMs: 1_800,
  returnTbtMs: 200,
  firstSignInLcpMs: 2_500,
};

interface Side {
  label: string;
  dir: string;
}

/** A TypeScript file run by Node itself, which then receives the signals sent to it. */
const typeScript = (file: string) => [process.execPath, ['--import', 'tsx', file]] as const;

function finished(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}`)),
    ),
  );
}

/** The tree's own build of the shell and every remote, by the tree's own build script. */
function build(side: Side): Promise<void> {
  const [node, args] = typeScript('tools/src/build.ts');
  const child = spawn(node, args, { cwd: side.dir, stdio: 'inherit' });
  return finished(child, `the build of ${side.label}`);
}

/** The tree's platform, started by its own code, once it answers. */
function serve(side: Side, password: string): Promise<ChildProcess> {
  const [node, args] = typeScript(path.join(__dirname, 'serve-tree.ts'));
  const child = spawn(node, [...args, side.dir, password], {
    cwd: side.dir,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const output = child.stdout;
  if (!output) throw new Error('The platform process has no output to read');
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the platform of ${side.label} stopped with ${code}`)),
    );
    createInterface({ input: output }).on('line', (line) => {
      if (line === SERVING_LINE) resolve(child);
    });
  });
}

/** The tree's figures, measured by a process of its own while the tree's platform serves. */
async function measure(side: Side, password: string): Promise<TreeFigures> {
  const platform = await serve(side, password);
  try {
    const [node, args] = typeScript(path.join(__dirname, 'measure-tree.ts'));
    const child = spawn(node, [...args, side.dir, password], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    if (child.stdout)
      createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
    await finished(child, `the measurement of ${side.label}`);
    return JSON.parse(lines.at(-1) ?? 'null') as TreeFigures;
  } finally {
    // Its listener that refused an early exit goes first; the one that awaits the stop stays.
    platform.removeAllListeners('exit');
    const stopped = finished(platform, `the platform of ${side.label}`).catch(() => undefined);
    platform.stdin?.end();
    await stopped;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : Math.round(((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2);
}

const spreadOf = (values: number[], unit: (value: number) => string) =>
  values.length === 0
    ? 'not measured'
    : `${unit(median(values))} (${unit(Math.min(...values))}-${unit(Math.max(...values))})`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms} ms`;

/** One line per figure: its name and budget, then each side's value. */
function report(sides: Side[], figures: TreeFigures[], log: (line: string) => void): void {
  const row = (name: string, values: string[]) =>
    log(`${name.padEnd(52)}${values.map((value) => value.padEnd(30)).join('')}`);
  row(
    '',
    sides.map((side) => side.label),
  );
  row(
    `shell critical-path JS (<= ${BUDGETS.shellKb} KB gzip)`,
    figures.map((side) => kb(side.shellGzip)),
  );
  for (const [index, remote] of (figures[0]?.remotes ?? []).entries())
    row(
      `${remote.remote} ${remote.surface} first load (<= ${BUDGETS.remoteKb} KB)`,
      figures.map((side) => {
        const size = side.remotes[index];
        return size ? kb(size.firstLoadGzip) : '-';
      }),
    );
  log(`Lighthouse mobile, median of ${RUNS} runs (min-max):`);
  for (const [index, page] of (figures[0]?.pages ?? []).entries()) {
    const pageOf = (side: TreeFigures) => side.pages[index];
    row(
      `  ${page.label}, return visit: LCP (<= ${seconds(BUDGETS.returnLcpMs)})`,
      figures.map((side) => spreadOf(pageOf(side)?.runs.map((run) => run.lcpMs) ?? [], seconds)),
    );
    row(
      `  ${page.label}, return visit: TBT (<= ${BUDGETS.returnTbtMs} ms)`,
      figures.map((side) => spreadOf(pageOf(side)?.runs.map((run) => run.tbtMs) ?? [], millis)),
    );
    if (page.firstVisits.length === 0) continue;
    row(
      `  ${page.label}, first sign-in: LCP (<= ${seconds(BUDGETS.firstSignInLcpMs)})`,
      figures.map((side) =>
        spreadOf(pageOf(side)?.firstVisits.map((run) => run.lcpMs) ?? [], seconds),
      ),
    );
    row(
      `  ${page.label}, first sign-in: TBT`,
      figures.map((side) =>
        spreadOf(pageOf(side)?.firstVisits.map((run) => run.tbtMs) ?? [], millis),
      ),
    );
  }
}

/**
 * `npm run bench -- ab <before> [<after>] [--skip-build]`: builds two commits (the working tree when no
 * `after` is given), each in a checkout of its own, then serves each in turn on the same ports
 * with a fresh seeded database and measures both the same way: the budgets' sizes and
 * Lighthouse's start-up figures, side by side.
 */
export async function runAb(args: string[], password: string, log: (line: string) => void) {
  const [before, after] = args.filter((arg) => !arg.startsWith('--'));
  if (!before) throw new Error('Usage: npm run bench -- ab <before> [<after>]');
  const sideOf = async (ref: string): Promise<Side> => {
    const { dir, commit } = await checkOut(ref);
    return { label: `${ref} (${commit.slice(0, 7)})`, dir };
  };
  const sides = [
    await sideOf(before),
    after ? await sideOf(after) : { label: 'working tree', dir: ROOT_DIR },
  ];
  // --skip-build: both trees were built already (by an earlier run).
  if (!args.includes('--skip-build')) for (const side of sides) await build(side);
  const figures: TreeFigures[] = [];
  for (const side of sides) {
    log(`Measuring ${side.label}…`);
    figures.push(await measure(side, password));
  }
  report(sides, figures, log);
}
