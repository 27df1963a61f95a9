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

  it('reports health with a database ping, and sets no cookie', async () => {
    const response = await request(api.server).get('/healthz').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', db: { status: 'up' } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
