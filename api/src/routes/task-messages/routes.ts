import type { Context } from 'koa';
import { z } from 'zod';
import {
  ALLOWED_UPLOAD_TYPES,
  ASSIGNED_SCOPE_ROLES,
  MAX_UPLOAD_BYTES,
  rolesAccess,
  SIGNED_IN_ACCESS,
  STRUCTURE_EDIT_ROLES,
  TASK_LIMITS,
  taskMessageResultSchema,
  taskMessageSchema,
  typingSchema,
  uploadResultSchema,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import type { AuthContext } from '../../middleware/auth';
import { serveAttachment, serveThumbnail } from '../../services/attachments/serve';
import { uploadAttachments } from '../../services/attachments/upload';
import { announceTyping, postTaskMessage } from '../../services/task-messages';
import { transcriberFromEnv, type Transcriber } from '../../services/transcription';

/** Who may ever write into a task's thread: its editors, and providers on tasks assigned to them. */
const TASK_WRITERS = [...new Set([...STRUCTURE_EDIT_ROLES, ...ASSIGNED_SCOPE_ROLES])];

const uploadFormSchema = z
  .object({
    taskId: z.string().describe("The task's id, or 'new' while the task is being created"),
    file: z
      .array(
        z
          .file()
          .mime([...ALLOWED_UPLOAD_TYPES])
          .max(MAX_UPLOAD_BYTES),
      )
      .min(1)
      .max(TASK_LIMITS.attachments)
      .describe('The files, each typed by its content'),
  })
  .catchall(
    z.string().describe('metadata_{filename}: a voice note’s JSON { duration, mimeType, size }'),
  );

const attachmentParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A route streaming one stored file, to users who see its task. */
const fileRoute = (file: {
  id: string;
  path: string;
  summary: string;
  contentType: string | readonly string[];
  serve: (ctx: Context, auth: AuthContext, id: string) => Promise<void>;
}) =>
  sessionRoute({
    id: file.id,
    method: 'GET',
    path: file.path,
    summary: file.summary,
    tag: 'tasks',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    params: attachmentParamsSchema,
    response: {
      status: 200,
      description: 'The file (206 with Content-Range for a Range request)',
      contentType: file.contentType,
      writtenByHandler: true,
    },
    errors: [404, 416],
    example: { request: ({ tenant }) => ({ params: { id: tenant.attachmentId } }) },
    handle: ({ auth, params, ctx }) => file.serve(ctx, auth, params.id),
  });

export const taskMessageRoutes = (
  transcriber: Transcriber = transcriberFromEnv(process.env),
): RouteDeclaration[] => [
  sessionRoute<object, object, z.infer<typeof taskMessageSchema> | undefined>({
    id: 'tasks.messages.post',
    method: 'POST',
    path: '/api/tasks/messages',
    summary:
      "JSON: a comment in the task's thread (mentions notified). Multipart: files for the task, or for the task being created ('new')",
    tag: 'tasks',
    access: rolesAccess(TASK_WRITERS, 'write in task threads'),
    rateLimit: 'write',
    body: taskMessageSchema,
    multipart: uploadFormSchema,
    response: {
      status: 200,
      description: 'JSON: { success, event }. Multipart: { success, attachments }',
      schema: z.union([taskMessageResultSchema, uploadResultSchema]),
    },
    errors: [404, 413],
    example: {
      request: ({ tenant }) => ({ body: { taskId: tenant.taskId, message: 'On my way' } }),
    },
    async handle({ auth, body, ctx }) {
      if (!body) {
        const attachments = await uploadAttachments(auth, ctx.req, transcriber);
        return { success: true as const, attachments };
      }
      return { success: true as const, event: await postTaskMessage(auth, body) };
    },
  }),
  fileRoute({
    id: 'tasks.attachments.get',
    path: '/api/tasks/attachments/:id',
    summary: 'A task file, whole or in a byte range, to users who see the task',
    contentType: ALLOWED_UPLOAD_TYPES,
    serve: serveAttachment,
  }),
  fileRoute({
    id: 'tasks.attachments.thumbnail',
    path: '/api/tasks/attachments/:id/thumbnail',
    summary: "A photo's small JPEG, to users who see the task",
    contentType: 'image/jpeg',
    serve: serveThumbnail,
  }),
  sessionRoute({
    id: 'tasks.typing',
    method: 'POST',
    path: '/api/tasks/typing',
    summary: "Tells the task's open views that the caller is writing (not kept in the timeline)",
    tag: 'tasks',
    access: rolesAccess(TASK_WRITERS, 'write in task threads'),
    rateLimit: 'write',
    body: typingSchema,
    response: { status: 204, description: 'Announced' },
    errors: [404],
    example: { request: ({ tenant }) => ({ body: { taskId: tenant.taskId } }) },
    handle: ({ auth, body }) => announceTyping(auth, body.taskId),
  }),
];
