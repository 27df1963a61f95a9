import { CSRF_HEADER } from '@staydesk/contracts';
import { Task } from '../models/task';
import { signedInAgent, withTestApi } from '../../test/harness';
import { seedDemo } from './demo';

const api = withTestApi(async () => {
  await seedDemo('demo-password');
});

const openBlocking = { $elemMatch: { isBlocking: true, status: { $ne: 'resolved' } } };

describe('demo issues', () => {
  it('explains every blocked task by an open blocking issue with evidence', async () => {
    const blocked = await Task.find({ status: 'blocked', parentTaskId: null }).lean();
    expect(blocked.length).toBeGreaterThanOrEqual(10);
    for (const task of blocked) {
      expect(task.issues.some((issue) => issue.isBlocking && issue.status !== 'resolved')).toBe(
        true,
      );
    }
    const showcase = await Task.findOne({ 'issues.videos.0': { $exists: true } }).lean();
    const issues = showcase?.issues ?? [];
    expect(issues.map((issue) => issue.location ?? 'General').sort()).toEqual([
      'Bathroom',
      'General',
      'Kitchen',
      'access',
    ]);
    expect(issues.find((issue) => issue.location === 'access')?.voiceRecordings[0]).toMatchObject({
      transcription: expect.stringContaining('four four seven one'),
    });
    expect(issues.some((issue) => issue.fromSubtask && issue.subtaskTitle)).toBe(true);
  });

  it('lets the demo manager resolve a blocking issue, which unblocks its task', async () => {
    const task = await Task.findOne({ status: 'blocked', parentTaskId: null, issues: openBlocking })
      .sort({ dueDate: 1 })
      .lean();
    const { agent, csrf } = await signedInAgent(api.server, 'admin@demo.test', 'demo-password');
    for (const issue of task!.issues.filter((entry) => entry.isBlocking)) {
      await agent
        .patch(`/api/tasks/${task!._id.toString()}/issues`)
        .set(CSRF_HEADER, csrf)
        .send({ issueId: issue._id.toString(), action: 'resolve' })
        .expect(200);
    }
    expect((await Task.findById(task!._id).lean())?.status).toBe('in_progress');
  });
});
