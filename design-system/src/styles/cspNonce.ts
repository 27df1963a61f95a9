import { setNonce } from 'get-nonce';

function readNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
  return meta?.content || undefined;
}

/**
 * The Content-Security-Policy nonce of this page (the static server renders it into
 * `<meta name="csp-nonce">`): every `<style>` inserted at run time must carry it. Undefined
 * where the page has none and no policy applies (Storybook, jsdom).
 */
export const cspNonce = readNonce();

// Radix dialogs, drawers, menus and selects lock the page's scroll with react-remove-scroll,
// whose <style> comes from react-style-singleton: it takes its nonce from get-nonce (a shared
// singleton of the federated builds, so this reaches every copy).
if (cspNonce) setNonce(cspNonce);
