import { sampleChecklistItem, sampleTask } from '@staydesk/design-system/fixtures';

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
    }),
  ],
});
