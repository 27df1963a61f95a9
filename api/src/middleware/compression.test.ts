import { Task } from '../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../test/harness';

const api = withTestApi(async () => {
  const { customerId } = await createCustomerWithUsers('Seaside', ['admin']);
  await Task.create(
    Array.from({ length: 12 }, (_, i) => ({
      customerId,
      title: `Turnover clean of apartment ${i + 1}`,
      category: 'cleaning',
      priority: 'medium',
      checklist: [{ title: 'Strip beds', required: true }],
    })),
  );
});

const admin = async () => (await signedInAgent(api.server, 'admin@seaside.test')).agent;

describe('compressed answers', () => {
  it('sends a long JSON list compressed in the encoding the client prefers', async () => {
    const agent = await admin();
    const plain = await agent.get('/api/tasks').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    expect(plain.body.tasks).toHaveLength(12);

    for (const encoding of ['br', 'gzip']) {
      // The client decodes the body by its Content-Encoding: wrong bytes would fail here.
      const compressed = await agent
        .get('/api/tasks')
        .set('accept-encoding', `${encoding}, identity;q=0.5`)
        .expect(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.body).toEqual(plain.body);
    }
  });

  it('sends a short answer as it is', async () => {
    const agent = await admin();
    const response = await agent
      .get('/api/tasks?status=completed')
      .set('accept-encoding', 'br, gzip')
      .expect(200);
    expect(response.body).toEqual(expect.objectContaining({ tasks: [] }));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBeLessThan(1024);
  });
});
