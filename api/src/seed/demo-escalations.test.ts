import {
  DEFAULT_ESCALATION_RULES,
  hasActiveEscalation,
  type Task as TaskRead,
} from '@staydesk/contracts';
import { EscalationStep } from '../models/escalation';
import { Task } from '../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../test/harness';
import { seedDemoEscalations } from './demo-escalations';

const api = withTestApi(async () => {
  const { customerId, users } = await createCustomerWithUsers('Demo', [
    'admin',
    'cleaner',
    'partner',
    'maintenance',
  ]);
  await seedDemoEscalations(customerId, users, [], new Date());
});

const read = async (title: string): Promise<TaskRead> => {
  const task = await Task.findOne({ title }).lean();
  const { agent } = await signedInAgent(api.server, 'admin@demo.test');
  return (await agent.get(`/api/tasks?taskId=${task!._id.toString()}`).expect(200)).body.task;
};

describe('the demo escalations', () => {
  it('shows a task with an active escalation after a resolved one, its next step scheduled', async () => {
    const task = await read('Turnover before the early check-in');
    expect(task.escalations.map((e) => [e.reason, e.resolved_at === null])).toEqual([
      ['quality_issues', false],
      ['reassigned_to_backup', true],
    ]);
    expect(hasActiveEscalation(task.escalations)).toBe(true);
    const steps = await EscalationStep.find({ taskId: task.id, state: 'pending' }).lean();
    expect(steps.map((step) => step.step)).toContain('backup_timeout');
  });

  it('shows a task with rules of its own', async () => {
    const task = await read('Fix the dripping kitchen tap');
    expect(task.escalation_rules).not.toEqual(DEFAULT_ESCALATION_RULES);
    expect(task.escalation_rules.primaryVisibilityTime).toBe(1);
  });
});
