import { ROLES } from './roles';
import {
  ANOTHER_CUSTOMERS_DETAILS_REFUSAL,
  canEditStructure,
  canViewTask,
  completionRefusal,
  isInScope,
  providerStartAction,
  sameDayCheckIn,
  tagSuggestions,
  taskEditRights,
  taskChangeRefusal,
  taskEditScope,
  taskScope,
  taskTagRefusal,
  TASK_UPDATE_FIELDS,
  taskUpdateRefusal,
  TAG_COLORS,
} from './task-rules';
import { issueBadge } from './task-issues';

const assignedToCleaner = { assignments: [{ user_id: 'u-cleaner', status: 'accepted' }] };

describe('taskEditScope (spec: tasks §6)', () => {
  it.each(['admin', 'owner', 'user', 'team_lead', 'supervisor', 'roamer'] as const)(
    '%s has full edit',
    (role) => {
      expect(taskEditScope({ userId: 'someone', role }, assignedToCleaner)).toBe('full');
    },
  );

  it('gives the concierge structure editing only', () => {
    const concierge = { userId: 'c', role: 'concierge' as const };
    expect(taskEditScope(concierge, assignedToCleaner)).toBe('structure');
    expect(taskUpdateRefusal(concierge, assignedToCleaner, ['convertToTask'])).toBeNull();
    expect(taskUpdateRefusal(concierge, assignedToCleaner, ['priority'])).toMatch(/concierge/);
  });

  it('lets cleaner and maintenance edit only when assigned by user id', () => {
    expect(taskEditScope({ userId: 'u-cleaner', role: 'cleaner' }, assignedToCleaner)).toBe(
      'provider',
    );
    expect(taskEditScope({ userId: 'u-other', role: 'cleaner' }, assignedToCleaner)).toBe('none');
    expect(taskEditScope({ userId: 'u-other', role: 'maintenance' }, assignedToCleaner)).toBe(
      'none',
    );
  });

  it('lets a partner edit when a user of its company is assigned', () => {
    expect(taskEditScope({ userId: 'p', role: 'partner' }, assignedToCleaner)).toBe('none');
    const partner = { userId: 'p', role: 'partner' as const, companyUserIds: ['u-cleaner'] };
    expect(taskEditScope(partner, assignedToCleaner)).toBe('provider');
    expect(taskUpdateRefusal(partner, assignedToCleaner, ['assignedTo'])).toBeNull();
  });

  it('never lets a provider change category, priority, status or due date', () => {
    const cleaner = { userId: 'u-cleaner', role: 'cleaner' as const };
    for (const field of ['category', 'priority', 'status', 'dueDate'] as const) {
      expect(taskUpdateRefusal(cleaner, assignedToCleaner, [field])).toBe(
        'Service providers cannot change category, priority, status or due date',
      );
    }
    expect(taskUpdateRefusal(cleaner, assignedToCleaner, ['description'])).toBeNull();
    expect(taskUpdateRefusal(cleaner, assignedToCleaner, ['assignedTo'])).toMatch(/assignedTo/);
  });

  it('leaves read-only roles read-only', () => {
    expect(taskEditScope({ userId: 'a', role: 'accountant' }, assignedToCleaner)).toBe('none');
  });
  it('a declined assignment grants nothing', () => {
    const declined = { assignments: [{ user_id: 'u-cleaner', status: 'declined' }] };
    expect(taskEditScope({ userId: 'u-cleaner', role: 'cleaner' }, declined)).toBe('none');
  });
});

describe('canEditStructure', () => {
  it('is held by the managers and the concierge only', () => {
    expect(ROLES.filter(canEditStructure)).toEqual([
      'admin',
      'owner',
      'user',
      'team_lead',
      'supervisor',
      'concierge',
      'roamer',
    ]);
  });
});

describe('canViewTask', () => {
  const admin = { userId: 'u-admin', role: 'admin' as const };
  const unassigned = { assignments: [], customer_id: 'b' };

  it('needs the same customer or a super user', () => {
    const own = { isSuperUser: false, customerId: 'a', ...admin };
    expect(canViewTask(own, { ...unassigned, customer_id: 'a' })).toBe(true);
    expect(canViewTask(own, unassigned)).toBe(false);
    expect(canViewTask({ ...own, isSuperUser: true }, unassigned)).toBe(true);
  });

  it("opens another customer's task to the provider holding a live assignment on it", () => {
    const cleaner = { userId: 'u-cleaner', role: 'cleaner' as const };
    const viewer = { ...cleaner, isSuperUser: false, customerId: 'a' };
    const assignedTo = (user_id: string, status: string) => ({
      customer_id: 'b',
      assignments: [{ user_id, status }],
    });
    expect(canViewTask(viewer, assignedTo('u-cleaner', 'pending'))).toBe(true);
    expect(canViewTask(viewer, assignedTo('u-cleaner', 'accepted'))).toBe(true);
    expect(canViewTask(viewer, assignedTo('u-cleaner', 'completed'))).toBe(true);
    expect(canViewTask(viewer, assignedTo('u-cleaner', 'declined'))).toBe(false);
    expect(canViewTask(viewer, assignedTo('u-other', 'accepted'))).toBe(false);
    expect(canViewTask(viewer, unassigned)).toBe(false);
    // Only a provider acts on another customer's work; an assigned inspector does not.
    const inspector = { ...viewer, userId: 'u-inspector', role: 'inspector' as const };
    expect(canViewTask(inspector, assignedTo('u-inspector', 'accepted'))).toBe(false);
    const partner = { ...viewer, userId: 'u-partner', role: 'partner' as const };
    const withColleague = { ...partner, companyUserIds: ['u-cleaner'] };
    expect(canViewTask(partner, assignedTo('u-cleaner', 'accepted'))).toBe(false);
    expect(canViewTask(withColleague, assignedTo('u-cleaner', 'accepted'))).toBe(true);
  });
});

