import request from 'supertest';
import { remoteRegistrySchema } from '@staydesk/contracts';
import { activeRemotes, publishRemote, rollbackRemote } from '../../services/remote-registry';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Seaside', ['admin']);
});

describe('the remote registry', () => {
  it('answers 401 without a session', async () => {
    const response = await request(api.server).get('/api/platform/remotes').expect(401);
    expect(response.body).toEqual({
      error: { code: 'unauthorized', message: 'Sign in to continue' },
    });
  });

  it('serves the active release of each remote, and publishing and rollback change it', async () => {
    await publishRemote({
      name: 'mf-tasks',
      version: '1.0.0',
      manifestUrl: 'http://cdn.test/mf-tasks/1.0.0/mf-manifest.json',
    });
    await publishRemote({
      name: 'mf-tasks',
      version: '1.1.0',
      manifestUrl: 'http://cdn.test/mf-tasks/1.1.0/mf-manifest.json',
    });
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const published = remoteRegistrySchema.parse(
      (await agent.get('/api/platform/remotes').expect(200)).body,
    );
    expect(published.remotes).toEqual([
      {
        name: 'mf-tasks',
        version: '1.1.0',
        manifestUrl: 'http://cdn.test/mf-tasks/1.1.0/mf-manifest.json',
      },
    ]);

    await rollbackRemote('mf-tasks');
    const rolledBack = (await agent.get('/api/platform/remotes').expect(200)).body;
    expect(rolledBack.remotes[0].version).toBe('1.0.0');
    await expect(rollbackRemote('mf-tasks')).rejects.toThrow('no earlier release');
    expect((await activeRemotes()).map((remote) => remote.version)).toEqual(['1.0.0']);
  });

  it('refuses a malformed manifest URL', async () => {
    await expect(
      publishRemote({ name: 'mf-palette', version: '1', manifestUrl: 'not a url' }),
    ).rejects.toThrow();
  });
});
