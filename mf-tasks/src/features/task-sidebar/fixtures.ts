import type { Task } from '@staydesk/contracts';

export const taskFixture: Task = {
  id: 'task-1',
  customer_id: 'customer-1',
  title: 'Turnover clean after checkout',
  description: 'Fresh linen in both bedrooms; restock coffee.',
  category: 'cleaning',
  priority: 'high',
  status: 'todo',
  due_date: '2026-11-23T10:00:00.000Z',
  start_date: null,
  started_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  completed_at: null,
  estimated_duration: 90,
  is_subtask: false,
  parent_task_id: null,
  marketplace_eligible: false,
  relations: { listing_id: 'listing-1', reservation_id: null },
  listing: { id: 'listing-1', name: 'Ocean View Beach House · 3BR with pool', city: 'Lisbon' },
  assignments: [
    {
      id: 'assignment-1',
      user_id: 'user-1',
      status: 'accepted',
      created_at: '2026-11-20T09:00:00.000Z',
    },
  ],
  checklist: [],
  bids: [],
  payment_status: null,
};
