import type { Server } from 'node:http';
import { CSRF_HEADER, IDEMPOTENCY_HEADER } from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { Task } from '../../models/task';
import { executionClock } from '../../services/execution/clock';
import { signedInAgent } from '../../../test/harness';

/** The instant every execution test starts at; `clock.advance` moves the server's clock on. */
export const T0 = Date.parse('2026-11-29T09:00:00Z');

/** Drives the execution clock from each test's start at T0. */
export function drivenClock() {
  const clock = { now: T0, advance: (seconds: number) => (clock.now += seconds * 1000) };
  beforeEach(() => {
    clock.now = T0;
    executionClock.use(() => new Date(clock.now));
  });
  afterAll(() => executionClock.use());
  return clock;
}

/** The execution calls as a signed-in user sends them, each optionally under a key. */
export async function executionCaller(server: Server, email: string) {
  const { agent, csrf } = await signedInAgent(server, email);
  const send = (method: 'post' | 'patch', url: string, body: object = {}, key?: string) => {
    const request = agent[method](url).set(CSRF_HEADER, csrf);
    if (key) request.set(IDEMPOTENCY_HEADER, key);
    return request.send(body);
  };
  return {
    get: (url: string) => agent.get(url),
    act: (taskId: string, action: string, body: object = {}, key?: string) =>
      send('post', `/api/tasks/execution/${taskId}/${action}`, body, key),
    sync: (taskId: string, body: object, key?: string) =>
      send('patch', `/api/tasks/execution/${taskId}`, body, key),
    tick: (taskId: string, itemId: string, body: object, key?: string) =>
      send('patch', `/api/tasks/checklists?taskId=${taskId}&itemId=${itemId}`, body, key),
    patchTask: (taskId: string, body: object, key?: string) =>
      send('patch', `/api/tasks?taskId=${taskId}`, body, key),
  };
}

/** A cleaning task of the customer, assigned to the provider, who accepted it. */
export const acceptedTask = (
  customerId: Types.ObjectId,
  providerId: Types.ObjectId,
  checklist: object[],
  extra: object = {},
) =>
  Task.create({
    customerId,
    title: 'Turnover clean',
    category: 'cleaning',
    priority: 'medium',
    assignments: [{ userId: providerId, status: 'accepted', acceptanceStatus: 'accepted' }],
    checklist,
    ...extra,
  });
