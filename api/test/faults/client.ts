import http from 'node:http';
import { CSRF_COOKIE, CSRF_HEADER } from '@staydesk/contracts';
import { PASSWORD } from '../harness';

export interface Reply {
  status: number;
  body: unknown;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

/**
 * A browser for tests that talk to API processes over HTTP: one cookie jar, whichever process
 * (or proxy) a request goes to, as a browser behind a load balancer would keep it.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; baseUrl?: string } = {},
  ): Promise<Reply> {
    const started = performance.now();
    const csrf = this.cookies.get(CSRF_COOKIE);
    const response = await fetch(`${options.baseUrl ?? this.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(this.cookies.size > 0 && { cookie: this.cookieHeader }),
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(csrf && method !== 'GET' && { [CSRF_HEADER]: csrf }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) body = JSON.parse(text);
    return { status: response.status, body, ms: performance.now() - started };
  }

  async signIn(email: string, password = PASSWORD): Promise<void> {
    await this.request('GET', '/api/auth/csrf');
    const reply = await this.request('POST', '/api/auth/signin', { body: { email, password } });
    if (reply.status !== 200)
      throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }

  /**
   * Opens the event stream as EventSource would, resuming after an event id if given (in the
   * Last-Event-ID header, or in the query as clients that reopen the stream themselves do).
   */
  events(options: { lastEventId?: string; inQuery?: boolean; baseUrl?: string } = {}) {
    return new EventStream(options.baseUrl ?? this.baseUrl, this.cookieHeader, options);
  }
}

export interface StreamedEvent {
  id: string;
  topic: string;
  type: string;
  payload: Record<string, unknown>;
}

/** One open /api/events stream and the events it has delivered so far. */
export class EventStream {
  readonly received: StreamedEvent[] = [];
  /** Whether the server ended the stream. */
  ended = false;
  /** Resolves with the status once the answer's head arrives. */
  readonly opened: Promise<number>;
  private request!: http.ClientRequest;

  constructor(
    baseUrl: string,
    cookie: string,
    { lastEventId, inQuery = false }: { lastEventId?: string; inQuery?: boolean },
  ) {
    const url = new URL('/api/events', baseUrl);
    if (lastEventId && inQuery) url.searchParams.set('lastEventId', lastEventId);
    let buffer = '';
    this.opened = new Promise((resolve, reject) => {
      this.request = http.get(
        url,
        {
          headers: {
            cookie,
            accept: 'text/event-stream',
            ...(lastEventId && !inQuery && { 'last-event-id': lastEventId }),
          },
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.setEncoding('utf8');
          response.on('end', () => (this.ended = true));
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = frame.split('\n').find((line) => line.startsWith('data: '));
              if (data) this.received.push(JSON.parse(data.slice(6)) as StreamedEvent);
            }
          });
        },
      );
      this.request.on('error', reject);
    });
    // Closing the stream on purpose aborts the request; that is no failure.
    this.opened.catch(() => undefined);
  }

  /** The ids of the events received, in order. */
  get ids(): string[] {
    return this.received.map((event) => event.id);
  }

  close(): void {
    this.request.destroy();
  }
}

/** The palette's "create task" command, as the command client sends it. */
export const createTaskCommand = (title: string) => ({
  action: { type: 'command', topic: 'tasks', event: 'task.create', payload: { title } },
});

/** A notification for the given users, as an admin creates it from the app. */
export const mentionCommand = (title: string, userIds: readonly string[]) => ({
  action: {
    type: 'command',
    topic: 'notifications',
    event: 'notification.create',
    payload: { title, description: 'Sent by a fault test', target: { mentionedIds: userIds } },
  },
});
