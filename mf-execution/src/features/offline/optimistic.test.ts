import type { Task } from '@staydesk/contracts';
import { executionRead, providerTaskFixture } from '../execution/fixtures';
import { runClockOf } from '../execution/run-clock';
import { applyKeptAction, type Shown } from './optimistic';

const at = Date.parse('2026-11-23T10:00:00.000Z');
const running: Task = { ...providerTaskFixture, status: 'in_progress' };
const active: Shown = {
  task: running,
  read: executionRead('active', { total_work_time: 600, as_of: new Date(at).toISOString() }),
};
const taskId = running.id;

describe('a kept action shown ahead of its arrival', () => {
  it('pauses and resumes through the one state machine, the pause counted as break time', () => {
    const paused = applyKeptAction(active, { kind: 'pause', taskId, reason: '' }, at + 60_000, 'b');
    expect(runClockOf(paused.read!, paused.task).state).toBe('paused');
    expect(paused.task.metadata.isPaused).toBe(true);

    const resumed = applyKeptAction(paused, { kind: 'resume', taskId }, at + 120_000, 'b');
    const clock = runClockOf(resumed.read!, resumed.task);
    expect(clock.state).toBe('active');
    expect(clock.workSeconds(at + 120_000)).toBe(660);
    expect(clock.breakSeconds(at + 120_000)).toBe(60);
  });

  it('starts a task that was ready', () => {
    const ready: Shown = { task: providerTaskFixture, read: executionRead('ready') };
    const started = applyKeptAction(ready, { kind: 'start', taskId }, at, 'b');
    expect(runClockOf(started.read!, started.task).state).toBe('active');
    expect(started.task.started_at).toBe(new Date(at).toISOString());
  });

  it('changes nothing for an action the state machine refuses', () => {
    const twice = applyKeptAction(active, { kind: 'resume', taskId }, at, 'b');
    expect(twice).toBe(active);
  });

  it('opens a break under the id it goes by until it arrives', () => {
    const onBreak = applyKeptAction(
      active,
      { kind: 'break-start', taskId, reason: '' },
      at,
      'kept-b',
    );
    expect(onBreak.read?.activeBreak?.id).toBe('kept-b');
    expect(runClockOf(onBreak.read!, onBreak.task).state).toBe('break');
  });

  it('ticks the completed step', () => {
    const step = running.checklist[0]!;
    const done = applyKeptAction(
      active,
      { kind: 'complete-step', taskId, itemId: step.id },
      at,
      'b',
    );
    expect(done.task.checklist[0]).toMatchObject({ id: step.id, completed: true });
    expect(done.read?.executionState.completed_items).toEqual([step.id]);
  });
});
