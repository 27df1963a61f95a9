import { commandDedupeKey } from './commands';
import { taskIdOf } from './events';
import { shortPropertyName } from './stay-names';
import { isMarketplaceTabEnabled, marketplaceStage } from './marketplace';
import { navItemsThatFit, visibleNavItems } from './navigation';
import { paletteCommandsFor } from './palette-commands';
import { readSurfaces, createTaskSearch, surfaceSearch } from './surfaces';
import { namesNotificationTarget } from './notification-target';
import { dueUrgency } from './tasks';

describe('due urgency', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  it('is overdue, urgent within 24 h, soon within 72 h, else normal', () => {
    expect(dueUrgency(inHours(-1), now)).toBe('overdue');
    expect(dueUrgency(inHours(24), now)).toBe('urgent');
    expect(dueUrgency(inHours(25), now)).toBe('soon');
    expect(dueUrgency(inHours(72), now)).toBe('soon');
    expect(dueUrgency(inHours(73), now)).toBe('normal');
  });
});

describe('marketplace stage', () => {
  it('prefers completed, then assigned, then bidding, else open', () => {
    expect(marketplaceStage({ status: 'completed', assignments: [1], bids: [1] })).toBe(
      'completed',
    );
    expect(marketplaceStage({ status: 'todo', assignments: [1], bids: [1] })).toBe('assigned');
    expect(marketplaceStage({ status: 'todo', assignments: [], bids: [1] })).toBe('bidding');
    expect(marketplaceStage({ status: 'todo', assignments: [], bids: [] })).toBe('open');
  });
  it('keeps tabs but overview disabled until the task is eligible', () => {
    expect(isMarketplaceTabEnabled('overview', false)).toBe(true);
    expect(isMarketplaceTabEnabled('bids', false)).toBe(false);
    expect(isMarketplaceTabEnabled('bids', true)).toBe(true);
  });
});

describe('property names', () => {
  it('keeps the text before a middle dot, cut to 25 characters', () => {
    expect(shortPropertyName('Harbor View Loft · 2BR')).toBe('Harbor View Loft');
    expect(shortPropertyName('Exchange Street Penthouse Rooftop')).toBe(
      'Exchange Street Penthouse…',
    );
  });
});

describe('navigation', () => {
  it('hides /superadmin from everyone but super users, who lose the tasks dashboard', () => {
    const admin = visibleNavItems({
      isSuperUser: false,
      currentRole: 'admin',
      roles: ['admin'],
    }).map((i) => i.path);
    const superUser = visibleNavItems({
      isSuperUser: true,
      currentRole: 'admin',
      roles: ['admin'],
    }).map((i) => i.path);
    expect(admin).toContain('/tasks/dashboard');
    expect(admin).not.toContain('/superadmin');
    expect(superUser).toContain('/superadmin');
    expect(superUser).not.toContain('/tasks/dashboard');
  });
  it('offers the tasks dashboard to managers only: field staff work from the home page', () => {
    const pathsOf = (role: 'supervisor' | 'concierge' | 'cleaner' | 'partner') =>
      visibleNavItems({ isSuperUser: false, currentRole: role, roles: [role] }).map((i) => i.path);
    expect(pathsOf('supervisor')).toContain('/tasks/dashboard');
    expect(pathsOf('concierge')).toContain('/tasks/dashboard');
    expect(pathsOf('cleaner')).not.toContain('/tasks/dashboard');
    expect(pathsOf('partner')).not.toContain('/tasks/dashboard');
  });
  it('shows items of any of the roles', () => {
    const paths = visibleNavItems({
      isSuperUser: false,
      currentRole: 'cleaner',
      roles: ['cleaner', 'accountant'],
    }).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/reservations', '/finance']));
  });
  it('fits one item per 74 px', () => {
    expect(navItemsThatFit(740)).toBe(10);
    expect(navItemsThatFit(73)).toBe(0);
  });
});

describe('palette commands', () => {
  it('gives field staff nothing and hosts the create commands', () => {
    expect(paletteCommandsFor('cleaner')).toEqual([]);
    expect(paletteCommandsFor('roamer')).toEqual([]);
    expect(paletteCommandsFor('admin', 'create').map((c) => c.id)).toContain('task.create');
    expect(paletteCommandsFor('accountant').map((c) => c.id)).not.toContain('task.create');
  });
  it('treats commands with the same topic, event and id as duplicates', () => {
    const a = commandDedupeKey({
      type: 'x',
      topic: 'tasks',
      event: 'item.complete',
      payload: { itemId: '1' },
    });
    const b = commandDedupeKey({
      type: 'y',
      topic: 'tasks',
      event: 'item.complete',
      payload: { itemId: '1' },
    });
    const c = commandDedupeKey({
      type: 'x',
      topic: 'tasks',
      event: 'item.complete',
      payload: { itemId: '2' },
    });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});

describe('URL surfaces', () => {
  it('reads the task panels from the query', () => {
    expect(readSurfaces('?task=7&marketplace=true')).toEqual({
      taskId: '7',
      marketplace: true,
      issues: false,
      execution: false,
      createTask: null,
    });
    expect(readSurfaces('?marketplace=true')).toEqual({
      taskId: null,
      marketplace: false,
      issues: false,
      execution: false,
      createTask: null,
    });
  });
  it('opens the creation panel with its context, and closes it keeping the rest', () => {
    const search = createTaskSearch('?tab=2', { listingId: 'l1', parentTaskId: 'p1' });
    expect(search).toBe('?tab=2&createTask=true&listing=l1&parent=p1');
    expect(readSurfaces(search).createTask).toEqual({
      listingId: 'l1',
      reservationId: null,
      parentTaskId: 'p1',
      templateId: null,
    });
    expect(createTaskSearch(search, null)).toBe('?tab=2');
  });
  it('opens the creation panel filled from a template, and closes it without the template', () => {
    const search = createTaskSearch('', { reservationId: 'r1', templateId: 'automation-1' });
    expect(search).toBe('?createTask=true&forReservation=r1&template=automation-1');
    expect(readSurfaces(search).createTask?.templateId).toBe('automation-1');
    expect(createTaskSearch(search, null)).toBe('');
  });
  it('creates a task for a reservation without opening the reservation itself', () => {
    const search = createTaskSearch('', { reservationId: 'r1' });
    expect(readSurfaces(search).createTask?.reservationId).toBe('r1');
    expect(namesNotificationTarget(search)).toBe(false);
  });
  it('writes a task with at most one panel and keeps other parameters', () => {
    expect(surfaceSearch('?tab=2&task=1&issues=true', '9', 'marketplace')).toBe(
      '?tab=2&task=9&marketplace=true',
    );
    expect(surfaceSearch('?tab=2&task=1', null)).toBe('?tab=2');
  });
});

describe('live events', () => {
  it('names the task an event is about, when it names one', () => {
    const event = (payload: unknown) => ({
      id: '1',
      topic: 'tasks' as const,
      type: 't',
      payload,
      createdAt: '',
    });
    expect(taskIdOf(event({ taskId: 'abc' }))).toBe('abc');
    expect(taskIdOf(event({ taskId: 7 }))).toBeNull();
    expect(taskIdOf(event(null))).toBeNull();
  });
});
