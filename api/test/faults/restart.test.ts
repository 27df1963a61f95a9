import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiProcess } from '@staydesk/tools/api-process';
import { IdempotencyKey } from '../../src/models/idempotency-key';
import { Task } from '../../src/models/task';
import { RUNNING_LEASE_MS } from '../../src/services/idempotency';
import { eventually } from '../eventually';
import { createCustomerWithUsers } from '../harness';
import { Browser, createTaskCommand } from './client';
import { HOLD_TASK_PREFIX } from './hold-task';
import { apiProcesses, testDatabaseUri, useDatabase } from './processes';

/**
 * A client retries a command (same Idempotency-Key) after the API process that ran it died,
 * or against another process while the first still runs. Real processes, killed with SIGKILL.
 */
const uri = testDatabaseUri();
useDatabase(() => uri);
const apis = apiProcesses(() => ({ MONGODB_URI: uri }));

const holdDir = mkdtempSync(path.join(os.tmpdir(), 'staydesk-hold-'));
afterAll(() => rmSync(holdDir, { recursive: true, force: true }));
/** An API process in which saving a task titled "Held: …" waits for the test's word. */
const startHolding = () =>
  apis.start({ HOLD_DIR: holdDir }, [path.join(__dirname, 'hold-task.ts')]);
const waitUntilHeld = () =>
  eventually(() => existsSync(path.join(holdDir, 'held')), 'the task save to be held', 15_000);
const release = () => writeFileSync(path.join(holdDir, 'release'), '');
const resetHold = () => {
  rmSync(path.join(holdDir, 'held'), { force: true });
  rmSync(path.join(holdDir, 'release'), { force: true });
};

const browser = new Browser('');
/** Another process, up while a test kills or holds the first. */
let other: ApiProcess;
/** A process that holds a "Held: …" task's save until released. */
let holder: ApiProcess;

beforeAll(async () => {
  await createCustomerWithUsers('Restart', ['admin']);
}, 60_000);

const runCommand = (api: ApiProcess, title: string, key: string) =>
  browser.request('POST', '/api/commands', {
    baseUrl: api.url,
    body: createTaskCommand(title),
    headers: { 'idempotency-key': key },
  });

const tasksTitled = (title: string) => Task.countDocuments({ title });

describe('a command retried across a restart', () => {
  it('is answered from the first run after the process that ran it was killed', async () => {
    const first = await apis.start();
    browser.baseUrl = first.url;
    await browser.signIn('admin@restart.test');

    const answered = await runCommand(first, 'Restock the linen', 'restart-1');
    expect(answered.status).toBe(200);
    // A crash right after the answer left (the client may not have received it).
    await first.kill();

    // A new process (and one for the next tests) comes up; the client retries on it.
    [other, holder] = await Promise.all([apis.start(), startHolding()]);
    const retried = await runCommand(other, 'Restock the linen', 'restart-1');
    expect(retried).toMatchObject({ status: 200, body: answered.body });
    expect(await tasksTitled('Restock the linen')).toBe(1);
  }, 90_000);

  it('gets 409 from another process while the first still runs, then the first answer', async () => {
    resetHold();
    const title = `${HOLD_TASK_PREFIX}deep clean`;
    const running = runCommand(holder, title, 'restart-2');
    await waitUntilHeld();

    const meanwhile = await runCommand(other, title, 'restart-2');
    expect(meanwhile).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });

    release();
    const answered = await running;
    expect(answered.status).toBe(200);
    const later = await runCommand(other, title, 'restart-2');
    expect(later).toMatchObject({ status: 200, body: answered.body });
    expect(await tasksTitled(title)).toBe(1);
  }, 90_000);

  it('runs once after the lease of a process killed mid-command ran out', async () => {
    resetHold();
    const title = `${HOLD_TASK_PREFIX}fix the boiler`;
    void runCommand(holder, title, 'restart-3').catch(() => undefined);
    await waitUntilHeld();
    // Killed after claiming the key and before writing the task: the run is lost.
    await holder.kill();

    // The key is still "running" for its lease: a retry is told to come back.
    const early = await runCommand(other, title, 'restart-3');
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'conflict' } } });

    // Rather than wait out the 30 s lease, age the claim as the clock would.
    await IdempotencyKey.updateMany(
      { state: 'running' },
      { $set: { startedAt: new Date(Date.now() - RUNNING_LEASE_MS - 1_000) } },
    );
    const retried = await runCommand(other, title, 'restart-3');
    expect(retried).toMatchObject({ status: 200, body: { success: true } });
    expect(await tasksTitled(title)).toBe(1);
    const again = await runCommand(other, title, 'restart-3');
    expect(again).toMatchObject({ status: 200, body: retried.body });
    expect(await tasksTitled(title)).toBe(1);
  }, 90_000);
});
