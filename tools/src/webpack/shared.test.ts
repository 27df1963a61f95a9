import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertOneMajor, sharedSingletons } from './shared';

const workspaceReact = (
  JSON.parse(
    readFileSync(path.resolve(__dirname, '../../../node_modules/react/package.json'), 'utf8'),
  ) as { version: string }
).version;

/** An app directory whose own node_modules holds `react` at the given version. */
function appWithReact(version: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'staydesk-app-'));
  mkdirSync(path.join(dir, 'node_modules', 'react'), { recursive: true });
  writeFileSync(
    path.join(dir, 'node_modules', 'react', 'package.json'),
    JSON.stringify({ name: 'react', version }),
  );
  return dir;
}

describe('shared singletons', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('shares every singleton at the workspace version, without a runtime version check', () => {
    const shared = sharedSingletons(path.resolve(__dirname, '../../../mf-tasks'));
    expect(shared['react']).toEqual({
      singleton: true,
      requiredVersion: false,
      version: workspaceReact,
    });
    expect(shared['@staydesk/design-system/panels']?.requiredVersion).toBe(false);
  });

  it('accepts an app that resolves another release of the same major', () => {
    const [major] = workspaceReact.split('.');
    const dir = appWithReact(`${major}.999.0`);
    made.push(dir);
    expect(assertOneMajor(dir, 'react')).toBe(workspaceReact);
  });

  it('fails the build of an app that resolves another major', () => {
    const dir = appWithReact('1.0.0');
    made.push(dir);
    expect(() => assertOneMajor(dir, 'react')).toThrow(
      `resolves react 1.0.0, but the platform shares ${workspaceReact}`,
    );
  });
});
