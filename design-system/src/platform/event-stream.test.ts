import { createEventStream } from './event-stream';

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  deliver(id: string, topic: string) {
    const data = JSON.stringify({ id, topic, type: 'x', payload: {}, createdAt: '' });
    this.dispatchEvent(new MessageEvent('message', { data, lastEventId: id }));
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('the shared event stream', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('reopens a refused stream from the last event it got, backing off', () => {
    const received: string[] = [];
    const subscribe = createEventStream('/api/events');
    subscribe('tasks', (event) => received.push(event.id));
    const first = FakeEventSource.opened[0]!;
    first.deliver('e1', 'tasks');
    first.deliver('e2', 'tasks');
    first.refuse();
    jest.advanceTimersByTime(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/api/events',
      '/api/events?lastEventId=e2',
    ]);
    FakeEventSource.opened[1]!.refuse();
    jest.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    jest.advanceTimersByTime(1);
    FakeEventSource.opened[2]!.deliver('e3', 'tasks');
    expect(received).toEqual(['e1', 'e2', 'e3']);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', () => {
    const subscribe = createEventStream('/api/events');
    subscribe('tasks', () => undefined);
    FakeEventSource.opened[0]!.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('stops reopening once nobody listens', () => {
    const subscribe = createEventStream('/api/events');
    const unsubscribe = subscribe('tasks', () => undefined);
    FakeEventSource.opened[0]!.refuse();
    unsubscribe();
    jest.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
