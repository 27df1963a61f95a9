import type { ExecutionRead, Task } from '@staydesk/contracts';
import { sampleChecklistItem, sampleTask } from '@staydesk/design-system/fixtures';
import type { RunClock } from './run-clock';

export const taskFixture = sampleTask({
  estimated_duration: null,
  checklist: [
    sampleChecklistItem({
      id: 'step-1',
      title: 'Strip the beds',
      section: 'Bedrooms',
      required: true,
      completed: true,
      photo_required: false,
      estimated_duration: 5,
    }),
    sampleChecklistItem({
      id: 'step-2',
      title: 'Make the beds with fresh linen',
      section: 'Bedrooms',
      required: true,
      completed: false,
      photo_required: true,
      estimated_duration: 10,
      instructions: 'Fitted sheet, flat sheet, duvet cover; two pillows per guest.',
      verification_criteria: 'No creases on the duvet; pillows plumped and aligned.',
    }),
  ],
});

/** The task as its assigned provider sees it, with the property's access details. */
export const providerTaskFixture: Task = {
  ...taskFixture,
  property: taskFixture.property && {
    ...taskFixture.property,
    access: {
      wifi: { network: 'CasaDoMar-Guest', password: 'sunset2026' },
      instructions: '<p>Lockbox by the <strong>side door</strong>, code <strong>4107</strong>.</p>',
    },
  },
};

/** The run as GET /api/tasks/execution/{id} answers it. */
export function executionRead(
  state: ExecutionRead['executionState']['current_state'],
  overrides: Partial<ExecutionRead['executionState']> = {},
  activeBreak: ExecutionRead['activeBreak'] = null,
): ExecutionRead {
  return {
    executionState: {
      current_state: state,
      total_work_time: 0,
      total_break_time: 0,
      completed_items: [],
      started_at: state === 'ready' ? null : '2026-11-23T09:00:00.000Z',
      paused_at: null,
      provider_id: state === 'ready' ? null : 'user-1',
      as_of: new Date().toISOString(),
      ...overrides,
    },
    activeBreak,
  };
}

/** A clock frozen at fixed figures, for stories. */
export const fixedClock = (
  state: RunClock['state'],
  workSeconds: number,
  activeBreak: RunClock['activeBreak'] = null,
): RunClock => ({
  state,
  workSeconds: () => workSeconds,
  breakSeconds: () => 0,
  activeBreak,
});
