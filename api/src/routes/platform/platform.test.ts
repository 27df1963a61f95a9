import request from 'supertest';
import { CSRF_HEADER, remoteRegistrySchema } from '@staydesk/contracts';
import { User } from '../../models/user';
import { activeRemotes, publishRemote, rollbackRemote } from '../../services/remote-registry';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let adminId: string;
let secondAdminId: string;
const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  adminId = seaside.users.get('admin')!.toString();
  const secondAdmin = await User.create({
    email: 'second-admin@seaside.test',
    name: 'Seaside second admin',
    passwordHash: (await User.findById(adminId).lean())!.passwordHash,
    memberships: [{ customerId: seaside.customerId, roles: ['admin'], active: true }],
  });
  secondAdminId = secondAdmin._id.toString();
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

  it('tells an admin, and only an admin in their own session, where a remote may be loaded from in their browser', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const asAdmin = remoteRegistrySchema.parse(
      (await agent.get('/api/platform/remotes').expect(200)).body,
    );
    // The test API's deployment allows any port on localhost (see test/harness.ts).
    expect(asAdmin.overrides).toEqual({ userId: adminId, allowedOrigins: ['http://localhost:*'] });

    const { agent: cleaner } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const asCleaner = (await cleaner.get('/api/platform/remotes').expect(200)).body;
    expect(asCleaner).not.toHaveProperty('overrides');
    expect(asCleaner.remotes).toEqual(asAdmin.remotes);

    await agent
      .post('/api/admin/impersonation')
      .set(CSRF_HEADER, csrf)
      .send({ userId: secondAdminId, reason: 'Checks what the second admin sees' })
      .expect(200);
    const impersonating = (await agent.get('/api/platform/remotes').expect(200)).body;
    expect(impersonating).not.toHaveProperty('overrides');
  });
});
