import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signIn } from '../api-session';
import { startApiServer } from '../api-server';
import { freePort } from '../mongo';
import { ensureSchemathesis } from './schemathesis';
import { StatusTally } from './status-tally';

const DEMO_PASSWORD = 'staydesk-demo';
const FUZZ_USER = 'admin@demo.test';
/** An admin of the demo customer too (and a super user), with a request budget of its own. */
const STATEFUL_USER = 'super@demo.test';

/** Every check schemathesis has; the Error schema of every 4xx is part of the document. */
const CHECKS = 'all';
/** Authentication from the session, and the few answers the document cannot describe. */
const CONFIG_FILE = path.join(__dirname, 'schemathesis.toml');

interface Mode {
  maxExamples: number;
  /** Seconds. Local: the budget schemathesis spends (it keeps fuzzing until it is used up). CI: a hard cap. */
  timeLimit: number;
  seed?: number;
  ci: boolean;
}

/** What `schemathesis run --report json` writes. */
interface JsonReport {
  seed: number | null;
  running_time: number;
  stop_reason: string;
  operations: { total: number; selected: number; tested: number; errored: number } | null;
  test_cases: {
    generated: number;
    with_failures: number;
    unique_failures: number;
    errored: number;
  };
  failures: Array<{ title: string; count: number; operations: string[] }>;
  errors: Array<{ title: string; count: number }>;
}

function usage(): never {
  console.error(
    'Usage: npm run fuzz -- [--ci] [--max-examples N] [--time-limit S] [--seed N] [schemathesis options]',
  );
  process.exit(2);
}

function modeOf(argv: string[]): { mode: Mode; passThrough: string[] } {
  const { values, tokens } = parseArgs({
    args: argv,
    options: {
      ci: { type: 'boolean' },
      'max-examples': { type: 'string' },
      'time-limit': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: false,
    tokens: true,
  });
  if (values.help) usage();
  const known = new Set(['ci', 'max-examples', 'time-limit', 'seed', 'help']);
  const passThrough = tokens.flatMap((token) => {
    if (token.kind === 'option' && !known.has(token.name))
      return [token.rawName, ...(token.value ? [token.value] : [])];
    if (token.kind === 'positional') return [token.value];
    return [];
  });
  const number = (value: unknown, fallback: number) => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) usage();
    return parsed;
  };
  const ci = values.ci === true;
  return {
    mode: {
      ci,
      // CI: a fixed number of examples per operation and a fixed seed, within 4 minutes.
      maxExamples: number(values['max-examples'], ci ? 25 : 100),
      timeLimit: number(values['time-limit'], ci ? 240 : 600),
      seed: values.seed === undefined ? (ci ? 20261121 : undefined) : number(values.seed, 0),
    },
    passThrough,
  };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; 'x-fuzz-excluded'?: string }>>;
}

/** Operations the document marks `x-fuzz-excluded`, with the reason. */
function excludedOperations(document: OpenApiDocument): Array<{ id: string; reason: string }> {
  return Object.values(document.paths)
    .flatMap((operations) => Object.values(operations))
    .filter((operation) => operation['x-fuzz-excluded'])
    .map((operation) => ({ id: operation.operationId, reason: operation['x-fuzz-excluded']! }));
}

const PYTEST_STYLE_CLOSING = /^=+ .* in [\d.]+s =+$/;

