import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Session } from '@staydesk/contracts';

/**
 * What a drawing's styles must be: one style element, first, under the response's nonce and
 * marked for the browser's Emotion cache to take over (not with Emotion's own mark, which has
 * every cache of the page move it), with a rule for every class the drawing uses.
 */
export function expectOneStyleElementFor(html: string, nonce: string): void {
  const styles = html.match(/<style[^>]*>/g) ?? [];
  expect(styles).toHaveLength(1);
  const [element = ''] = styles;
  expect(html.startsWith(element)).toBe(true);
  expect(element).toContain(`nonce="${nonce}"`);
  expect(element).toMatch(/data-drawn-styles="css [\w-]+( [\w-]+)+"/);
  expect(element).not.toContain('data-emotion');
  const rules = html.slice(element.length, html.indexOf('</style>'));
  const classes = new Set(html.match(/\bcss-[a-z0-9]+(-[\w]+)?/g));
  expect(classes.size).toBeGreaterThan(10);
  for (const name of classes) expect(rules).toContain(`.${name}`);
}

/** A fake API for a drawing: the session of each `sid` cookie, and answers by path. */
export interface FakeApi {
  base: string;
  /** The paths (with their query) asked since the last `forget()`. */
  asked: string[];
  forget(): void;
  close(): Promise<void>;
}

/**
 * Answers `/api/auth/session` with the session its `sid` cookie names, and any other path with
 * what `answer` gives that session (404 where it gives nothing); 401 without a known session.
 */
export async function startFakeApi(
  sessions: Readonly<Record<string, Session>>,
  answer: (url: URL, session: Session) => unknown,
): Promise<FakeApi> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const session = sessions[/sid=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? ''];
    const url = new URL(req.url ?? '/', 'http://api');
    const body = !session
      ? undefined
      : url.pathname === '/api/auth/session'
        ? session
        : answer(url, session);
    res.writeHead(body ? 200 : session ? 404 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'Not found' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    forget: () => void asked.splice(0),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
