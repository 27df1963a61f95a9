import type { Server } from 'node:http';
import { RouteTable } from '@staydesk/api/route-table';

interface OpenApiPaths {
  paths: Record<string, Record<string, { operationId: string }>>;
}

/** '/api/tasks/{id}' -> '/api/tasks/:id' */
const routerPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/**
 * The statuses each operation answered during a run, counted at the server. An operation that
 * never answers 2xx was only ever refused: its logic past validation and lookup went untested,
 * which is what the document's links are there to prevent.
 */
export class StatusTally {
  private readonly table: RouteTable<string>;
  private readonly statuses = new Map<string, Map<number, number>>();

  constructor(document: OpenApiPaths, excluded: ReadonlySet<string>) {
    const entries = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !excluded.has(operation.operationId))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path: routerPath(path),
          value: operation.operationId,
        })),
    );
    this.table = new RouteTable(entries);
    for (const { value } of entries) this.statuses.set(value, new Map());
  }

  listen(server: Server): void {
    server.on('request', (request, response) => {
      const match = this.table.find(request.method ?? '', (request.url ?? '').split('?')[0]!);
      if (!match) return;
      response.once('finish', () => {
        const counts = this.statuses.get(match.value)!;
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
      });
    });
  }

  /** Operations by whether some answer was a success, each with its statuses ('404x12 400x3'). */
  summary(): { reached: string[]; neverReached: Array<{ id: string; statuses: string }> } {
    const reached: string[] = [];
    const neverReached: Array<{ id: string; statuses: string }> = [];
    for (const [id, counts] of this.statuses) {
      if ([...counts.keys()].some((status) => status >= 200 && status < 300)) reached.push(id);
      else
        neverReached.push({
          id,
          statuses:
            [...counts.entries()]
              .sort(([, a], [, b]) => b - a)
              .map(([status, count]) => `${status}x${count}`)
              .join(' ') || 'no request',
        });
    }
    return { reached, neverReached };
  }
}
