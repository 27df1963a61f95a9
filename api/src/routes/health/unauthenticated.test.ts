import request from 'supertest';
import { withTestApi } from '../../../test/harness';

const api = withTestApi();

describe('without a session', () => {
  it.each([
    ['GET', '/api/auth/session'],
    ['GET', '/api/platform/remotes'],
    ['GET', '/api/tasks'],
    ['GET', '/api/notifications'],
    ['GET', '/api/events'],
    ['GET', '/api/no-such-route'],
  ])('%s %s answers 401 JSON', async (method, path) => {
    const response = await request(api.server)[method.toLowerCase() as 'get'](path);
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      error: { code: 'unauthorized', message: 'Sign in to continue' },
    });
  });

  it('reports health with a database ping', async () => {
    const response = await request(api.server).get('/healthz').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', db: { status: 'up' } });
  });
});
