import {
  CSRF_HEADER,
  OUTAGE_EVENT_TYPE,
  type Outage,
  type SystemHealth,
} from '@staydesk/contracts';
import { LiveEventModel } from '../../models/live-event';
import { recordProviderStatus } from '../../services/outage';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
});

describe('the outage banner', () => {
  it('is raised and cleared by hand by an admin, and every shell hears of it', async () => {
    const admin = await signedInAgent(api.server, 'admin@seaside.test');
    const cleaner = await signedInAgent(api.server, 'cleaner@seaside.test');
    expect((await cleaner.agent.get('/api/system/outage').expect(200)).body).toMatchObject({
      active: false,
    });
    await admin.agent
      .put('/api/system/outage')
      .set(CSRF_HEADER, admin.csrf)
      .send({ description: 'Hosting provider outage', statusPageUrl: 'https://status.example.com' })
      .expect(200);
    const shown = (await cleaner.agent.get('/api/system/outage').expect(200)).body as Outage;
    expect(shown).toMatchObject({
      active: true,
      source: 'manual',
      description: 'Hosting provider outage',
      statusPageUrl: 'https://status.example.com',
    });
    expect(await LiveEventModel.countDocuments({ type: OUTAGE_EVENT_TYPE })).toBe(1);

    await admin.agent.delete('/api/system/outage').set(CSRF_HEADER, admin.csrf).expect(200);
    expect((await cleaner.agent.get('/api/system/outage').expect(200)).body).toMatchObject({
      active: false,
    });
  });

  it('cannot be raised or cleared by other roles', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'cleaner@seaside.test');
    await agent
      .put('/api/system/outage')
      .set(CSRF_HEADER, csrf)
      .send({ description: 'Not mine to say' })
      .expect(403);
    await agent.delete('/api/system/outage').set(CSRF_HEADER, csrf).expect(403);
  });

  it("follows the provider's state changes, and stays cleared until the provider changes again", async () => {
    const admin = await signedInAgent(api.server, 'admin@seaside.test');
    const down = {
      down: true,
      description: 'Major outage',
      statusPageUrl: 'https://status.example.com',
    };
    await recordProviderStatus(down);
    expect((await admin.agent.get('/api/system/outage').expect(200)).body).toMatchObject({
      active: true,
      source: 'provider',
      description: 'Major outage',
    });
    await admin.agent.delete('/api/system/outage').set(CSRF_HEADER, admin.csrf).expect(200);
    await recordProviderStatus(down);
    expect((await admin.agent.get('/api/system/outage').expect(200)).body.active).toBe(false);
    await recordProviderStatus({ ...down, down: false, description: 'All Systems Operational' });
    await recordProviderStatus(down);
    expect((await admin.agent.get('/api/system/outage').expect(200)).body.active).toBe(true);
    await admin.agent.delete('/api/system/outage').set(CSRF_HEADER, admin.csrf).expect(200);
  });
});

describe('system health', () => {
  it('reports the API, the database, the job runner and the active remotes', async () => {
    const { agent } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const health = (await agent.get('/api/system/health').expect(200)).body as SystemHealth;
    expect(health.api.status).toBe('ok');
    expect(health.database.status).toBe('ok');
    expect(health.jobRunner.status).toBe('ok');
    expect(Array.isArray(health.remotes)).toBe(true);
  });
});
