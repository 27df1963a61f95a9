import js from '@eslint/js';
import type { Linter } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['mf-notifications', 'mf-palette', 'mf-tasks', 'mf-marketplace', 'mf-execution'];
const apps = ['api', 'shell', ...remotes];

/**
 * The layer table of the architecture: the workspaces whose code each workspace may import.
 * e2e is absent because it may import anything, as a user would.
 */
const mayImport: Record<string, readonly string[]> = {
  contracts: [],
  'design-system': ['contracts'],
  api: ['contracts'],
  shell: ['contracts', 'design-system'],
  ...Object.fromEntries(remotes.map((remote) => [remote, ['contracts', 'design-system']])),
  // tools reaches an app only by its package name, so only through the entries its package.json
  // `exports` declares: relative paths into another workspace and `src/` paths are refused below.
  tools: ['contracts', 'design-system', ...apps],
};
const workspaces = [...Object.keys(mayImport), 'e2e'];

/** Files that reach one layer further than their workspace, each for a stated reason. */
const reachingFurther: { workspace: string; files: string[]; alsoMayImport: string[] }[] = [
  // An app's build configuration calls tools' webpack factory.
  ...['shell', ...remotes].map((app) => ({
    workspace: app,
    files: [`${app}/webpack.config.ts`],
    alsoMayImport: ['tools'],
  })),
  // The API's tests start the API and MongoDB with tools' launchers, and run two API processes
  // behind the shell's proxy.
  {
    workspace: 'api',
    files: ['api/**/*.test.ts', 'api/test/**'],
    alsoMayImport: ['tools', 'shell'],
  },
  // The shell's edge is tested against a real API, started through the API's testing entry.
  { workspace: 'shell', files: ['shell/server/**/*.test.ts'], alsoMayImport: ['api'] },
];

const sourceFiles = '**/*.{ts,tsx,js,mjs,cjs}';

/** Another workspace is reached through an entry its package.json declares, never its files. */
const declaredEntriesOnly = {
  group: ['@staydesk/*/src', '@staydesk/*/src/**', '@staydesk/*/server/**', '@staydesk/*/test/**'],
  message: 'Import a workspace through an entry its package.json declares.',
};

function layerRules(workspace: string, allowed: readonly string[]): Linter.RulesRecord {
  const refused = workspaces.filter((other) => other !== workspace && !allowed.includes(other));
  const refusedNames = refused.join('|');
  const message = `${workspace} may import only ${allowed.join(', ') || 'npm packages'} (layer table: docs/decisions/0043-layers-enforced-by-lint.md).`;
  return {
    // By resolved file, so dynamic imports and paths count too.
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [{ target: `./${workspace}`, from: refused.map((other) => `./${other}`), message }],
      },
    ],
    // By package name, so a refused import is refused even where it does not resolve.
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          declaredEntriesOnly,
          {
            group: refused.flatMap((other) => [`@staydesk/${other}`, `@staydesk/${other}/*`]),
            message,
          },
        ],
      },
    ],
    // By package name for import(), which no-restricted-imports does not read.
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/^@staydesk\\/(${refusedNames})(\\/|$)/]`,
        message,
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'tools/mongo-fallback/**',
      '.venv-fuzz/**',
      '.schemathesis/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: Object.keys(mayImport).map((workspace) => `${workspace}/${sourceFiles}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      // Another workspace is reached by its package name, never by a path that climbs into it.
      'import-x/no-relative-packages': 'error',
    },
  },
  ...Object.entries(mayImport).map(([workspace, allowed]) => ({
    files: [`${workspace}/${sourceFiles}`],
    rules: layerRules(workspace, allowed),
  })),
  ...reachingFurther.map(({ workspace, files, alsoMayImport }) => ({
    files,
    rules: layerRules(workspace, [...(mayImport[workspace] ?? []), ...alsoMayImport]),
  })),
);
