import {
  applyExecutionAction,
  EXECUTION_REFUSALS,
  executionTotals,
  initialExecutionState,
  READY_RECORD,
  type ExecutionAction,
  type ExecutionRecord,
} from './execution';

const T0 = Date.parse('2026-11-29T09:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;

function run(steps: Array<[number, ExecutionAction]>): ExecutionRecord {
  return steps.reduce((record, [seconds, action]) => {
    const outcome = applyExecutionAction(record, action, at(seconds));
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.record;
  }, READY_RECORD);
}

describe('the execution state machine', () => {
  it('counts work as time since start minus pauses and breaks', () => {
    const record = run([
      [0, { type: 'start' }],
      [600, { type: 'pause' }],
      [660, { type: 'resume' }],
      [1200, { type: 'break_start', breakId: 'b1' }],
      [1500, { type: 'break_end', breakId: 'b1' }],
    ]);
    expect(record.state).toBe('active');
    expect(record.breakSeconds).toBe(360);
    expect(executionTotals(record, at(1800))).toEqual({ workSeconds: 1440, breakSeconds: 360 });
  });

  it('counts an open pause or break as break time while it lasts', () => {
    const paused = run([
      [0, { type: 'start' }],
      [100, { type: 'pause' }],
    ]);
    expect(executionTotals(paused, at(160))).toEqual({ workSeconds: 100, breakSeconds: 60 });
    const onBreak = run([
      [0, { type: 'start' }],
      [100, { type: 'break_start', breakId: 'b' }],
    ]);
    expect(executionTotals(onBreak, at(130))).toEqual({ workSeconds: 100, breakSeconds: 30 });
  });

  it.each<[string, Array<[number, ExecutionAction]>, ExecutionAction, string]>([
    [
      'a second start',
      [[0, { type: 'start' }]],
      { type: 'start' },
      EXECUTION_REFUSALS.alreadyStarted,
    ],
    [
      'a pause while paused',
      [
        [0, { type: 'start' }],
        [5, { type: 'pause' }],
      ],
      { type: 'pause' },
      EXECUTION_REFUSALS.alreadyPaused,
    ],
    [
      'a break end without a break',
      [[0, { type: 'start' }]],
      { type: 'break_end', breakId: 'b' },
      EXECUTION_REFUSALS.noBreak,
    ],
    [
      'the end of another break',
      [
        [0, { type: 'start' }],
        [5, { type: 'break_start', breakId: 'b' }],
      ],
      { type: 'break_end', breakId: 'other' },
      EXECUTION_REFUSALS.otherBreak,
    ],
    [
      'a break while paused',
      [
        [0, { type: 'start' }],
        [5, { type: 'pause' }],
      ],
      { type: 'break_start', breakId: 'b' },
      EXECUTION_REFUSALS.pausedNoBreak,
    ],
    [
      'a resume while running',
      [[0, { type: 'start' }]],
      { type: 'resume' },
      EXECUTION_REFUSALS.alreadyActive,
    ],
    ['a pause before the start', [], { type: 'pause' }, EXECUTION_REFUSALS.notStarted],
  ])('refuses %s', (_name, steps, action, message) => {
    expect(applyExecutionAction(run(steps), action, at(10))).toEqual({ ok: false, message });
  });

  it('never places an action before the last change', () => {
    const started = run([[100, { type: 'start' }]]);
    const outcome = applyExecutionAction(started, { type: 'pause' }, at(50));
    expect(outcome.ok && outcome.record.pausedAt).toBe(at(100));
  });

  it('opens paused, on a break, or active once work has begun', () => {
    const saved = {
      current_state: 'ready' as const,
      total_work_time: 0,
      total_break_time: 0,
      completed_items: [],
    };
    const task = { metadata: { isPaused: false }, started_at: null };
    expect(initialExecutionState(saved, null, task)).toBe('ready');
    expect(initialExecutionState(saved, null, { ...task, metadata: { isPaused: true } })).toBe(
      'paused',
    );
    expect(initialExecutionState(saved, { id: 'b', started_at: '' }, task)).toBe('break');
    expect(initialExecutionState({ ...saved, completed_items: ['i1'] }, null, task)).toBe('active');
    expect(initialExecutionState(saved, null, { ...task, started_at: '2026-11-29' })).toBe(
      'active',
    );
  });
});
