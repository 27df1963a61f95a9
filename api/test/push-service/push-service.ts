import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ece from 'http_ece';
import { eventually } from '../eventually';

/**
 * A push service on 127.0.0.1 for tests: HTTPS with a test-only self-signed certificate
 * (generated once with openssl, valid for 100 years), which only the agent below trusts.
 */
const certificate = readFileSync(path.join(__dirname, 'cert.pem'));
const privateKey = readFileSync(path.join(__dirname, 'key.pem'));

/** The HTTPS agent that trusts the loopback push service's certificate, and nothing else. */
export const pushServiceAgent = () => new https.Agent({ ca: certificate, keepAlive: false });

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Answered; false while held, and for good when its sender went away before the answer. */
  completed: boolean;
}

interface Hold {
  arrived(): void;
  released: Promise<void>;
}

export class LoopbackPushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new Map<string, number[]>();
  private readonly holds = new Map<string, Hold>();

  private constructor(private readonly server: https.Server) {}

  static async start(): Promise<LoopbackPushService> {
    const server = https.createServer({ key: privateKey, cert: certificate });
    const service = new LoopbackPushService(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = request.url ?? '/';
        const push: ReceivedPush = {
          path: url,
          headers: request.headers,
          body: Buffer.concat(chunks),
          completed: false,
        };
        service.received.push(push);
        response.on('finish', () => (push.completed = true));
        const answer = () => {
          response.statusCode = service.answers.get(url)?.shift() ?? 201;
          response.end();
        };
        const hold = service.holds.get(url);
        if (!hold) return answer();
        service.holds.delete(url);
        hold.arrived();
        void hold.released.then(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return service;
  }

  get origin(): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  endpoint(name: string): string {
    return `${this.origin}/push/${name}`;
  }

  /** The statuses the next requests to this endpoint get, in order; 201 after them. */
  answer(endpoint: string, ...statuses: number[]): void {
    this.answers.set(new URL(endpoint).pathname, statuses);
  }

  /**
   * Holds the next request to this endpoint unanswered until `release()`, as a slow push
   * service would; `arrived` resolves once it is being held.
   */
  hold(endpoint: string): { arrived: Promise<void>; release(): void } {
    let release!: () => void;
    let arrived!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = new Promise<void>((resolve) => (arrived = resolve));
    this.holds.set(new URL(endpoint).pathname, { arrived, released });
    return { arrived: held, release };
  }

  requestsTo(endpoint: string): ReceivedPush[] {
    const pathname = new URL(endpoint).pathname;
    return this.received.filter((push) => push.path === pathname);
  }

  /** Waits until the endpoint has had `count` requests in all, and returns the last one. */
  async nthRequestTo(endpoint: string, count: number): Promise<ReceivedPush> {
    await eventually(
      () => this.requestsTo(endpoint).length >= count,
      `push #${count} to ${endpoint}`,
    );
    return this.requestsTo(endpoint)[count - 1]!;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A browser's push subscription keys: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    /** Decrypts an aes128gcm push body as the browser would. */
    decrypt: (body: Buffer): unknown =>
      JSON.parse(
        ece
          .decrypt(body, {
            version: 'aes128gcm',
            privateKey: ecdh,
            authSecret: auth.toString('base64url'),
          })
          .toString('utf8'),
      ),
  };
}

/**
 * Reads a VAPID `Authorization: vapid t=<jwt>, k=<key>` header, checks the JWT's ES256
 * signature against the key, and returns the claims and the key.
 */
export function verifiedVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token = '', key = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID token signature does not match its key');
  return {
    key,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}
