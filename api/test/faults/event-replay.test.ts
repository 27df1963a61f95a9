import type { AddressInfo } from 'node:net';
import type { Types } from 'mongoose';
import { publish } from '../../src/services/live-events';
import { eventually, pause } from '../eventually';
import { createCustomerWithUsers, withTestApi } from '../harness';
import { Browser, type EventStream } from './client';

/**
 * A browser's event stream breaks (a network change, a restart behind the load balancer) and
 * the browser reopens it with the id of the last event it got: it receives exactly what it
 * missed, in order, then live events, none twice, and never anyone else's.
 */
let seaside: Awaited<ReturnType<typeof createCustomerWithUsers>>;
let mountain: Awaited<ReturnType<typeof createCustomerWithUsers>>;
const api = withTestApi(async () => {
  seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  mountain = await createCustomerWithUsers('Mountain', ['admin']);
});

const admin = new Browser('');
beforeAll(async () => {
  admin.baseUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  await admin.signIn('admin@seaside.test');
});

let counter = 0;
/** Publishes one event of each audience: the admin's customer, the admin, the cleaner, another customer. */
async function publishRound(label: string): Promise<string[]> {
  const event = (customerId: Types.ObjectId, userId: Types.ObjectId | null, name: string) =>
    publish({
      customerId,
      userId,
      topic: 'tasks',
      type: 'task.updated',
      payload: { name: `${label} ${name}`, n: ++counter },
    });
  await event(seaside.customerId, null, 'for the customer');
  await event(seaside.customerId, seaside.users.get('admin')!, 'for the admin');
  await event(seaside.customerId, seaside.users.get('cleaner')!, 'for the cleaner');
  await event(mountain.customerId, null, 'for another customer');
  return [`${label} for the customer`, `${label} for the admin`];
}

const namesOf = (stream: EventStream) => stream.received.map((event) => event.payload.name);

/** Waits until the stream has `count` events, then a little longer for any that should not come. */
async function settle(stream: EventStream, count: number) {
  await eventually(() => stream.received.length >= count, `${count} events on the stream`);
  await pause(300);
}

/** Opens a stream, gets one round of events per label on it and leaves; returns the stream. */
async function readAndLeave(...labels: string[]): Promise<EventStream> {
  const stream = admin.events();
  expect(await stream.opened).toBe(200);
  await pause(200); // The stream listens before anything is published.
  const seen: string[] = [];
  for (const label of labels) seen.push(...(await publishRound(label)));
  await settle(stream, seen.length);
  expect(namesOf(stream)).toEqual(seen);
  stream.close();
  return stream;
}

describe('Last-Event-ID replay', () => {
  it('sends exactly the missed events in order, then live ones, none twice, only the caller’s', async () => {
    const first = await readAndLeave('before 1', 'before 2');

    const missed = [...(await publishRound('missed 1')), ...(await publishRound('missed 2'))];
    const resumed = admin.events({ lastEventId: first.ids.at(-1) });
    expect(await resumed.opened).toBe(200);
    // Live events published while the missed ones are read and after: each exactly once.
    const live = [...(await publishRound('live 1')), ...(await publishRound('live 2'))];
    await settle(resumed, missed.length + live.length);
    expect(namesOf(resumed)).toEqual([...missed, ...live]);
    expect(new Set(resumed.ids).size).toBe(resumed.ids.length);
    const ids = resumed.ids;
    expect([...ids].sort()).toEqual(ids);
    resumed.close();
  });

  it('replays while live events pour in, with none lost, repeated or out of order', async () => {
    const first = await readAndLeave('start');
    const missed = await publishRound('gap');

    // Events keep coming while the stream is reopened and its missed events are read.
    let publishing = true;
    const expected = [...missed];
    const burst = (async () => {
      for (let round = 1; publishing; round++)
        expected.push(...(await publishRound(`burst ${round}`)));
    })();
    const resumed = admin.events({ lastEventId: first.ids.at(-1) });
    await resumed.opened;
    await pause(300);
    publishing = false;
    await burst;
    await settle(resumed, expected.length);
    expect(namesOf(resumed)).toEqual(expected);
    resumed.close();
  });

  it('sends only live events for an id it does not know, and honours ?lastEventId= too', async () => {
    const first = await readAndLeave('known');
    await publishRound('while away');
    // Let the hub pass them on first: it reads the change stream up to 200 ms apart when the
    // server does not hold reads (change-feed.ts), and a stream opened before that would get
    // them live.
    await pause(500);

    const unknown = admin.events({ lastEventId: 'not-an-event' });
    const byQuery = admin.events({ lastEventId: first.ids.at(-1), inQuery: true });
    await Promise.all([unknown.opened, byQuery.opened]);
    await pause(200);
    const live = await publishRound('live');
    await settle(byQuery, 4);
    expect(namesOf(unknown)).toEqual(live);
    expect(namesOf(byQuery)).toEqual([
      'while away for the customer',
      'while away for the admin',
      ...live,
    ]);
    unknown.close();
    byQuery.close();
  });
});