describe('taskEditRights', () => {
  const superAdmin = { userId: 'u-1', role: 'admin' as const, isSuperUser: true, customerId: 'a' };

  it("leaves another customer's task read-only to a super user, whatever the role", () => {
    const rights = taskEditRights(superAdmin, { ...assignedToCleaner, customer_id: 'b' });
    expect(rights.readOnlyNotice).toMatch(/another customer's task/);
    expect(rights.scope).toBe('none');
    expect(rights.mayChange('status')).toBe(false);
    expect(rights.mayTouch).toBe(false);
    expect(rights.mayEditStructure).toBe(false);
  });

  it("lets the provider assigned to another customer's task run it, changing no field or tag", () => {
    const cleaner = { userId: 'u-cleaner', role: 'cleaner' as const, isSuperUser: false };
    const rights = taskEditRights(
      { ...cleaner, customerId: 'a' },
      { ...assignedToCleaner, customer_id: 'b' },
    );
    expect(rights.readOnlyNotice).toBeNull();
    expect(rights.scope).toBe('provider');
    expect(rights.mayTouch).toBe(true);
    expect(TASK_UPDATE_FIELDS.filter(rights.mayChange)).toEqual([]);
    expect(rights.mayTag).toBe(false);
    expect(rights.mayEditStructure).toBe(false);
  });

  it("gives the customer's own provider its fields and tags, the same role elsewhere none", () => {
    const partner = {
      userId: 'u-partner',
      role: 'partner' as const,
      companyUserIds: ['u-cleaner'],
      isSuperUser: false,
      customerId: 'a',
    };
    const own = taskEditRights(partner, { ...assignedToCleaner, customer_id: 'a' });
    expect(TASK_UPDATE_FIELDS.filter(own.mayChange)).toEqual([
      'description',
      'assignedTo',
      'roleType',
      'assignmentType',
      'estimatedDuration',
      'actualDuration',
      'startedAt',
    ]);
    expect(own.mayTag).toBe(true);
    const elsewhere = taskEditRights(partner, { ...assignedToCleaner, customer_id: 'b' });
    expect(TASK_UPDATE_FIELDS.filter(elsewhere.mayChange)).toEqual([]);
    expect(elsewhere.mayTag).toBe(false);
  });

  it("applies the role's rules to the viewer's own customer's task", () => {
    const rights = taskEditRights(superAdmin, { ...assignedToCleaner, customer_id: 'a' });
    expect(rights.readOnlyNotice).toBeNull();
    expect(rights.scope).toBe('full');
    expect(rights.mayChange('status')).toBe(true);
    expect(rights.mayTag).toBe(true);
    expect(rights.mayEditStructure).toBe(true);
  });
});

describe('taskChangeRefusal and taskTagRefusal', () => {
  const cleaner = { userId: 'u-cleaner', role: 'cleaner' as const, isSuperUser: false };
  const onA = { ...assignedToCleaner, customer_id: 'a' };
  const onB = { ...assignedToCleaner, customer_id: 'b' };

  it("refuse another customer's provider every field and tag, with the same words", () => {
    const viewer = { ...cleaner, customerId: 'a' };
    for (const field of TASK_UPDATE_FIELDS) {
      expect(taskChangeRefusal(viewer, onB, [field])).toBe(ANOTHER_CUSTOMERS_DETAILS_REFUSAL);
    }
    expect(taskTagRefusal(viewer, onB)).toBe(ANOTHER_CUSTOMERS_DETAILS_REFUSAL);
  });

  it("follow the role table and the touch rule on the viewer's own customer's task", () => {
    const viewer = { ...cleaner, customerId: 'a' };
    expect(taskChangeRefusal(viewer, onA, ['description'])).toBeNull();
    expect(taskChangeRefusal(viewer, onA, ['status'])).toBe(
      taskUpdateRefusal(viewer, onA, ['status']),
    );
    expect(taskTagRefusal(viewer, onA)).toBeNull();
    const stranger = { ...viewer, userId: 'u-other' };
    expect(taskTagRefusal(stranger, onA)).toBe('Only those who may change this task can tag it');
  });
});

describe('task visibility', () => {
  const offer = { marketplace_eligible: true, status: 'todo', assignments: [] };
  const someoneElses = {
    marketplace_eligible: false,
    status: 'todo',
    assignments: [{ user_id: 'x', status: 'accepted' }],
  };
  it('shows managers the whole customer', () => {
    expect(taskScope({ userId: 'a', role: 'admin' })).toEqual({ kind: 'customer' });
    expect(isInScope({ userId: 'a', role: 'admin' }, someoneElses)).toBe(true);
  });
  it('shows providers their own tasks and marketplace offers', () => {
    const cleaner = { userId: 'u-cleaner', role: 'cleaner' as const };
    expect(
      isInScope(cleaner, { ...assignedToCleaner, marketplace_eligible: false, status: 'todo' }),
    ).toBe(true);
    expect(isInScope(cleaner, offer)).toBe(true);
    expect(isInScope(cleaner, someoneElses)).toBe(false);
    expect(isInScope({ userId: 'i', role: 'inspector' }, offer)).toBe(false);
  });
});

describe('completion', () => {
  it('is refused while a required item is open', () => {
    expect(
      completionRefusal({ checklist: [{ required: true, completed: false }], issues: [] }),
    ).toMatch(/required checklist items/);
    expect(
      completionRefusal({ checklist: [{ required: false, completed: false }], issues: [] }),
    ).toBeNull();
  });

  it('is refused while a blocking issue is unresolved', () => {
    const blocking = { status: 'reported', is_blocking: true };
    expect(completionRefusal({ checklist: [], issues: [blocking] })).toMatch(/blocking issue/);
    expect(
      completionRefusal({ checklist: [], issues: [{ ...blocking, status: 'resolved' }] }),
    ).toBeNull();
  });
});

describe('providerStartAction', () => {
  const now = new Date('2026-11-23T10:00:00');
  const base = {
    ...assignedToCleaner,
    status: 'todo' as const,
    start_date: null,
    due_date: null,
    time_zone: 'UTC',
    issues: [] as { status: string; is_blocking: boolean }[],
  };
  const cleaner = { userId: 'u-cleaner', role: 'cleaner' as const };
  it('starts an assigned todo task and resumes one in progress', () => {
    expect(providerStartAction(base, cleaner, now)).toBe('Start Task');
    expect(providerStartAction({ ...base, status: 'in_progress' }, cleaner, now)).toBe(
      'Resume Task',
    );
  });
  it("waits for the start day in the property's zone", () => {
    // 15:00 on 24 November in New York; at 03:00 UTC it is still the 23rd there.
    const inNewYork = {
      ...base,
      start_date: '2026-11-24T20:00:00.000Z',
      time_zone: 'America/New_York',
    };
    expect(providerStartAction(inNewYork, cleaner, new Date('2026-11-24T03:00:00Z'))).toBeNull();
    expect(providerStartAction(inNewYork, cleaner, new Date('2026-11-24T05:00:00Z'))).toBe(
      'Start Task',
    );
  });
  it('offers nothing to anyone else, nor before the start day, nor past a blocking issue', () => {
    expect(providerStartAction(base, { userId: 'other', role: 'cleaner' }, now)).toBeNull();
    expect(providerStartAction(base, { userId: 'u-cleaner', role: 'admin' }, now)).toBeNull();
    expect(
      providerStartAction({ ...base, start_date: '2026-11-25T08:00:00.000Z' }, cleaner, now),
    ).toBeNull();
    // With no start date, the due day is the first day it may start.
    expect(
      providerStartAction({ ...base, due_date: '2026-11-25T08:00:00.000Z' }, cleaner, now),
    ).toBeNull();
    expect(
      providerStartAction(
        { ...base, status: 'blocked', issues: [{ status: 'reported', is_blocking: true }] },
        cleaner,
        now,
      ),
    ).toBeNull();
  });
});

describe('dates', () => {
  it('shows the same-day check-in banner with its defaults', () => {
    const next = {
      id: 'r',
      confirmationCode: 'C',
      checkIn: '2026-11-23',
      checkOut: '2026-11-25',
      checkInTime: null,
      guestDetails: { number_of_guests: null },
    };
    expect(sameDayCheckIn({ due_date: '2026-11-23T11:00:00', nextReservation: next })).toEqual({
      time: '3:00 PM',
      guests: 1,
    });
    expect(sameDayCheckIn({ due_date: '2026-11-22T11:00:00', nextReservation: next })).toBeNull();
  });
});

describe('badges and tags', () => {
  it('colours the issue badge by the worst open issue', () => {
    expect(issueBadge([{ status: 'reported', is_blocking: true }])).toBe('red');
    expect(issueBadge([{ status: 'reported', is_blocking: false }])).toBe('yellow');
    expect(issueBadge([{ status: 'resolved', is_blocking: true }])).toBe('green');
  });
  it('suggests at most 8 tags not already on the task', () => {
    const all = Array.from({ length: 12 }, (_, index) => ({
      id: `t${index}`,
      name: `tag ${index}`,
    }));
    const suggestions = tagSuggestions(all, [{ id: 't0' }], 'TAG');
    expect(suggestions).toHaveLength(8);
    expect(suggestions.map((tag) => tag.id)).not.toContain('t0');
    expect(TAG_COLORS).toHaveLength(16);
  });
});
