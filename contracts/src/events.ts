/** Topics of the live event stream (`/api/events`), each scoped to one customer. */
export const EVENT_TOPICS = [
  'notifications',
  'tasks',
  'commands',
  'reservations',
  'platform',
  'dashboard',
] as const;
export type EventTopic = (typeof EVENT_TOPICS)[number];

export interface LiveEvent<Payload = unknown> {
  id: string;
  topic: EventTopic;
  type: string;
  payload: Payload;
  createdAt: string;
}

/** The task a live event is about (events on the 'tasks' topic carry payload.taskId), if any. */
export function taskIdOf(event: LiveEvent): string | null {
  const payload = event.payload;
  if (typeof payload !== 'object' || payload === null || !('taskId' in payload)) return null;
  return typeof payload.taskId === 'string' ? payload.taskId : null;
}
