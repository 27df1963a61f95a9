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

/** A module inside `file`'s workspace that imports `specifier` and uses what it gets. */
function importing(specifier: string, how: 'static' | 'type' | 'dynamic' = 'static'): string {
  if (how === 'dynamic') return `export const load = () => import('${specifier}');\n`;
  const keyword = how === 'type' ? 'import type' : 'import';
  return `${keyword} * as imported from '${specifier}';\nexport type Imported = typeof imported;\n`;
}

const refused: [string, string, string][] = [
  ['contracts/src/layer-probe.ts', 'a package of ours', importing('@staydesk/design-system')],
  ['contracts/src/layer-probe.ts', 'a path into api', importing('../../api/src/main')],
  ['design-system/src/layer-probe.ts', 'the shell', importing('@staydesk/shell')],
  ['api/src/layer-probe.ts', 'the design-system', importing('@staydesk/design-system')],
  ['shell/src/layer-probe.ts', 'a remote', importing('@staydesk/mf-tasks')],
  ['mf-tasks/src/layer-probe.ts', 'another remote', importing('@staydesk/mf-execution')],
  [
    'mf-palette/src/layer-probe.ts',
    'another remote, lazily',
    importing('@staydesk/mf-tasks', 'dynamic'),
  ],
  ['mf-tasks/src/layer-probe.ts', "the shell's types", importing('@staydesk/shell', 'type')],
  ['mf-tasks/src/layer-probe.ts', 'a path into shell/src', importing('../../shell/src/index')],
  ['mf-execution/src/layer-probe.ts', 'tools', importing('@staydesk/tools/webpack')],
  ['tools/src/layer-probe.ts', 'a path into shell/src', importing('../../shell/src/index')],
  ['tools/src/layer-probe.ts', "a package's src", importing('@staydesk/shell/src/index')],
  ['tools/src/layer-probe.ts', 'the browser tests', importing('../../e2e/playwright.config')],
  ['shell/server/layer-probe.ts', 'the API', importing('@staydesk/api')],
];

const allowed: [string, string, string][] = [
  ['contracts/src/layer-probe.ts', 'an npm package', importing('zod')],
  ['design-system/src/layer-probe.ts', 'contracts', importing('@staydesk/contracts')],
  ['api/src/layer-probe.ts', 'contracts', importing('@staydesk/contracts')],
  ['shell/src/layer-probe.ts', 'the design-system', importing('@staydesk/design-system')],
  [
    'mf-tasks/src/layer-probe.ts',
    "the design-system's platform kit",
    importing('@staydesk/design-system/platform'),
  ],
  [
    'mf-palette/src/layer-probe.ts',
    'contracts, lazily',
    importing('@staydesk/contracts', 'dynamic'),
  ],
  ['tools/src/layer-probe.ts', "an app's declared entry", importing('@staydesk/mf-tasks/server')],
  ['tools/src/layer-probe.ts', "the API's declared entry", importing('@staydesk/api')],
  ['shell/webpack.config.ts', "tools' webpack factory", importing('@staydesk/tools/webpack')],
  ['api/test/layer-probe.test.ts', "tools' MongoDB launcher", importing('@staydesk/tools/mongo')],
  [
    'shell/server/layer-probe.test.ts',
    "the API's testing entry",
    importing('@staydesk/api/testing'),
  ],
  ['e2e/layer-probe.ts', 'the API internals, as a test may', importing('../api/src/main')],
];

function layerMessages(cases: [string, string, string][]): LintMessage[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-sources.mjs')], {
    cwd: root,
    input: JSON.stringify(
      cases.map(([file, , source]) => ({ filePath: path.join(root, file), source })),
    ),
    encoding: 'utf8',
  });
  const messages = JSON.parse(output) as LintMessage[][];
  return messages.map((found) =>
    found.filter(({ ruleId }) => ruleId === null || layerRules.has(ruleId)),
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

  test.each(refused.map(([file, what], index) => [file, what, index] as const))(
    '%s may not import %s',
    (_file, _what, index) => {
      expect(refusedMessages[index]?.length).toBeGreaterThan(0);
      expect(refusedMessages[index]?.every(({ ruleId }) => ruleId !== null)).toBe(true);
    },
  );

  test.each(allowed.map(([file, what], index) => [file, what, index] as const))(
    '%s may import %s',
    (_file, _what, index) => {
      expect(allowedMessages[index]).toEqual([]);
    },
  );
});
