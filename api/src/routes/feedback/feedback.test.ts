import { CSRF_HEADER, feedbackListResponseSchema } from '@staydesk/contracts';
import { Feedback } from '../../models/feedback';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  await createCustomerWithUsers('Mountain', ['admin']);
});

async function send(email: string, body: object) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  return agent.post('/api/feedback').set(CSRF_HEADER, csrf).send(body);
}

describe('feedback', () => {
  it('stores what anyone signed in sends, with who and from which page', async () => {
    const response = await send('cleaner@seaside.test', {
      message: '  The checklist button is too small  ',
      page: '/tasks',
    });
    expect(response.status).toBe(201);
    expect(response.body.feedback).toMatchObject({
      message: 'The checklist button is too small',
      page: '/tasks',
      author: { name: 'Seaside cleaner', email: 'cleaner@seaside.test', role: 'cleaner' },
    });
    expect(await Feedback.countDocuments({ authorEmail: 'cleaner@seaside.test' })).toBe(1);
  });

  it('refuses an empty or overlong message and stores nothing', async () => {
    const before = await Feedback.countDocuments();
    const empty = await send('admin@seaside.test', { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch('Tell us what you noticed');
    const long = await send('admin@seaside.test', { message: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(await Feedback.countDocuments()).toBe(before);
  });

  it("lists the customer's feedback, newest first, to its admins only", async () => {
    await send('admin@seaside.test', { message: 'Second thought' });
    await send('admin@mountain.test', { message: 'From the other customer' });

    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const { feedback } = feedbackListResponseSchema.parse(
      (await agent.get('/api/feedback').expect(200)).body,
    );
    expect(feedback.map((entry) => entry.message)).toEqual([
      'Second thought',
      'The checklist button is too small',
    ]);

    const cleaner = await signedInAgent(api.server, 'cleaner@seaside.test');
    await cleaner.agent.get('/api/feedback').expect(403);
  });
});
