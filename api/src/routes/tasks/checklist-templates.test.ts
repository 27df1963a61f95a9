import { checklistTemplateResponseSchema, CSRF_HEADER } from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { ChecklistTemplate } from '../../models/task-templates';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const PATH = '/api/tasks/checklists/templates';

let seasideId: Types.ObjectId;
let mountainTemplateId: string;
let globalTemplateId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'concierge', 'cleaner']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  seasideId = seaside.customerId;
  const mountainTemplate = await ChecklistTemplate.create({
    customerId: mountain.customerId,
    title: 'Mountain cabin checks',
    items: [{ title: 'Stack the firewood' }],
  });
  const globalTemplate = await ChecklistTemplate.create({
    title: 'Standard turnover',
    isGlobal: true,
    items: [{ title: 'Strip beds', required: true }],
  });
  mountainTemplateId = mountainTemplate._id.toString();
  globalTemplateId = globalTemplate._id.toString();
});

const stored = async (id: string) => ChecklistTemplate.findById(id).lean();

async function signedIn(email: string) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  return {
    list: () => agent.get(PATH),
    create: (body: unknown) =>
      agent
        .post(PATH)
        .set(CSRF_HEADER, csrf)
        .send(body as object),
    update: (id: string, body: unknown) =>
      agent
        .patch(`${PATH}/${id}`)
        .set(CSRF_HEADER, csrf)
        .send(body as object),
    remove: (id: string) => agent.delete(`${PATH}/${id}`).set(CSRF_HEADER, csrf),
  };
}

describe('checklist templates', () => {
  it('lets a structure editor create, change and delete a template of its customer', async () => {
    const concierge = await signedIn('concierge@seaside.test');
    const created = await concierge
      .create({
        title: '  Pool check ',
        category: 'maintenance',
        items: [
          { title: 'Test the water', section: 'Pool', required: true },
          { title: 'Skim the leaves' },
        ],
      })
      .expect(201);
    const { template } = checklistTemplateResponseSchema.parse(created.body);
    expect(template).toMatchObject({
      title: 'Pool check',
      category: 'maintenance',
      isGlobal: false,
    });
    expect(template.items).toEqual([
      expect.objectContaining({
        title: 'Test the water',
        section: 'Pool',
        required: true,
        order: 0,
      }),
      expect.objectContaining({
        title: 'Skim the leaves',
        section: 'General',
        required: false,
        order: 1,
      }),
    ]);
    expect((await stored(template.id))?.customerId?.equals(seasideId)).toBe(true);

    const listed = await concierge.list().expect(200);
    expect(listed.body.templates.map((entry: { title: string }) => entry.title)).toEqual([
      'Pool check',
      'Standard turnover',
    ]);

    const changed = await concierge
      .update(template.id, { title: 'Pool and spa check', items: [{ title: 'Check the spa' }] })
      .expect(200);
    expect(changed.body.template).toMatchObject({
      title: 'Pool and spa check',
      category: 'maintenance',
      items: [expect.objectContaining({ title: 'Check the spa', order: 0 })],
    });

    await concierge.remove(template.id).expect(204);
    expect(await stored(template.id)).toBeNull();
  });

  it('refuses roles that do not edit task structure, and changes nothing', async () => {
    const cleaner = await signedIn('cleaner@seaside.test');
    const refused = await cleaner.create({ title: 'Sneaky', items: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect(await ChecklistTemplate.countDocuments({ title: 'Sneaky' })).toBe(0);
    await cleaner.update(globalTemplateId, { title: 'Renamed' }).expect(403);
    await cleaner.remove(mountainTemplateId).expect(403);
    await cleaner.list().expect(200);
  });

  it("answers another customer's template like a missing one, and leaves it as it was", async () => {
    const admin = await signedIn('admin@seaside.test');
    const changed = await admin.update(mountainTemplateId, { title: 'Mine now' });
    expect(changed.status).toBe(404);
    expect(changed.body).toEqual({
      error: { code: 'not_found', message: 'Checklist template not found' },
    });
    await admin.remove(mountainTemplateId).expect(404);
    expect(await stored(mountainTemplateId)).toMatchObject({ title: 'Mountain cabin checks' });
    const listed = await admin.list().expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('Mountain cabin checks');
  });

  it('keeps global templates read-only', async () => {
    const admin = await signedIn('admin@seaside.test');
    const changed = await admin.update(globalTemplateId, { title: 'Our turnover' });
    expect(changed.status).toBe(403);
    expect(changed.body.error.message).toBe('Global checklist templates cannot be changed');
    await admin.remove(globalTemplateId).expect(403);
    expect(await stored(globalTemplateId)).toMatchObject({ title: 'Standard turnover' });
  });

  it('refuses bad input with a clear message, and stores nothing', async () => {
    const admin = await signedIn('admin@seaside.test');
    const before = await ChecklistTemplate.countDocuments();
    const untitled = await admin.create({ title: '   ', items: [] }).expect(400);
    expect(untitled.body.error.message).toContain('A template needs a title');
    const emptyItem = await admin.create({ title: 'Fine', items: [{ title: '' }] }).expect(400);
    expect(emptyItem.body.error.message).toContain('Every item needs a title');
    await admin.create({ title: 'Fine', category: 'gardening' }).expect(400);
    await admin.create({ title: 'Fine', isGlobal: true }).expect(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => ({ title: `Item ${index}` }));
    await admin.create({ title: 'Fine', items: tooMany }).expect(400);
    expect(await ChecklistTemplate.countDocuments()).toBe(before);

    const own = await admin.create({ title: 'Own', items: [{ title: 'Keep me' }] }).expect(201);
    const id = own.body.template.id as string;
    await admin.update(id, {}).expect(400);
    await admin.update(id, { title: '' }).expect(400);
    await admin.update('not-an-id', { title: 'Fine' }).expect(404);
    expect(await stored(id)).toMatchObject({
      title: 'Own',
      items: [expect.objectContaining({ title: 'Keep me' })],
    });
  });
});
