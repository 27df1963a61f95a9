import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** The methods routes are declared with; a GET route answers HEAD as well. */
const METHODS: readonly HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface RouteMatch<T> {
  value: T;
  params: Record<string, string>;
}

const unused = () => undefined;

/**
 * Declared paths in a radix tree: a request costs one lookup, however many routes there are,
 * where a list of patterns would test each in turn on every request.
 */
export class RouteTable<T> {
  private readonly tree = FindMyWay({ ignoreTrailingSlash: true });

  constructor(entries: Iterable<{ method: string; path: string; value: T }>) {
    for (const { method, path, value } of entries) {
      const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
      this.tree.on(methods as HTTPMethod[], path, unused, value);
    }
  }

  /** The route serving this method at this (undecoded) path, with its decoded parameters. */
  find(method: string, path: string): RouteMatch<T> | null {
    if (!METHODS.includes(method as HTTPMethod)) return null;
    const found = this.tree.find(method as HTTPMethod, path);
    return found && { value: found.store as T, params: found.params as Record<string, string> };
  }

  /** The methods some route serves at this path: none when the path is unknown. */
  methodsAt(path: string): string[] {
    return METHODS.filter((method) => this.tree.find(method, path) !== null);
  }
}
