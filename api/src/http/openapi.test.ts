import Ajv2020 from 'ajv/dist/2020';
import request from 'supertest';
import { CSRF_HEADER } from '@staydesk/contracts';
import { declaredRoutes } from '../../test/declared-routes';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../test/harness';
import { openApiPath } from './openapi';

const ROUTES = declaredRoutes();

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
type Operation = {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};

const api = withTestApi(async () => {
  await createCustomerWithUsers('Seaside', ['admin']);
});

async function servedDocument(): Promise<Document> {
  const response = await request(api.server).get('/api/openapi.json').expect(200);
  return response.body as Document;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served without a session', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const document = await servedDocument();
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every declared route, under its operation id, and nothing else', async () => {
    const { paths } = await servedDocument();
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
      })),
    );
    const declared = ROUTES.map((route) => ({
      route: `${route.method} ${openApiPath(route.path)}`,
      operationId: route.id,
    }));
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(documented.sort(byRoute)).toEqual(declared.sort(byRoute));
  });

  it('describes what the routes really answer: a real answer validates against its schema', async () => {
    const document = await servedDocument();
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
    const schemaOf = (path: string, method: string, status: number) => {
      const content = document.paths[path]?.[method]?.responses[String(status)]?.content;
      const schema = content?.['application/json']?.schema;
      if (!schema) throw new Error(`no ${status} schema for ${method} ${path}`);
      // Error answers refer to the shared component.
      return JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"doc#/components'));
    };
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const answers = [
      ['/api/auth/session', 'get', await agent.get('/api/auth/session')],
      ['/api/tasks', 'get', await agent.get('/api/tasks?limit=5')],
      ['/api/notifications', 'get', await agent.get('/api/notifications')],
      ['/api/platform/remotes', 'get', await agent.get('/api/platform/remotes')],
      [
        '/api/commands',
        'post',
        await agent
          .post('/api/commands')
          .set(CSRF_HEADER, csrf)
          .send({ action: { type: 'command', topic: 'tasks', event: 'task.create', payload: {} } }),
      ],
      [
        '/api/reservations/{id}',
        'get',
        await agent.get('/api/reservations/64b7f0c2a1b2c3d4e5f60718'),
      ],
    ] as const;
    for (const [path, method, response] of answers) {
      const validate = ajv.compile(schemaOf(path, method, response.status));
      expect({
        path,
        status: response.status,
        valid: validate(response.body),
        errors: validate.errors ?? null,
      }).toEqual({
        path,
        status: response.status,
        valid: true,
        errors: null,
      });
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files from the API, with no inline script', async () => {
    const page = await request(api.server).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(
      scripts.map(([, attributes, body]) => ({
        src: /src=/.test(attributes ?? ''),
        body: body?.trim(),
      })),
    ).toEqual([
      { src: true, body: '' },
      { src: true, body: '' },
    ]);
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']) {
      const asset = await request(api.server).get(`/api/docs/${file}`).expect(200);
      expect(asset.headers['content-type']).toMatch(
        file.endsWith('.css') ? /text\/css/ : /javascript/,
      );
    }
    await request(api.server).get('/api/docs/package.json').expect(400);
  });
});
