import type { Task } from '@staydesk/contracts';
import { sampleAssignment, sampleIssue } from '@staydesk/design-system/fixtures';
import { sampleBid, taskFixture } from '../marketplace-panel/fixtures';

/** A task with issues in two rooms and one without a location, one from a subtask. */
export const issuesTaskFixture: Task = {
  ...taskFixture,
  status: 'blocked',
  assignments: [sampleAssignment({ user_id: 'user-cleaner' })],
  bids: [sampleBid({ status: 'accepted' })],
  issues: [
    sampleIssue({
      id: 'issue-lock',
      type: 'access_problem',
      title: 'Access Problem',
      description: 'The lock box code is wrong',
      is_blocking: true,
      location: 'access',
      created_at: '2026-11-21T08:30:00.000Z',
      voice_recordings: [
        { url: '/api/tasks/attachments/voice-1', transcription: 'Code 4471 fails', duration: 6 },
      ],
    }),
    sampleIssue({
      id: 'issue-dirty',
      type: 'excessive_cleaning',
      title: 'Excessive Cleaning Required',
      description: 'Party mess in the lounge',
      location: 'Lounge',
      metadata: {
        bidAdjustment: { id: 'adjustment-1', status: 'pending', amount: 45, currency: 'USD' },
        costEstimation: {
          additionalTime: 120,
          additionalCost: 45,
          currency: 'USD',
          estimatedAt: '2026-11-21T09:00:00.000Z',
        },
      },
      photos: [{ url: '/api/tasks/attachments/photo-1', caption: 'Lounge floor' }],
      videos: [
        {
          url: '/api/tasks/attachments/video-1',
          thumbnail: null,
          caption: 'Walkthrough',
          duration: 12,
        },
      ],
    }),
    sampleIssue({
      id: 'issue-towels',
      type: 'missing_supplies',
      title: 'Missing Supplies',
      description: 'No supplies of towels left',
      status: 'resolved',
      isFromSubtask: true,
      subtaskTitle: 'Restock linen',
    }),
  ],
};
