import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS } from './node-flags';

const startScriptOf = (packageDir: string): string =>
  (
    JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start;

describe('the API process flags', () => {
  it.each([
    ['npm start (the whole platform)', path.join(__dirname, '../..')],
    ["the API's own start script", path.join(__dirname, '..')],
  ])('are passed by %s', (_name, packageDir) => {
    const words = startScriptOf(packageDir).split(/\s+/);
    for (const flag of API_NODE_FLAGS) expect(words).toContain(flag);
  });
});