function runSchemathesis(
  bin: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  capSeconds: number | null,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
    // Its last line mimics pytest ('=== 4 warnings in 47.32s ==='), which readers of a CI log
    // take for a pytest run that executed no test; the summary printed after it says it all.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!PYTEST_STYLE_CLOSING.test(line)) console.log(line);
    });
    // Past the cap, an interrupt makes schemathesis stop, print its summary and write its report.
    const cap =
      capSeconds === null
        ? null
        : setTimeout(() => {
            console.log(`\nTime cap of ${capSeconds} s reached: stopping schemathesis.`);
            child.kill('SIGINT');
          }, capSeconds * 1000);
    child.once('error', reject);
    // 'close', not 'exit': every line it printed has been passed on by then.
    child.once('close', (code, signal) => {
      if (cap) clearTimeout(cap);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * The stateful phase runs as a user of its own: the request budget is per user and minute
 * (middleware/request-limits), and the coverage and fuzzing phases spend the write budget
 * within seconds, after which every write of a link's chain would only see 429. It runs last,
 * as what its chains change (a member's roles, a task's state) must not change the session or
 * the data the other phases run with.
 */
const PASSES = [
  { name: 'schemas', phases: 'examples,coverage,fuzzing', user: FUZZ_USER, examplesFactor: 1 },
  // A scenario takes a link only when the answer it starts from has the value (a search for
  // random text finds no listing): more scenarios, so that most links are taken.
  { name: 'stateful', phases: 'stateful', user: STATEFUL_USER, examplesFactor: 8 },
] as const;

/**
 * `npm run fuzz`: the API on an in-memory database with the demo data, signed in as the demo
 * admin, fuzzed by schemathesis from its own OpenAPI document with every check and every phase,
 * stateful sequences through the document's links included.
 */
async function main(): Promise<void> {
  const { mode, passThrough } = modeOf(process.argv.slice(2));
  const log = (line: string) => console.log(line);
  const bin = ensureSchemathesis(log);

  // Server errors are logged with their stack; the rest stays quiet.
  process.env.LOG_LEVEL ??= 'error';
  const server = await startApiServer({ port: await freePort(), demoPassword: DEMO_PASSWORD, log });
  let requests = 0;
  server.api.server.on('request', () => (requests += 1));
  const reportDir = mkdtempSync(path.join(tmpdir(), 'staydesk-fuzz-'));
  try {
    const document = (await (
      await fetch(`${server.base}/api/openapi.json`)
    ).json()) as OpenApiDocument;
    const excluded = excludedOperations(document);
    for (const { id, reason } of excluded) log(`Left out ${id}: ${reason}`);
    const tally = new StatusTally(document, new Set(excluded.map(({ id }) => id)));
    tally.listen(server.api.server);

    const started = Date.now();
    const reports: JsonReport[] = [];
    let exitCode = 0;
    for (const pass of PASSES) {
      const session = await signIn(server.base, pass.user, DEMO_PASSWORD);
      const reportPath = path.join(reportDir, `${pass.name}.json`);
      const args = [
        '--config-file',
        CONFIG_FILE,
        'run',
        `${server.base}/api/openapi.json`,
        '--url',
        server.base,
        '--checks',
        CHECKS,
        '--phases',
        pass.phases,
        '--max-examples',
        String(mode.maxExamples * pass.examplesFactor),
        ...(mode.ci ? [] : ['--max-time', String(mode.timeLimit)]),
        ...(mode.seed === undefined ? [] : ['--seed', String(mode.seed)]),
        ...excluded.flatMap(({ id }) => ['--exclude-operation-id', id]),
        '--report-json-path',
        reportPath,
        '--generation-database',
        'none',
        '--no-color',
        ...passThrough,
      ];
      const spent = (Date.now() - started) / 1000;
      // Locally schemathesis spends the budget itself; the cap only guards against a hang.
      const cap = mode.ci ? Math.max(1, mode.timeLimit - spent) : mode.timeLimit + 120;
      log(`\nPass '${pass.name}' (${pass.phases}) as ${pass.user}`);
      const code = await runSchemathesis(
        bin,
        args,
        {
          ...process.env,
          PYTHONUNBUFFERED: '1',
          STAYDESK_FUZZ_SID: session.sid,
          STAYDESK_FUZZ_CSRF: session.csrf,
        },
        cap,
      );
      if (code !== 0) exitCode = code;
      reports.push(JSON.parse(readFileSync(reportPath, 'utf8')) as JsonReport);
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    const allFailures = reports.flatMap((report) => report.failures);
    const failures = allFailures.reduce((sum, failure) => sum + failure.count, 0);
    const errors = reports
      .flatMap((report) => report.errors)
      .reduce((sum, error) => sum + error.count, 0);
    const sumOf = (count: (report: JsonReport) => number) =>
      reports.reduce((sum, report) => sum + count(report), 0);
    const generated = sumOf((report) => report.test_cases.generated);
    const failedCases = sumOf((report) => report.test_cases.with_failures);
    const operations = reports[0]?.operations;
    console.log('\nFuzzing summary');
    console.log(
      `  operations: ${operations?.tested ?? 0} tested of ${operations?.total ?? 0} (${excluded.length} left out)`,
    );
    console.log(`  examples:   ${generated} test cases, ${requests} requests`);
    console.log(
      `  failures:   ${failures} (${sumOf((report) => report.test_cases.unique_failures)} unique)`,
    );
    for (const failure of allFailures)
      console.log(`    ${failure.title} x${failure.count}: ${failure.operations.join(', ')}`);
    if (errors > 0) console.log(`  errors:     ${errors}`);
    const { reached, neverReached } = tally.summary();
    console.log(
      `  reached:    ${reached.length} of ${reached.length + neverReached.length} operations answered a 2xx`,
    );
    for (const { id, statuses } of neverReached) console.log(`    never 2xx: ${id} (${statuses})`);
    console.log(`Fuzzing: ${generated - failedCases} passed, ${failedCases} failed`);
    const stopReasons = reports.map((report) => report.stop_reason).join(', ');
    console.log(
      `  time:       ${seconds} s (${stopReasons}), seed ${reports[0]?.seed ?? 'random'}`,
    );
    if (exitCode !== 0 || failures > 0 || errors > 0) process.exitCode = 1;
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
