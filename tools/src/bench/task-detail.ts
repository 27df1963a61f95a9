import { seedHeavyTask } from '@staydesk/api/seed';
import { measureOnFreshApi } from './fresh-api';

/**
 * `npm run bench -- task`: p50/p99 of GET /api/tasks?taskId= for a task with 50 checklist
 * items, 20 subtasks and 200 timeline events, 4 connections for 10 s, on a fresh database.
 */
export const measureTaskDetail = () =>
  measureOnFreshApi(async () => {
    const { email, taskId } = await seedHeavyTask();
    return { email, path: `/api/tasks?taskId=${taskId}` };
  });
