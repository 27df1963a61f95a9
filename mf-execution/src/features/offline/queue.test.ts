import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { waitingFieldActions } from '@staydesk/design-system/offline';
import type { FieldAction } from '../execution/field-action';
import { createOfflineQueue, queuedRef, SendError, type Send, type SentResult } from './queue';
import { waitingText } from './waiting-text';

// jsdom has no structuredClone; IndexedDB keeps a file as it is, as this copy does.
function copy<T>(value: T): T {
  if (value instanceof Blob || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copy(inner)])) as T;
}
beforeAll(() => {
  globalThis.structuredClone ??= copy;
});

const none: SentResult = { breakId: null, attachmentIds: [] };
let dbCount = 0;
const freshName = () => `field-test-${++dbCount}`;

interface Sent {
  action: FieldAction;
  key: string;
}

/** A server that records what arrives, and refuses or drops what the test says. */
function server(answer: (action: FieldAction, calls: number) => SentResult | Error = () => none) {
  const sent: Sent[] = [];
  const send: Send = async (action, key) => {
    const result = answer(action, sent.length);
    if (result instanceof Error) throw result;
    sent.push({ action, key });
    return result;
  };
  return { sent, send };
}

const offline = () => new SendError({ kind: 'network' });
const pause: FieldAction = { kind: 'pause', taskId: 't1', reason: '' };
const resume: FieldAction = { kind: 'resume', taskId: 't1' };
const start: FieldAction = { kind: 'start', taskId: 't1' };
/** Two providers who share a phone. */
const ANNA = 'provider-anna';
const BRUNO = 'provider-bruno';

