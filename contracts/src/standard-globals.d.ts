/**
 * The few runtime globals contracts use that are not JavaScript's own: the WHATWG URL standard and
 * Web Crypto's random values, which browsers and Node alike provide. TypeScript declares them only
 * in its DOM library, which contracts are type-checked without (contracts/tsconfig.json) so that a
 * DOM type here fails the type-check. Apps that import contracts see their own runtime's types.
 */

declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}

declare const crypto: {
  getRandomValues<Values extends Uint8Array>(values: Values): Values;
};

/** Named by the platform API's `apiFetch`, whose callers hold their runtime's fetch types. */
interface RequestInit {
  readonly method?: string;
}
interface Response {
  readonly ok: boolean;
  readonly status: number;
}
