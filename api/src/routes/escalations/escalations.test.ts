import type { Types } from 'mongoose';
import { CSRF_HEADER, DEFAULT_ESCALATION_RULES, type Role } from '@staydesk/contracts';
import { Escalation } from '../../models/escalation';
import { Notification } from '../../models/notification';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const PATH = '/api/tasks/marketplace/escalations';
const ROLES: Role[] = ['admin', 'concierge', 'supervisor', 'cleaner', 'partner', 'accountant'];

let users: Map<Role, Types.ObjectId>;
let customerId: Types.ObjectId;
let otherCustomerTaskId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ROLES);
  users = seaside.users;
  customerId = seaside.customerId;
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const foreign = await Task.create({
    customerId: mountain.customerId,
    title: 'Mountain turnover',
    category: 'cleaning',
    priority: 'medium',
  });
  otherCustomerTaskId = foreign._id.toString();
});

const as = async (role: Role) => {
  const { agent, csrf } = await signedInAgent(api.server, `${role}@seaside.test`);
  return {
    patch: (body: object) => agent.patch(PATH).set(CSRF_HEADER, csrf).send(body),
    post: (body: object) => agent.post(PATH).set(CSRF_HEADER, csrf).send(body),
    read: (taskId: string) => agent.get(`/api/tasks?taskId=${taskId}`),
  };
};

async function newTask(extra: object = {}) {
  const task = await Task.create({
    customerId,
    title: 'Beach house turnover',
    category: 'cleaning',
    priority: 'medium',
    assignments: [{ userId: users.get('cleaner') }],
    ...extra,
  });
  return task._id.toString();
}

const rules = (changes: object) => ({ ...DEFAULT_ESCALATION_RULES, ...changes });

