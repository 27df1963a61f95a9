import { z } from 'zod';
import {
  breakEndSchema,
  breakStartAnswerSchema,
  breakStartSchema,
  executionAnswerSchema,
  executionPauseSchema,
  executionReadSchema,
  executionStartSchema,
  executionSyncSchema,
  rolesAccess,
  SERVICE_PROVIDER_ROLES,
  SIGNED_IN_ACCESS,
  type ExecutionStateName,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration, type RouteExample } from '../../http/route';
import {
  driveExecution,
  readExecution,
  syncExecution,
  type DriveInput,
  type DriveKind,
} from '../../services/execution/drive';
import { prepareRun, matrixBreakId } from './examples';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });
const PROVIDERS = rolesAccess(SERVICE_PROVIDER_ROLES, 'run tasks');
const taskParams: RouteExample['request'] = ({ tenant }) => ({ params: { id: tenant.taskId } });

/** One action on the caller's run: start, resume, pause, break start or end. */
function actionRoute<Body extends DriveInput>(spec: {
  id: string;
  path: string;
  kind: DriveKind;
  summary: string;
  body: z.ZodType<Body, unknown>;
  /** The state the example's run is put in first. */
  from: ExecutionStateName;
  example: object;
}): RouteDeclaration {
  const breakStart = spec.kind === 'break_start';
  return sessionRoute({
    id: spec.id,
    method: 'POST',
    path: `/api/tasks/execution/:id/${spec.path}`,
    summary: spec.summary,
    tag: 'execution',
    access: PROVIDERS,
    rateLimit: 'write',
    idempotent: true,
    params: paramsSchema,
    body: spec.body,
    response: {
      status: 200,
      description: breakStart ? 'The run, the task and breakId' : 'The run and the task',
      schema: breakStart ? breakStartAnswerSchema : executionAnswerSchema,
    },
    errors: [404, 409],
    example: {
      request: (fixture) => ({ ...taskParams(fixture), body: spec.example }),
      prepare: prepareRun(spec.from),
    },
    handle: ({ auth, params, body }) => driveExecution(auth, params.id, spec.kind, body),
  });
}

/** The calls of guided execution (spec: marketplace-execution §7), all replayable under a key. */
export const executionRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'tasks.execution.get',
    method: 'GET',
    path: '/api/tasks/execution/:id',
    summary:
      "The caller's run of the task (anyone else: the latest run), counted at the server's now",
    tag: 'execution',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    params: paramsSchema,
    response: {
      status: 200,
      description: 'executionState, activeBreak',
      schema: executionReadSchema,
    },
    errors: [404],
    example: { request: taskParams },
    handle: ({ auth, params }) => readExecution(auth, params.id),
  }),
  sessionRoute({
    id: 'tasks.execution.sync',
    method: 'PATCH',
    path: '/api/tasks/execution/:id',
    summary: "Keeps the view's figures beside the run; answers the run as the server counts it",
    tag: 'execution',
    access: PROVIDERS,
    rateLimit: 'write',
    idempotent: true,
    params: paramsSchema,
    body: executionSyncSchema,
    response: { status: 200, description: 'The run', schema: executionReadSchema },
    errors: [404],
    example: {
      request: (fixture) => ({
        ...taskParams(fixture),
        body: { currentState: 'active', totalWorkTime: 60, totalBreakTime: 0 },
      }),
    },
    handle: ({ auth, params, body }) => syncExecution(auth, params.id, body),
  }),
  actionRoute({
    id: 'tasks.startExecution',
    path: 'start',
    kind: 'start',
    summary: 'Starts the run of a task assigned to the caller: the task is in progress',
    body: executionStartSchema,
    from: 'ready',
    example: {},
  }),
  actionRoute({
    id: 'tasks.execution.resume',
    path: 'resume',
    kind: 'resume',
    summary: 'Resumes the run; the time paused counts as break time',
    body: executionStartSchema,
    from: 'paused',
    example: {},
  }),
  actionRoute({
    id: 'tasks.execution.pause',
    path: 'pause',
    kind: 'pause',
    summary: 'Pauses the run, with a reason; the task reads isPaused',
    body: executionPauseSchema,
    from: 'active',
    example: { reason: 'Waiting for linen' },
  }),
  actionRoute({
    id: 'tasks.execution.breakStart',
    path: 'break/start',
    kind: 'break_start',
    summary: 'Starts a break of the running task; answers its breakId',
    body: breakStartSchema,
    from: 'active',
    example: { breakType: 'user_break', reason: 'Lunch' },
  }),
  actionRoute({
    id: 'tasks.execution.breakEnd',
    path: 'break/end',
    kind: 'break_end',
    summary: 'Ends the break in progress; its length counts as break time',
    body: breakEndSchema,
    from: 'break',
    example: { breakId: matrixBreakId },
  }),
];
