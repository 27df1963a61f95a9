import type * as GetNonce from 'get-nonce';
import type * as EmotionCache from './emotionCache';

/** The nonce is read once, when the modules load: each test loads them afresh. */
const loadFresh = async () => {
  let modules: [typeof EmotionCache, typeof GetNonce] | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = [await import('./emotionCache'), await import('get-nonce')];
  });
  if (!modules) throw new Error('modules did not load');
  return {
    emotionCache: modules[0].emotionCache,
    resetDrawn: modules[0].resetDrawn,
    getNonce: modules[1].getNonce,
  };
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test("Emotion's style elements and react-style-singleton's carry the page's CSP nonce", async () => {
  document.head.innerHTML = '<meta name="csp-nonce" content="c2VydmVyLW5vbmNl">';
  const { emotionCache, getNonce } = await loadFresh();

  emotionCache.sheet.insert('.probe { color: red; }');

  expect(document.head.querySelector('style[data-emotion]')).toHaveAttribute(
    'nonce',
    'c2VydmVyLW5vbmNl',
  );
  expect(getNonce()).toBe('c2VydmVyLW5vbmNl');
});

test('without the meta tag (Storybook, tests) styles go in without a nonce', async () => {
  const { emotionCache, getNonce } = await loadFresh();

  emotionCache.sheet.insert('.probe { color: red; }');

  expect(document.head.querySelector('style[data-emotion]')).not.toHaveAttribute('nonce');
  expect(getNonce()).toBeUndefined();
});

test("takes over the server's drawn rules where they are, reset included", async () => {
  document.head.innerHTML =
    '<style data-drawn-styles="css 1a2b 3c4d" data-page-styles>.css-1a2b{color:red}</style>';
  document.body.innerHTML =
    '<style data-drawn-styles="css 5e6f">.css-5e6f{color:blue}</style><div id="root"></div>';
  const drawn = [...document.querySelectorAll('style')];
  const { emotionCache, resetDrawn } = await loadFresh();

  expect(emotionCache.inserted).toMatchObject({ '1a2b': true, '3c4d': true, '5e6f': true });
  expect(resetDrawn).toBe(true);
  // Not moved: each move of a style element restyles the whole document.
  expect([...document.querySelectorAll('style')]).toEqual(drawn);
  expect(drawn[0]?.parentElement).toBe(document.head);
  expect(drawn[1]?.parentElement).toBe(document.body);
});

test('a page the server did not draw gets the reset from the browser', async () => {
  document.head.innerHTML = '<style data-drawn-styles="css 5e6f">.css-5e6f{color:blue}</style>';
  const { resetDrawn } = await loadFresh();

  expect(resetDrawn).toBe(false);
});
