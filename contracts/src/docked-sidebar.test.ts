import { notificationSidebarYields } from './docked-sidebar';

const task = { taskId: 't1', marketplace: false, issues: false };

describe('the open notifications sidebar', () => {
  it('has nothing to give on a phone, where every panel takes the whole screen', () => {
    expect(notificationSidebarYields(390, task)).toBe(false);
  });

  it('keeps its place while no task is open', () => {
    expect(
      notificationSidebarYields(1280, { taskId: null, marketplace: false, issues: false }),
    ).toBe(false);
  });

  it('yields to a task on a 1280-1440 px laptop, and stays beside it on a wider screen', () => {
    expect(notificationSidebarYields(1280, task)).toBe(true);
    expect(notificationSidebarYields(1440, task)).toBe(true);
    expect(notificationSidebarYields(1600, task)).toBe(false);
  });

  it('yields to a task with its marketplace or issues panel unless the page keeps its room', () => {
    expect(notificationSidebarYields(1600, { ...task, marketplace: true })).toBe(true);
    expect(notificationSidebarYields(1920, { ...task, issues: true })).toBe(true);
    expect(notificationSidebarYields(2560, { ...task, marketplace: true })).toBe(false);
  });
});
