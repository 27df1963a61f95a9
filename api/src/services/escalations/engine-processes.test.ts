import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Types } from 'mongoose';
import type { ApiProcess } from '@staydesk/tools/api-process';
import { Escalation, EscalationStep } from '../../models/escalation';
import { Notification, NotificationRecipient } from '../../models/notification';
import { Task, type TaskDoc } from '../../models/task';
import { customerWithBackupCleaner } from '../../../test/escalation-people';
import { eventually } from '../../../test/eventually';
import { runReport } from '../../../test/faults/driven-clock';
import { INJECTED_FAILURE } from '../../../test/faults/notification-fails-once';
import { apiProcesses, testDatabaseUri, useDatabase } from '../../../test/faults/processes';
import { escalationClock } from './clock';
import { scheduleEscalations } from './history';

/**
 * Two API processes (`api/src/main.ts`, each running the escalation engine it starts) on one
 * database, their engines' clock driven from here: a due step fires once, and a step whose first
 * try failed fires once on its retry, whichever process runs it.
 */
const HOUR = 3_600_000;
/** The engine's first retry delay in main.ts (DEFAULT_ENGINE_OPTIONS.retryDelayMs). */
const RETRY_DELAY_MS = 30_000;
const clockDir = mkdtempSync(path.join(os.tmpdir(), 'escalation-clock-'));
const uri = testDatabaseUri();
useDatabase(() => uri);
const failOnceFile = path.join(clockDir, 'fail-once');
const apis = apiProcesses(() => ({
  MONGODB_URI: uri,
  CLOCK_DIR: clockDir,
  FAIL_ONCE_FILE: failOnceFile,
}));
const preload = path.join(__dirname, '..', '..', '..', 'test', 'faults', 'driven-clock.ts');

let now = new Date('2026-12-01T08:00:00Z');
let processes: ApiProcess[] = [];
let customerId: Types.ObjectId;
let managerId: Types.ObjectId;
let primaryId: Types.ObjectId;
let backupId: Types.ObjectId;

const setClock = (at: Date) => {
  now = at;
  writeFileSync(path.join(clockDir, 'now'), at.toISOString());
};

beforeAll(async () => {
  setClock(now);
  escalationClock.use(() => now);
  ({ customerId, managerId, primaryId, backupId } = await customerWithBackupCleaner());
  processes = await Promise.all([apis.start({}, [preload]), apis.start({}, [preload])]);
}, 120_000);
afterAll(() => {
  escalationClock.use();
  rmSync(clockDir, { recursive: true, force: true });
});

/** A task its cleaner must accept, assigned now: its primary timeout is due two hours later. */
async function assignedTask(title: string) {
  const task = await Task.create({
    customerId,
    title,
    category: 'cleaning',
    priority: 'medium',
    requiresAcceptance: true,
    assignments: [{ userId: primaryId, createdAt: now }],
  });
  await scheduleEscalations(task._id);
  return task._id;
}

/**
 * Moves every process's clock forward and runs both engines at the same moment; answers how many
 * steps each ran, once both have finished.
 */
async function advanceBoth(ms: number): Promise<number[]> {
  setClock(new Date(now.getTime() + ms));
  const reported = runReport(now, 0).replace(/\d+$/, '');
  for (const api of processes) process.kill(api.pid, 'SIGUSR2');
  const ranOf = (api: ApiProcess) =>
    api
      .output()
      .split('\n')
      .find((line) => line.startsWith(reported));
  await eventually(() => processes.every(ranOf), 'both engines to report their run', 10_000);
  return processes.map((api) => Number(ranOf(api)!.slice(reported.length)));
}

const stepOf = (taskId: Types.ObjectId) =>
  EscalationStep.findOne({ taskId, step: 'primary_timeout' }).lean();

/** How many notifications about the task each user received. */
async function toldPerUser(taskId: Types.ObjectId) {
  const about = await Notification.find({ 'sourceReference.taskId': String(taskId) }).lean();
  const rows = await NotificationRecipient.find({
    notificationId: { $in: about.map((n) => n._id) },
  }).lean();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.userId.toString()] = (counts[row.userId.toString()] ?? 0) + 1;
  return counts;
}

const toldOnce = () => ({ [managerId.toString()]: 1, [backupId.toString()]: 1 });

async function expectFiredOnce(taskId: Types.ObjectId) {
  const escalations = await Escalation.find({ taskId }).lean();
  expect(escalations.map((e) => e.reason)).toEqual(['reassigned_to_backup']);
  expect(escalations[0]!.toldAt).not.toBeNull();
  expect(await toldPerUser(taskId)).toEqual(toldOnce());
  const task = (await Task.findById(taskId).lean<TaskDoc>())!;
  expect(task.assignments.map((a) => [a.userId.toString(), a.status])).toEqual([
    [primaryId.toString(), 'declined'],
    [backupId.toString(), 'pending'],
  ]);
}

describe('the escalation engine in two API processes on one database', () => {
  it('fires a due step once when both engines run at the same moment', async () => {
    const taskId = await assignedTask('Beach house turnover');
    expect(await advanceBoth(2 * HOUR - 1)).toEqual([0, 0]);
    expect((await stepOf(taskId))?.state).toBe('pending');

    const ran = await advanceBoth(1);
    // Both looked for it; one ran it.
    expect([...ran].sort()).toEqual([0, 1]);
    await expectFiredOnce(taskId);
    expect(await stepOf(taskId)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('fires a step whose first try failed once, on its retry', async () => {
    const taskId = await assignedTask('Harbour flat turnover');
    writeFileSync(failOnceFile, '');
    expect((await advanceBoth(2 * HOUR)).reduce((a, b) => a + b)).toBe(1);
    expect(await stepOf(taskId)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: INJECTED_FAILURE,
      dueAt: new Date(now.getTime() + RETRY_DELAY_MS),
    });
    // Recorded with its change to the task, nobody told yet.
    expect(await Escalation.countDocuments({ taskId, toldAt: null })).toBe(1);
    expect(await toldPerUser(taskId)).toEqual({});

    expect(await advanceBoth(RETRY_DELAY_MS - 1)).toEqual([0, 0]);
    expect([...(await advanceBoth(1))].sort()).toEqual([0, 1]);
    await expectFiredOnce(taskId);
    expect(await stepOf(taskId)).toMatchObject({ state: 'done', attempts: 2 });
    // Nothing else about it comes due before the backup's own timeout.
    expect(await advanceBoth(HOUR)).toEqual([0, 0]);
    expect(await toldPerUser(taskId)).toEqual(toldOnce());
  });
});
