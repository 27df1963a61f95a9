import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Types } from 'mongoose';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, type Role } from '@staydesk/contracts';
import { Task } from '../../models/task';
import { UserGroup } from '../../models/user-group';
import { storeAttachment } from '../../services/attachments';
import {
  deleteTaskFiles,
  TASK_FILES_BUCKET,
  taskFilesCollection,
} from '../../services/attachments/storage';
import { createSession } from '../../services/sessions';
import { createCustomerWithUsers, withTestApi } from '../../../test/harness';
import { samplePhoto } from '../../../test/sample-files';

const CSRF = 'task-messages-csrf';

export interface Caller {
  userId: Types.ObjectId;
  customerId: Types.ObjectId;
  role: Role;
}

/** Requests to the API on its real socket, as the given user, with session and CSRF. */
export function clientOf(server: () => Server) {
  const base = () => `http://127.0.0.1:${(server().address() as AddressInfo).port}`;
  return async (caller: Caller, path: string, init: RequestInit = {}) => {
    const sid = await createSession({ ...caller, currentRole: caller.role, ttlHours: 1 });
    const headers = new Headers(init.headers);
    headers.set('cookie', `${CSRF_COOKIE}=${CSRF}; ${SESSION_COOKIE}=${sid}`);
    headers.set(CSRF_HEADER, CSRF);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    return fetch(`${base()}${path}`, { ...init, headers });
  };
}

export const uploadForm = (
  taskId: string,
  files: Array<{ name: string; type: string; bytes: Uint8Array }>,
) => {
  const form = new FormData();
  form.append('taskId', taskId);
  for (const file of files) {
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return form;
};

export const storedFileCount = (filter: Record<string, unknown> = {}) =>
  taskFilesCollection().countDocuments(filter);

const chunks = () => taskFilesCollection().db.collection(`${TASK_FILES_BUCKET}.chunks`);

/** Chunks stored for files that do not exist: what a half-stored upload would leave. */
export async function orphanChunkCount(): Promise<number> {
  const ids = await taskFilesCollection().distinct('_id');
  return chunks().countDocuments({ files_id: { $nin: ids } });
}

export const chunkCount = () => chunks().countDocuments();

/** Removes every file of the customer, chunks included. */
export async function removeFilesOf(customerId: Types.ObjectId): Promise<void> {
  const ids = await taskFilesCollection().distinct('_id', { 'metadata.customerId': customerId });
  await deleteTaskFiles(ids);
}

/**
 * Seaside: an admin, a user, a cleaner, a maintenance worker and an accountant; a task assigned
 * to the cleaner, another to nobody, a group of all but the accountant. Mountain:
 * another customer whose task holds a photo.
 */
export async function seedTaskMessages() {
  const seaside = await createCustomerWithUsers('Seaside', [
    'admin',
    'user',
    'cleaner',
    'maintenance',
    'accountant',
  ]);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const caller = (customer: typeof seaside, role: Role): Caller => ({
    userId: customer.users.get(role)!,
    customerId: customer.customerId,
    role,
  });
  const task = (customer: typeof seaside, title: string, assignees: Types.ObjectId[]) =>
    Task.create({
      customerId: customer.customerId,
      title,
      category: 'cleaning',
      priority: 'medium',
      assignments: assignees.map((userId) => ({ userId })),
    });
  const cleaner = caller(seaside, 'cleaner');
  const cleanersTask = await task(seaside, 'Turnover at Dune House', [cleaner.userId]);
  const othersTask = await task(seaside, 'Fix the gate', []);
  const foreignTask = await task(mountain, 'Mountain task', []);
  const crew = await UserGroup.create({
    customerId: seaside.customerId,
    name: 'Crew',
    memberIds: ['cleaner', 'maintenance', 'admin', 'user'].map((role) =>
      seaside.users.get(role as Role)!,
    ),
  });
  const foreignPhoto = await storeAttachment(
    {
      customerId: mountain.customerId,
      taskId: foreignTask._id,
      uploaderId: mountain.users.get('admin')!,
    },
    'mountain.png',
    await samplePhoto(),
  );
  return {
    admin: caller(seaside, 'admin'),
    cleaner,
    user: caller(seaside, 'user'),
    maintenance: caller(seaside, 'maintenance'),
    accountant: caller(seaside, 'accountant'),
    foreignAdmin: caller(mountain, 'admin'),
    cleanersTask,
    othersTask,
    crewId: crew._id.toString(),
    foreignPhotoId: foreignPhoto.id,
  };
}

export type Seeded = Awaited<ReturnType<typeof seedTaskMessages>>;

/** The API with the seed above, and requests to POST /api/tasks/messages as any caller. */
export function withTaskMessagesApi() {
  let seeded: Seeded | undefined;
  const api = withTestApi(async () => {
    seeded = await seedTaskMessages();
  });
  const send = clientOf(() => api.server);
  return {
    api,
    send,
    get seeded(): Seeded {
      if (!seeded) throw new Error('not seeded yet');
      return seeded;
    },
    upload: (caller: Caller, form: FormData) =>
      send(caller, '/api/tasks/messages', { method: 'POST', body: form }),
    post: (caller: Caller, body: object) =>
      send(caller, '/api/tasks/messages', { method: 'POST', body: JSON.stringify(body) }),
  };
}
