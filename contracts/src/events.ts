/** Topics of the live event stream (`/api/events`), each scoped to one customer. */
export const EVENT_TOPICS = [
  'notifications',
  'tasks',
  'commands',
  'reservations',
  'platform',
] as const;
export type EventTopic = (typeof EVENT_TOPICS)[number];

export interface LiveEvent<Payload = unknown> {
  id: string;
  topic: EventTopic;
  type: string;
  payload: Payload;
  createdAt: string;
}
