import request from 'supertest';
import { withTestApi } from '../../test/harness';

const api = withTestApi();

interface Operation {
  security: Array<Record<string, string[]>>;
  parameters: Array<{ name: string; schema: Record<string, unknown> }>;
  requestBody?: { required: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  'x-fuzz-excluded'?: string;
}
type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };

async function operation(method: string, path: string): Promise<Operation> {
  const document = (await request(api.server).get('/api/openapi.json').expect(200)).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  return document.paths[path]![method]!;
}

const bodySchema = (op: Operation) => op.requestBody!.content['application/json']!.schema;

describe('the OpenAPI document says what the routes answer', () => {
  it('marks the routes left out of fuzzing, with the reason', async () => {
    expect((await operation('post', '/api/auth/signout'))['x-fuzz-excluded']).toMatch(/session/);
    expect((await operation('get', '/api/auth/session'))['x-fuzz-excluded']).toBeUndefined();
  });

  it('asks mutating requests for the CSRF cookie and its header', async () => {
    expect((await operation('post', '/api/commands')).security).toEqual([
      { sessionCookie: [], csrfCookie: [], csrfHeader: [] },
    ]);
    expect((await operation('post', '/api/auth/signin')).security).toEqual([
      { csrfCookie: [], csrfHeader: [] },
    ]);
  });

  it('requires a body only where an empty one is refused', async () => {
    expect((await operation('patch', '/api/user/preferences')).requestBody?.required).toBe(false);
    expect((await operation('patch', '/api/notifications')).requestBody?.required).toBe(true);
  });

  it("refuses '__proto__' keys in request bodies, as the body parser does", async () => {
    const action = bodySchema(await operation('post', '/api/commands')).properties!.action!;
    expect(action.propertyNames).toEqual({ not: { const: '__proto__' } });
  });

  it('names the events of a command route and describes their payloads', async () => {
    const action = bodySchema(await operation('post', '/api/notifications')).properties!.action!;
    expect(action.properties!.topic!.enum).toEqual(['notifications']);
    expect(action.properties!.event!.enum).toEqual([
      'notification.create',
      'notification.markAsRead',
      'notification.archive',
    ]);
    expect(action.properties!.payload!.anyOf).toHaveLength(2);
  });

  it('gives comma lists and the docs files their exact shapes', async () => {
    const status = (await operation('get', '/api/tasks')).parameters.find(
      (parameter) => parameter.name === 'status',
    );
    expect(new RegExp(status!.schema.pattern as string).test('todo,completed')).toBe(true);
    expect(new RegExp(status!.schema.pattern as string).test('todo,')).toBe(false);
    const asset = await operation('get', '/api/docs/{file}');
    expect(Object.keys(asset.responses['200']!.content!).sort()).toEqual([
      'application/javascript',
      'image/png',
      'text/css',
    ]);
  });

  it("documents a stale write's 409 with the task as it now is, other errors as the Error", async () => {
    const update = await operation('patch', '/api/tasks');
    const conflict = update.responses['409']!.content!['application/json'] as { schema: Schema };
    expect(Object.keys(conflict.schema.properties!).sort()).toEqual(['error', 'task']);
    const notFound = update.responses['404']!.content!['application/json'] as { schema: Schema };
    expect(notFound.schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('shows both bodies of the messages route: a JSON comment and a multipart upload', async () => {
    const messages = await operation('post', '/api/tasks/messages');
    const { content } = messages.requestBody!;
    expect(Object.keys(content)).toEqual(['application/json', 'multipart/form-data']);
    const form = content['multipart/form-data']!.schema;
    expect(form.required).toEqual(['taskId', 'file']);
    expect(form.properties!.file).toMatchObject({ type: 'array', maxItems: 10 });
    expect(messages.responses['413']).toBeDefined();
  });
});