describe('the offline queue', () => {
  it('replays the kept actions in the order they were taken, each under its own key', async () => {
    const { sent, send } = server();
    const queue = createOfflineQueue(send, ANNA, freshName());
    await queue.enqueue(start, 'k1');
    await queue.enqueue(pause, 'k2');
    await queue.enqueue(resume, 'k3');
    expect(queue.snapshot().waiting).toBe(3);

    const after = await queue.replay();

    expect(sent.map(({ action, key }) => [action.kind, key])).toEqual([
      ['start', 'k1'],
      ['pause', 'k2'],
      ['resume', 'k3'],
    ]);
    expect(after).toMatchObject({ waiting: 0, refusal: null });
  });

  it('keeps everything while the network is still down, and sends it once it is back', async () => {
    let up = false;
    const { sent, send } = server(() => (up ? none : offline()));
    const queue = createOfflineQueue(send, ANNA, freshName());
    await queue.enqueue(start, 'k1');
    await queue.enqueue(pause, 'k2');

    expect((await queue.replay()).waiting).toBe(2);
    up = true;
    expect((await queue.replay()).waiting).toBe(0);
    expect(sent.map(({ key }) => key)).toEqual(['k1', 'k2']);
  });

  it('survives a reload: a new queue over the same store replays under the first keys', async () => {
    const name = freshName();
    const first = server(() => offline());
    const before = createOfflineQueue(first.send, ANNA, name);
    await before.enqueue(start, 'k1');
    await before.enqueue(pause, 'k2');
    await before.replay();

    const after = server();
    const reloaded = createOfflineQueue(after.send, ANNA, name);
    await reloaded.replay();

    expect(after.sent.map(({ key }) => key)).toEqual(['k1', 'k2']);
    expect(await reloaded.entries()).toEqual([]);
  });

  it('stops at a refusal, shows it and keeps the rest until the provider has read it', async () => {
    const { sent, send } = server((action) =>
      action.kind === 'pause'
        ? new SendError({ kind: 'refused', message: 'This task was reassigned' })
        : none,
    );
    const queue = createOfflineQueue(send, ANNA, freshName());
    await queue.enqueue(start, 'k1');
    await queue.enqueue(pause, 'k2');
    await queue.enqueue(resume, 'k3');

    const stopped = await queue.replay();

    expect(sent.map(({ key }) => key)).toEqual(['k1']);
    expect(stopped.refusal).toMatchObject({
      message: 'This task was reassigned',
      entry: { key: 'k2', action: pause },
    });
    expect((await queue.entries()).map(({ key }) => key)).toEqual(['k3']);
    expect((await queue.replay()).waiting).toBe(1);

    const resumed = await queue.acknowledgeRefusal();
    expect(resumed).toMatchObject({ waiting: 0, refusal: null });
    expect(sent.map(({ key }) => key)).toEqual(['k1', 'k3']);
  });

  it('gives a later action the ids the server gave an earlier one: the photo, the break', async () => {
    const { sent, send } = server((action) =>
      action.kind === 'upload'
        ? { breakId: null, attachmentIds: ['photo-1'] }
        : action.kind === 'break-start'
          ? { breakId: 'break-1', attachmentIds: [] }
          : none,
    );
    const queue = createOfflineQueue(send, ANNA, freshName());
    const file = new File([new Uint8Array([1, 2, 3])], 'step.jpg', { type: 'image/jpeg' });
    await queue.enqueue({ kind: 'upload', taskId: 't1', files: [{ file }] }, 'up');
    await queue.enqueue(
      { kind: 'complete-step', taskId: 't1', itemId: 's1', photoId: queuedRef('up') },
      'step',
    );
    await queue.enqueue({ kind: 'break-start', taskId: 't1', reason: '' }, 'b1');
    await queue.enqueue({ kind: 'break-end', taskId: 't1', breakId: queuedRef('b1') }, 'b2');

    await queue.replay();

    const upload = sent[0]?.action;
    expect(upload?.kind === 'upload' && upload.files[0]?.file).toBeInstanceOf(Blob);
    expect(sent[1]?.action).toMatchObject({ kind: 'complete-step', photoId: 'photo-1' });
    expect(sent[3]?.action).toMatchObject({ kind: 'break-end', breakId: 'break-1' });
  });

  it("keeps only the timer's newest figures when nothing came between them", async () => {
    const { sent, send } = server();
    const queue = createOfflineQueue(send, ANNA, freshName());
    const sync = (totalWorkTime: number): FieldAction => ({
      kind: 'sync',
      taskId: 't1',
      sync: { currentState: 'active', totalWorkTime, totalBreakTime: 0 },
    });
    await queue.enqueue(sync(30), 's1');
    await queue.enqueue(sync(60), 's2');
    await queue.enqueue(pause, 'k1');
    await queue.enqueue(sync(90), 's3');
    expect(queue.snapshot().waiting).toBe(3);
    await queue.replay();
    expect(sent.map(({ key }) => key)).toEqual(['s2', 'k1', 's3']);
  });

  it('sends each action once when replays overlap', async () => {
    const { sent, send } = server();
    const queue = createOfflineQueue(send, ANNA, freshName());
    await queue.enqueue(start, 'k1');
    await Promise.all([queue.replay(), queue.replay(), queue.replay()]);
    expect(sent).toHaveLength(1);
  });
});

