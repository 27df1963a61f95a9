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

const DEMO_PASSWORD = 'staydesk-demo';
const FUZZ_USER = 'admin@demo.test';

/** Every check schemathesis has; the Error schema of every 4xx is part of the document. */
const CHECKS = 'all';
const PHASES = 'examples,coverage,fuzzing,stateful';
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

/** Operations the document marks `x-fuzz-excluded`, with the reason. */
async function excludedOperations(base: string): Promise<Array<{ id: string; reason: string }>> {
  const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId: string; 'x-fuzz-excluded'?: string }>>;
  };
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
    const session = await signIn(server.base, FUZZ_USER, DEMO_PASSWORD);
    const excluded = await excludedOperations(server.base);
    for (const { id, reason } of excluded) log(`Left out ${id}: ${reason}`);

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
      PHASES,
      '--max-examples',
      String(mode.maxExamples),
      ...(mode.ci ? [] : ['--max-time', String(mode.timeLimit)]),
      ...(mode.seed === undefined ? [] : ['--seed', String(mode.seed)]),
      ...excluded.flatMap(({ id }) => ['--exclude-operation-id', id]),
      '--report-json-path',
      path.join(reportDir, 'report.json'),
      '--generation-database',
      'none',
      '--no-color',
      ...passThrough,
    ];
    const started = Date.now();
    // Locally schemathesis spends the budget itself; the cap only guards against a hang.
    const exitCode = await runSchemathesis(
      bin,
      args,
      {
        ...process.env,
        PYTHONUNBUFFERED: '1',
        STAYDESK_FUZZ_SID: session.sid,
        STAYDESK_FUZZ_CSRF: session.csrf,
      },
      mode.ci ? mode.timeLimit : mode.timeLimit + 120,
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    const report = JSON.parse(
      readFileSync(path.join(reportDir, 'report.json'), 'utf8'),
    ) as JsonReport;
    const failures = report.failures.reduce((sum, failure) => sum + failure.count, 0);
    const errors = report.errors.reduce((sum, error) => sum + error.count, 0);
    console.log('\nFuzzing summary');
    console.log(
      `  operations: ${report.operations?.tested ?? 0} tested of ${report.operations?.total ?? 0} (${excluded.length} left out)`,
    );
    console.log(`  examples:   ${report.test_cases.generated} test cases, ${requests} requests`);
    console.log(`  failures:   ${failures} (${report.test_cases.unique_failures} unique)`);
    for (const failure of report.failures)
      console.log(`    ${failure.title} x${failure.count}: ${failure.operations.join(', ')}`);
    if (errors > 0) console.log(`  errors:     ${errors}`);
    const failedCases = report.test_cases.with_failures;
    console.log(
      `Fuzzing: ${report.test_cases.generated - failedCases} passed, ${failedCases} failed`,
    );
    console.log(
      `  time:       ${seconds} s (${report.stop_reason}), seed ${report.seed ?? 'random'}`,
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
