import type { Task, TimelineEvent } from '@staydesk/contracts';
import {
  sampleAssignment,
  sampleChecklistItem,
  sampleIssue,
  sampleTask,
} from '@staydesk/design-system/fixtures';

export const taskFixture = sampleTask();

export const timelineEvent = (index: number, overrides: Partial<TimelineEvent> = {}) => ({
  id: `event-${index}`,
  type: 'updated' as const,
  description: `Change ${index}`,
  metadata: {},
  created_by: 'user-admin',
  // One event per hour, the newest first.
  created_at: new Date(Date.UTC(2026, 10, 21, 9 - index)).toISOString(),
  user_name: 'Alex Host',
  user_role: 'owner',
  ...overrides,
});

/** A task with something in every section, for stories and the section tests. */
export const busyTaskFixture: Task = sampleTask({
  tags: [{ id: 'tag-1', name: 'Guest request', color: '#3b82f6' }],
  checklist: [
    sampleChecklistItem({
      id: 'item-1',
      title: 'Strip the beds',
      section: 'Bedrooms',
      required: true,
    }),
    sampleChecklistItem({
      id: 'item-2',
      title: 'Make the beds',
      section: 'Bedrooms',
      completed: true,
    }),
    sampleChecklistItem({ id: 'item-3', title: 'Restock coffee', section: 'Kitchen' }),
  ],
  subtasks: [
    {
      id: 'task-2',
      title: 'Replace the hallway bulb',
      status: 'todo',
      priority: 'normal',
      description: '',
      assignedTo: 'Morgan Maintenance',
      dueDate: '2026-11-22T15:00:00.000Z',
      subtaskOrder: 1,
    },
  ],
  attachments: [
    {
      id: 'file-1',
      url: '/api/tasks/attachments/file-1',
      name: 'Stained sofa.jpg',
      type: 'image/jpeg',
      transcription: null,
      originalTranscription: null,
      metadata: {
        duration: null,
        mimeType: 'image/jpeg',
        size: 120_000,
        source: 'upload',
        caption: 'Living room sofa',
        uploadedAt: '2026-11-21T08:00:00.000Z',
        thumbnail: null,
      },
    },
  ],
  timeline: [
    timelineEvent(0, {
      type: 'comment',
      description: 'Comment',
      metadata: {
        message: 'Sofa is stained, @Casey Cleaner can you check?',
        mentions: [{ id: 'user-1', username: 'cleaner', display: 'Casey Cleaner' }],
        attachments: ['file-1'],
      },
    }),
    ...Array.from({ length: 6 }, (_, index) => timelineEvent(index + 1)),
  ],
  billing: {
    rate: { type: 'hourly', amount: 30, currency: 'EUR' },
    estimatedDuration: 90,
    actualDuration: null,
    totalAmount: 45,
    status: 'pending',
  },
  nextReservation: {
    id: 'reservation-2',
    confirmationCode: 'HMX42',
    checkIn: '2026-11-23',
    checkOut: '2026-11-26',
    checkInTime: '16:00',
    guestDetails: { number_of_guests: 4 },
  },
  assignments: [sampleAssignment()],
});

/** The same task held up by an open blocking issue. */
export const blockedTaskFixture: Task = {
  ...busyTaskFixture,
  status: 'blocked',
  issues: [
    sampleIssue({
      type: 'damage',
      title: 'Water leak under the kitchen sink, cabinet floor soaked through',
      is_blocking: true,
      location: 'Kitchen',
    }),
  ],
};
