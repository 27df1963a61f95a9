import type * as GetNonce from 'get-nonce';
import type * as EmotionCache from './emotionCache';

/** The nonce is read once, when the modules load: each test loads them afresh. */
const loadFresh = async () => {
  let modules: [typeof EmotionCache, typeof GetNonce] | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = [await import('./emotionCache'), await import('get-nonce')];
  });
  if (!modules) throw new Error('modules did not load');
  return { emotionCache: modules[0].emotionCache, getNonce: modules[1].getNonce };
};

afterEach(() => {
  document.head.innerHTML = '';
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