describe('PATCH /api/tasks/marketplace/escalations: the rules', () => {
  it('reads the default rules until some are set, then the task keeps its own', async () => {
    const taskId = await newTask();
    const admin = await as('admin');
    expect((await admin.read(taskId)).body.task.escalation_rules).toEqual(DEFAULT_ESCALATION_RULES);
    const custom = rules({ primaryVisibilityTime: 1, confirmationDeadlineTime: 30 });
    const answer = await admin.patch({ taskId, action: 'update_rules', rules: custom });
    expect(answer.status).toBe(200);
    expect(answer.body.task.escalation_rules).toEqual(custom);
    expect((await admin.read(taskId)).body.task.escalation_rules).toEqual(custom);
  });

  it.each([
    ['primaryVisibilityTime', 0],
    ['backupVisibilityTime', 169],
    ['completionReminderTime', 1.5],
    ['confirmationReminderTime', 31],
    ['confirmationDeadlineTime', 0],
  ])('refuses %s = %s with 400 and changes nothing', async (rule, value) => {
    const taskId = await newTask();
    const admin = await as('admin');
    const before = await Task.findById(taskId).lean();
    const answer = await admin.patch({
      taskId,
      action: 'update_rules',
      rules: rules({ [rule]: value }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(rule);
    const after = await Task.findById(taskId).lean();
    expect(after?.escalationRules ?? null).toBeNull();
    expect(after?.version).toBe(before?.version);
  });

  it('accepts the bounds themselves: 1 and 168 hours, 1 and 30 days', async () => {
    const taskId = await newTask();
    const admin = await as('admin');
    const edges = rules({
      primaryVisibilityTime: 1,
      backupVisibilityTime: 168,
      confirmationReminderTime: 30,
      confirmationDeadlineTime: 1,
    });
    const answer = await admin.patch({ taskId, action: 'update_rules', rules: edges });
    expect(answer.status).toBe(200);
  });
});

describe('who may manage escalations', () => {
  it('lets structure editors in, refuses other roles with 403 and changes nothing', async () => {
    const taskId = await newTask();
    const statuses: Record<string, number[]> = {};
    for (const role of ROLES) {
      const client = await as(role);
      statuses[role] = [
        (await client.patch({ taskId, action: 'update_rules', rules: rules({}) })).status,
        (await client.post({ taskId, reason: 'no_progress', escalation_level: 'warning' })).status,
      ];
    }
    expect(statuses).toEqual({
      admin: [200, 201],
      concierge: [200, 201],
      supervisor: [200, 201],
      cleaner: [403, 403],
      partner: [403, 403],
      accountant: [403, 403],
    });
    expect(await Escalation.countDocuments({ taskId })).toBe(3);
  });

  it("answers 404 for another customer's task, and for none at all", async () => {
    const admin = await as('admin');
    for (const taskId of [otherCustomerTaskId, '64b000000000000000000000', 'not-an-id']) {
      const answer = await admin.post({
        taskId,
        reason: 'quality_issues',
        escalation_level: 'warning',
      });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
      const rulesAnswer = await admin.patch({ taskId, action: 'update_rules', rules: rules({}) });
      expect(rulesAnswer.status).toBe(404);
    }
    expect(await Escalation.countDocuments({ taskId: otherCustomerTaskId })).toBe(0);
  });
});

describe('POST /api/tasks/marketplace/escalations', () => {
  it('raises a manual warning, tells the provider, and lists the history oldest first', async () => {
    const taskId = await newTask();
    const admin = await as('admin');
    const first = await admin.post({ taskId, reason: 'no_progress', escalation_level: 'warning' });
    expect(first.status).toBe(201);
    const second = await admin.post({
      taskId,
      reason: 'quality_issues',
      escalation_level: 'warning',
      details: 'Towels left on the floor',
    });
    const history = second.body.task.escalations;
    expect(history.map((e: { reason: string }) => e.reason)).toEqual([
      'no_progress',
      'quality_issues',
    ]);
    expect(history[1]).toMatchObject({
      escalation_level: 'warning',
      details: 'Towels left on the floor',
      resolved_at: null,
    });
    const told = await Notification.find({
      type: 'task_escalation',
      'sourceReference.taskId': taskId,
    });
    expect(told.length).toBeGreaterThan(0);
  });

  it('refuses a reason the manual form does not offer, and any other level', async () => {
    const taskId = await newTask();
    const admin = await as('admin');
    for (const body of [
      { taskId, reason: 'deadline_missed', escalation_level: 'warning' },
      { taskId, reason: 'no_progress', escalation_level: 'marketplace' },
      { taskId, action: 'escalate_to_mars' },
    ]) {
      expect((await admin.post(body)).status).toBe(400);
    }
    expect(await Escalation.countDocuments({ taskId })).toBe(0);
  });

  it('escalates to the marketplace once: the unanswered assignment is handed back', async () => {
    const taskId = await newTask();
    const admin = await as('admin');
    const answer = await admin.post({ taskId, action: 'escalate_to_marketplace' });
    expect(answer.status).toBe(201);
    expect(answer.body.task.marketplace_eligible).toBe(true);
    expect(answer.body.task.assignments[0].status).toBe('declined');
    expect(answer.body.task.escalations).toMatchObject([
      { reason: 'escalated_to_marketplace', escalation_level: 'marketplace', resolved_at: null },
    ]);
    const offer = (await Task.findById(taskId).lean())?.marketplaceOffer;
    expect(offer).toMatchObject({ maxBidPrice: 500, requiredSkills: ['cleaning'] });
    expect(offer!.expiresAt.getTime() - offer!.visibleFrom.getTime()).toBe(2 * 24 * 3_600_000);
    const again = await admin.post({ taskId, action: 'escalate_to_marketplace' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This task is already on the marketplace');
    expect(await Escalation.countDocuments({ taskId })).toBe(1);
  });

  it('refuses to escalate a completed task, or one its provider accepted, changing nothing', async () => {
    const admin = await as('admin');
    const completed = await newTask({ status: 'completed' });
    expect(
      (await admin.post({ taskId: completed, action: 'escalate_to_marketplace' })).status,
    ).toBe(409);
    const accepted = await newTask({
      assignments: [
        { userId: users.get('cleaner'), status: 'accepted', acceptanceStatus: 'accepted' },
      ],
    });
    const answer = await admin.post({ taskId: accepted, action: 'escalate_to_marketplace' });
    expect(answer.status).toBe(409);
    expect((await Task.findById(accepted).lean())?.marketplaceEligible).toBe(false);
    expect(await Escalation.countDocuments({ taskId: { $in: [completed, accepted] } })).toBe(0);
  });
});