describe('the queue of a phone two providers share', () => {
  it("replays only the signed-in provider's actions and keeps the other's until they are back", async () => {
    const name = freshName();
    const annaOffline = server(() => offline());
    const anna = createOfflineQueue(annaOffline.send, ANNA, name);
    await anna.enqueue(start, 'a1');
    await anna.enqueue(pause, 'a2');
    await anna.replay();

    // Anna signs out with her changes waiting; Bruno signs in on the same phone.
    const brunoServer = server();
    const bruno = createOfflineQueue(brunoServer.send, BRUNO, name);
    await bruno.enqueue({ kind: 'start', taskId: 't2' }, 'b1');
    expect(bruno.snapshot().waiting).toBe(1);
    expect(await bruno.replay()).toMatchObject({ waiting: 0, refusal: null });

    expect(brunoServer.sent.map(({ key }) => key)).toEqual(['b1']);
    expect(await waitingFieldActions(ANNA, name)).toBe(2);
    expect(await waitingFieldActions(BRUNO, name)).toBe(0);

    // Anna signs in again: hers are sent, in her order, under her keys.
    const annaServer = server();
    const annaAgain = createOfflineQueue(annaServer.send, ANNA, name);
    expect(await annaAgain.replay()).toMatchObject({ waiting: 0, refusal: null });
    expect(annaServer.sent.map(({ key }) => key)).toEqual(['a1', 'a2']);
  });

  it("holds a refusal for the provider it concerns, and the other's replay goes on", async () => {
    const name = freshName();
    const refusing = server((action) =>
      action.kind === 'pause'
        ? new SendError({ kind: 'refused', message: 'This task was reassigned' })
        : none,
    );
    const anna = createOfflineQueue(refusing.send, ANNA, name);
    await anna.enqueue(pause, 'a1');
    await anna.enqueue(resume, 'a2');
    expect((await anna.replay()).refusal).toMatchObject({ entry: { key: 'a1', userId: ANNA } });

    const brunoServer = server();
    const bruno = createOfflineQueue(brunoServer.send, BRUNO, name);
    await bruno.enqueue({ kind: 'start', taskId: 't2' }, 'b1');
    expect(await bruno.replay()).toMatchObject({ waiting: 0, refusal: null });
    expect(brunoServer.sent.map(({ key }) => key)).toEqual(['b1']);

    const annaAgain = createOfflineQueue(server().send, ANNA, name);
    expect(await annaAgain.replay()).toMatchObject({
      waiting: 1,
      refusal: { message: 'This task was reassigned' },
    });
  });

  it("does not let one provider's timer figures replace another's", async () => {
    const name = freshName();
    const sync: FieldAction = {
      kind: 'sync',
      taskId: 't1',
      sync: { currentState: 'active', totalWorkTime: 30, totalBreakTime: 0 },
    };
    await createOfflineQueue(server().send, ANNA, name).enqueue(sync, 'a1');
    await createOfflineQueue(server().send, BRUNO, name).enqueue(sync, 'b1');
    expect(await waitingFieldActions(ANNA, name)).toBe(1);
  });
});

describe('actions kept before each named its provider', () => {
  /** A phone's queue as it was kept then: one store of actions, one refusal for the phone. */
  async function keptBeforeOwners(name: string, refused: boolean) {
    const db = await openDB(name, 1, {
      upgrade(upgrade) {
        upgrade.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
        upgrade.createObjectStore('refs');
        upgrade.createObjectStore('refusal');
      },
    });
    const taken = { key: 'old1', action: pause, occurredAt: '2026-11-28T09:00:00.000Z' };
    await db.add('queue', taken);
    await db.add('queue', { key: 'old2', action: resume, occurredAt: '2026-11-28T09:05:00.000Z' });
    if (refused)
      await db.put('refusal', { entry: { seq: 1, ...taken }, message: 'Refused' }, 'current');
    db.close();
  }

  it('are sent by the first provider whose view opens, in their order, under their keys', async () => {
    const name = freshName();
    await keptBeforeOwners(name, false);
    const { sent, send } = server();
    expect(await createOfflineQueue(send, ANNA, name).replay()).toMatchObject({ waiting: 0 });
    expect(sent.map(({ key }) => key)).toEqual(['old1', 'old2']);
  });

  it('keep the refusal that waited, for that provider to read', async () => {
    const name = freshName();
    await keptBeforeOwners(name, true);
    const queue = createOfflineQueue(server().send, ANNA, name);
    expect(await queue.replay()).toMatchObject({
      waiting: 2,
      refusal: { message: 'Refused', entry: { key: 'old1', userId: ANNA } },
    });
  });
});

describe('the waiting text', () => {
  it('counts the changes, in the singular for one, and says when all has arrived', () => {
    expect(waitingText(3)).toBe('3 changes waiting to sync');
    expect(waitingText(1)).toBe('1 change waiting to sync');
    expect(waitingText(0)).toBe('All changes synced');
  });
});
