import request from 'supertest';
import { withTestApi } from '../../test/harness';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Link = {
  operationId: string;
  parameters?: Record<string, unknown>;
  requestBody?: unknown;
};
type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: Schema }>; links?: Record<string, Link> }
  >;
};

interface DocumentedLink {
  from: string;
  name: string;
  link: Link;
  responseSchema: Schema | undefined;
}

const api = withTestApi();
let operations = new Map<string, Operation>();
let links: DocumentedLink[] = [];

beforeAll(async () => {
  const document = (await request(api.server).get('/api/openapi.json').expect(200)).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = new Map(
    Object.values(document.paths)
      .flatMap((byMethod) => Object.values(byMethod))
      .map((operation) => [operation.operationId, operation]),
  );
  links = [...operations.values()].flatMap((operation) =>
    Object.values(operation.responses).flatMap((response) =>
      Object.entries(response.links ?? {}).map(([name, link]) => ({
        from: operation.operationId,
        name,
        link,
        responseSchema: response.content?.['application/json']?.schema,
      })),
    ),
  );
});

/** Whether a JSON pointer ('/tasks/0/id') names something the schema can hold. */
function resolves(schema: Schema | undefined, pointer: string[]): boolean {
  if (!schema) return false;
  if (pointer.length === 0) return true;
  // An object of any fields (a command's result data) may hold the value.
  const open = !schema.properties && !schema.items && !schema.anyOf && !schema.oneOf;
  if (open && (schema.type === undefined || schema.type === 'object')) return true;
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (variants.length > 0) return variants.some((variant) => resolves(variant, pointer));
  const [step, ...rest] = pointer;
  if (/^\d+$/.test(step!)) return resolves(schema.items, rest);
  return resolves(schema.properties?.[step!], rest);
}

/** Every runtime expression in a link's values, at any depth. */
function expressionsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('$') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(expressionsIn);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).flatMap(expressionsIn);
  return [];
}

describe('the links of the OpenAPI document', () => {
  it('lead from the answers that hand out ids to the operations that take them', () => {
    const pairs = links.map(({ from, link }) => `${from} -> ${link.operationId}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'commands.execute -> tasks.list',
        'commands.execute -> tasks.createSubtask',
        'commands.execute -> tasks.addChecklist',
        'commands.execute -> tasks.messages.post',
        'tasks.list -> tasks.update',
        'tasks.list -> tasks.bulkUpdate',
        'tasks.list -> tasks.toggleChecklistItem',
        'tasks.list -> tasks.deleteChecklistItem',
        'tasks.list -> tasks.attachments.get',
        'dashboard.items -> tasks.addChecklist',
        'dashboard.items -> tasks.messages.post',
        'user.team -> team.updateMember',
        'user.team -> profile.image',
        'team.members -> team.updateMember',
        'team.invite -> team.revokeInvitation',
        'listings.search -> listings.get',
        'listings.search -> reservations.list',
        'listings.search -> commands.execute',
      ]),
    );
  });

  it('name operations that exist, and parameters those operations take', () => {
    const wrong = links.flatMap(({ from, name, link }) => {
      const target = operations.get(link.operationId);
      if (!target) return [`${from}.${name}: no operation ${link.operationId}`];
      const taken = new Set(target.parameters.map((parameter) => parameter.name));
      return Object.keys(link.parameters ?? {})
        .filter((parameter) => !taken.has(parameter))
        .map((parameter) => `${from}.${name}: ${link.operationId} takes no ${parameter}`);
    });
    expect(wrong).toEqual([]);
  });

  it('send bodies of fields the target reads', () => {
    const wrong = links.flatMap(({ from, name, link }) => {
      if (link.requestBody === undefined) return [];
      const body = operations.get(link.operationId)?.requestBody?.content['application/json'];
      if (!body) return [`${from}.${name}: ${link.operationId} takes no JSON body`];
      return Object.keys(link.requestBody as object)
        .filter((field) => !resolves(body.schema, [field]))
        .map((field) => `${from}.${name}: ${link.operationId} reads no ${field}`);
    });
    expect(wrong).toEqual([]);
  });

  it('take their values from where the answer has them', () => {
    const wrong = links.flatMap(({ from, name, link, responseSchema }) =>
      [...expressionsIn(link.parameters), ...expressionsIn(link.requestBody)]
        .filter((expression) => expression.startsWith('$response.body#'))
        .filter((expression) => {
          const pointer = expression.slice('$response.body#/'.length).split('/');
          return !resolves(responseSchema, pointer);
        })
        .map((expression) => `${from}.${name}: the answer has no ${expression}`),
    );
    expect(wrong).toEqual([]);
  });
});
