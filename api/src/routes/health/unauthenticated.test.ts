import request from 'supertest';
import { withTestApi } from '../../../test/harness';

const api = withTestApi();

// Who may call each declared route is checked for every role in api/test/authorization-matrix.
describe('without a session', () => {
  it('answers an unknown API path with a 404 JSON error', async () => {
    const response = await request(api.server).get('/api/no-such-route').expect(404);
    expect(response.body).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/no-such-route' },
    });
  });

  it('answers a method a path does not serve with 405 and its Allow header, TRACE included', async () => {
    for (const method of ['trace', 'put'] as const) {
      const response = await request(api.server)[method]('/api/auth/csrf').expect(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body.error.message).toBe(
        `${method.toUpperCase()} is not allowed here: use GET, HEAD`,
      );
    }
    const read = await request(api.server).get('/api/commands').expect(405);
    expect(read.headers.allow).toBe('POST');
    const options = await request(api.server).options('/api/notifications').expect(204);
    expect(options.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'PATCH', 'POST']);
  });

  it('reports health with a database ping, and sets no cookie', async () => {
    const response = await request(api.server).get('/healthz').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', db: { status: 'up' } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
