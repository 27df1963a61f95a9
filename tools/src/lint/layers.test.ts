import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const layerRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-relative-packages',
  'no-restricted-imports',
  'no-restricted-syntax',
]);

interface LintMessage {
  ruleId: string | null;
  message: string;
}

interface ImportCase {
  /** Where the importing module sits, from the repository root. */
  file: string;
  what: string;
  /** A package specifier, or a path from the repository root that the module climbs to. */
  imports: string;
  how?: 'static' | 'type' | 'dynamic';
}

const isPackage = (specifier: string) => specifier.startsWith('@') || !specifier.includes('/');

/** A module at `file` that imports what the case names, as written in source, and uses it. */
function sourceOf({ file, imports, how = 'static' }: ImportCase): string {
  const specifier = isPackage(imports)
    ? imports
    : path.posix.relative(path.posix.dirname(file), imports);
  if (how === 'dynamic') return `export const load = () => import('${specifier}');\n`;
  const keyword = how === 'type' ? 'import type' : 'import';
  return `${keyword} * as imported from '${specifier}';\nexport type Imported = typeof imported;\n`;
}

const refused: ImportCase[] = [
  { file: 'contracts/src/probe.ts', what: 'a package of ours', imports: '@staydesk/design-system' },
  { file: 'contracts/src/probe.ts', what: 'a path into api', imports: 'api/src/main' },
  { file: 'design-system/src/probe.ts', what: 'the shell', imports: '@staydesk/shell' },
  { file: 'api/src/probe.ts', what: 'the design-system', imports: '@staydesk/design-system' },
  { file: 'shell/src/probe.ts', what: 'a remote', imports: '@staydesk/mf-tasks' },
  { file: 'shell/server/probe.ts', what: 'the API', imports: '@staydesk/api' },
  { file: 'mf-tasks/src/probe.ts', what: 'another remote', imports: '@staydesk/mf-execution' },
  {
    file: 'mf-palette/src/probe.ts',
    what: 'another remote, lazily',
    imports: '@staydesk/mf-tasks',
    how: 'dynamic',
  },
  {
    file: 'mf-tasks/src/probe.ts',
    what: "the shell's types",
    imports: '@staydesk/shell',
    how: 'type',
  },
  { file: 'mf-tasks/src/probe.ts', what: 'a path into shell/src', imports: 'shell/src/index' },
  { file: 'mf-execution/src/probe.ts', what: 'tools', imports: '@staydesk/tools/webpack' },
  { file: 'tools/src/probe.ts', what: 'a path into shell/src', imports: 'shell/src/index' },
  { file: 'tools/src/probe.ts', what: "a package's src", imports: '@staydesk/shell/src/index' },
  { file: 'tools/src/probe.ts', what: 'the browser tests', imports: 'e2e/playwright.config' },
];

const allowed: ImportCase[] = [
  { file: 'contracts/src/probe.ts', what: 'an npm package', imports: 'zod' },
  { file: 'design-system/src/probe.ts', what: 'contracts', imports: '@staydesk/contracts' },
  { file: 'api/src/probe.ts', what: 'contracts', imports: '@staydesk/contracts' },
  { file: 'shell/src/probe.ts', what: 'the design-system', imports: '@staydesk/design-system' },
  {
    file: 'mf-tasks/src/probe.ts',
    what: "the design-system's platform kit",
    imports: '@staydesk/design-system/platform',
  },
  {
    file: 'mf-palette/src/probe.ts',
    what: 'contracts, lazily',
    imports: '@staydesk/contracts',
    how: 'dynamic',
  },
  {
    file: 'tools/src/probe.ts',
    what: "a remote's declared entry",
    imports: '@staydesk/mf-tasks/server',
  },
  { file: 'tools/src/probe.ts', what: "the API's declared entry", imports: '@staydesk/api' },
  {
    file: 'shell/webpack.config.ts',
    what: "tools' webpack factory",
    imports: '@staydesk/tools/webpack',
  },
  {
    file: 'api/test/probe.test.ts',
    what: "tools' MongoDB launcher",
    imports: '@staydesk/tools/mongo',
  },
  {
    file: 'shell/server/probe.test.ts',
    what: "the API's testing entry",
    imports: '@staydesk/api/testing',
  },
  { file: 'e2e/probe.ts', what: "the API's internals, as a test may", imports: 'api/src/main' },
];

/** Lints every case's module with the repository's config, in one ESLint process. */
function layerMessages(cases: ImportCase[]): LintMessage[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-sources.mjs')], {
    cwd: root,
    input: JSON.stringify(
      cases.map((entry) => ({ filePath: path.join(root, entry.file), source: sourceOf(entry) })),
    ),
    encoding: 'utf8',
  });
  return (JSON.parse(output) as LintMessage[][]).map((messages) =>
    messages.filter(({ ruleId }) => ruleId === null || layerRules.has(ruleId)),
  );
}

describe('the layer table, as lint enforces it', () => {
  let refusedMessages: LintMessage[][] = [];
  let allowedMessages: LintMessage[][] = [];
  beforeAll(() => {
    const messages = layerMessages([...refused, ...allowed]);
    refusedMessages = messages.slice(0, refused.length);
    allowedMessages = messages.slice(refused.length);
  });

  test.each(refused.map((entry, index) => [entry.file, entry.what, index] as const))(
    '%s may not import %s',
    (_file, _what, index) => {
      expect(refusedMessages[index]?.length).toBeGreaterThan(0);
      expect(refusedMessages[index]?.every(({ ruleId }) => ruleId !== null)).toBe(true);
    },
  );

  test.each(allowed.map((entry, index) => [entry.file, entry.what, index] as const))(
    '%s may import %s',
    (_file, _what, index) => {
      expect(allowedMessages[index]).toEqual([]);
    },
  );
});
