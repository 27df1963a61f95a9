/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoaderContext } from 'webpack';
import styleNonceLoader from './style-nonce-loader';

const run = (source: string) => {
  const errors: Error[] = [];
  const context = {
    resourcePath: 'sonner/dist/index.mjs',
    emitError: (error: Error) => errors.push(error),
  } as unknown as LoaderContext<unknown>;
  return { output: styleNonceLoader.call(context, source), errors };
};

test("sonner's injected stylesheet gets the nonce of the page's meta tag", () => {
  const source = readFileSync(
    path.join(path.dirname(require.resolve('sonner')), 'index.mjs'),
    'utf8',
  );
  const { output, errors } = run(source);

  expect(errors).toEqual([]);
  document.head.innerHTML = '<meta name="csp-nonce" content="bm9uY2U=">';
  const insertCss = new Function(
    `${/function __insertCSS[\s\S]*?\n}\n/.exec(output)?.[0]}; __insertCSS('.toast { color: red }')`,
  );
  insertCss();
  expect(document.head.querySelector('style')?.getAttribute('nonce')).toBe('bm9uY2U=');
});

test('a sonner that creates its style element differently fails the build', () => {
  const { output, errors } = run("const s = document.createElement('style')");

  expect(output).toBe("const s = document.createElement('style')");
  expect(errors).toHaveLength(1);
});
