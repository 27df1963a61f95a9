import type { EventTopic, LiveEvent, PlatformApi, Role, Session } from '@staydesk/contracts';

export function fakeSession(role: Role = 'admin'): Session {
  return {
    user: { id: 'user-1', email: 'alex@example.test', name: 'Alex Host', image: null },
    roles: [{ role }],
    currentRole: role,
    customerId: 'customer-1',
    isSuperUser: false,
    emailVerified: true,
    phoneVerified: true,
    uiPreferences: {},
  };
}

export interface FakePlatform extends PlatformApi {
  /** Delivers a live event to every subscriber of its topic, as the shell's stream would. */
  emit(topic: EventTopic, payload?: unknown): void;
}

export function fakePlatform(role: Role = 'admin'): FakePlatform {
  const handlers = new Set<{ topic: EventTopic; handler: (event: LiveEvent) => void }>();
  return {
    session: fakeSession(role),
    nav: {
      openTask: jest.fn(),
      openMarketplace: jest.fn(),
      openIssues: jest.fn(),
      openExecution: jest.fn(),
      closeTask: jest.fn(),
      navigate: jest.fn(),
    },
    toast: jest.fn(),
    executeCommand: async () => ({ success: true, data: null, error: null }),
    subscribe: (topic, handler) => {
      const entry = { topic, handler: handler as (event: LiveEvent) => void };
      handlers.add(entry);
      return () => handlers.delete(entry);
    },
    apiFetch: (path, init) => fetch(path, init),
    emit: (topic, payload = {}) => {
      const event = { id: 'event-1', topic, type: `${topic}.updated`, payload, createdAt: '' };
      handlers.forEach((entry) => entry.topic === topic && entry.handler(event));
    },
  };
}
