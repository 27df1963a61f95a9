import {
  automationsSchema,
  bulkTaskResultSchema,
  checklistTemplatesSchema,
  historySchema,
  tagListSchema,
  taskMessageResultSchema,
  taskPageSchema,
  taskTemplatesFrom,
  teamSchema,
  uploadResultSchema,
  type ChecklistTemplate,
  type HistoryItem,
  type Mention,
  type TagOperation,
  type TagWithCount,
  type Task,
  type TaskPage,
  type TaskQuery,
  type TaskTemplate,
  type TaskUpdate,
  type Team,
  type TimelineEvent,
} from '@staydesk/contracts';
import { createRemoteStore, createTaskApi, taskOf } from '@staydesk/design-system/platform';
import { useDispatch } from 'react-redux';

/** The remote's one api, with the task client's read of a task; features inject the rest. */
export const api = createTaskApi({
  tagTypes: ['TaskList', 'Tags', 'Team', 'Templates', 'History'],
});

/** The remote's one store: every surface shares its cache. */
export const store = createRemoteStore(api);
/** The store's dispatch, which takes RTK Query's thunks (a cache update) too. */
export const useTasksDispatch = useDispatch.withTypes<typeof store.dispatch>();

/**
 * Every task call of the remote, once: the sidebar, the creation panel, the composer, the
 * dashboard and the activity sidebar share these hooks and their cache.
 */

type TaskTags = [{ type: 'Task'; id: string }, 'TaskList', 'History'];
const changedTask = (taskId: string): TaskTags => [
  { type: 'Task', id: taskId },
  'TaskList',
  'History',
];

export const taskApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTasks: build.query<TaskPage, TaskQuery>({
      query: (params) => ({ url: 'tasks', params }),
      transformResponse: (body: unknown) => taskPageSchema.parse(body),
      providesTags: ['TaskList'],
    }),
    getTags: build.query<TagWithCount[], void>({
      query: () => ({ url: 'tasks', params: { fetchTags: 'true' } }),
      transformResponse: (body: unknown) => tagListSchema.parse(body).tags,
      providesTags: ['Tags'],
    }),
    getTeam: build.query<Team, void>({
      query: () => ({ url: 'user/users' }),
      transformResponse: (body: unknown) => teamSchema.parse(body),
      providesTags: ['Team'],
    }),
    getChecklistTemplates: build.query<ChecklistTemplate[], void>({
      query: () => ({ url: 'tasks/checklists/templates' }),
      transformResponse: (body: unknown) => checklistTemplatesSchema.parse(body).templates,
      providesTags: ['Templates'],
    }),
    getTaskTemplates: build.query<TaskTemplate[], void>({
      query: () => ({ url: 'tasks/settings/automations' }),
      transformResponse: (body: unknown) => taskTemplatesFrom(automationsSchema.parse(body).events),
      providesTags: ['Templates'],
    }),
    getHistory: build.query<HistoryItem[], void>({
      query: () => ({ url: 'dashboard/history' }),
      transformResponse: (body: unknown) => historySchema.parse(body).items,
      providesTags: ['History'],
    }),
    updateTask: build.mutation<Task, { taskId: string; update: TaskUpdate }>({
      query: ({ taskId, update }) => ({
        url: 'tasks',
        method: 'PATCH',
        params: { taskId },
        body: update,
      }),
      transformResponse: taskOf,
      invalidatesTags: (_task, _error, { taskId }) => changedTask(taskId),
    }),
    changeTag: build.mutation<Task, { taskId: string; operation: TagOperation }>({
      query: ({ taskId, operation }) => ({
        url: 'tasks',
        method: 'PATCH',
        params: { taskId },
        body: operation,
      }),
      transformResponse: taskOf,
      invalidatesTags: (_task, _error, { taskId }) => [...changedTask(taskId), 'Tags'],
    }),
    createSubtask: build.mutation<
      Task,
      { parentTaskId: string; title: string; description?: string }
    >({
      query: ({ parentTaskId, title, description }) => ({
        url: 'tasks',
        method: 'POST',
        params: { taskId: parentTaskId },
        body: { title, description, isSubtask: true, parentTaskId },
      }),
      transformResponse: taskOf,
      invalidatesTags: (_task, _error, { parentTaskId }) => changedTask(parentTaskId),
    }),
    respondToAssignment: build.mutation<
      Task,
      { taskId: string; assignmentId: string; accept: boolean; notes?: string }
    >({
      query: ({ assignmentId, accept, notes }) => ({
        url: `tasks/assignments/${encodeURIComponent(assignmentId)}/respond`,
        method: 'POST',
        body: { accept, notes },
      }),
      transformResponse: taskOf,
      invalidatesTags: (_task, _error, { taskId }) => changedTask(taskId),
    }),
    addChecklistItem: build.mutation<
      Task,
      { taskId: string; title: string; required?: boolean; section?: string; notes?: string }
    >({
      query: (body) => ({ url: 'tasks/checklists', method: 'POST', body }),
      transformResponse: taskOf,
      invalidatesTags: (_task, _error, { taskId }) => changedTask(taskId),
    }),
    applyChecklistTemplate: build.mutation<Task, { taskId: string; templateId: string }>({
      query: (body) => ({ url: 'tasks/checklists', method: 'POST', body }),
      transformResponse: taskOf,
      invalidatesTags: (_task, _error, { taskId }) => changedTask(taskId),
    }),
    toggleChecklistItem: build.mutation<
      Task,
      { taskId: string; itemId: string; completed: boolean }
    >({
      query: ({ taskId, itemId, completed }) => ({
        url: 'tasks/checklists',
        method: 'PATCH',
        params: { taskId, itemId },
        body: { completed },
      }),
      transformResponse: taskOf,
      invalidatesTags: (_task, _error, { taskId }) => changedTask(taskId),
    }),
    deleteChecklistItem: build.mutation<Task, { taskId: string; itemId: string }>({
      query: ({ taskId, itemId }) => ({
        url: 'tasks/checklists',
        method: 'DELETE',
        params: { taskId, itemId },
      }),
      transformResponse: taskOf,
      invalidatesTags: (_task, _error, { taskId }) => changedTask(taskId),
    }),
    bulkUpdateTasks: build.mutation<
      { updated: string[]; refused: { id: string; message: string }[] },
      { taskIds: string[]; assignedTo?: string | null; status?: Task['status'] }
    >({
      query: (body) => ({ url: 'tasks/bulk', method: 'PATCH', body }),
      transformResponse: (body: unknown) => bulkTaskResultSchema.parse(body),
      invalidatesTags: ['Task', 'TaskList', 'History'],
    }),
    sendMessage: build.mutation<
      TimelineEvent,
      { taskId: string; message: string; mentions: Mention[]; attachments: string[] }
    >({
      query: (body) => ({ url: 'tasks/messages', method: 'POST', body }),
      transformResponse: (body: unknown) => taskMessageResultSchema.parse(body).event,
      invalidatesTags: (_event, _error, { taskId }) => [{ type: 'Task', id: taskId }],
    }),
    /** taskId 'new' while the task is being created: the files wait for it. */
    uploadFiles: build.mutation<
      ReturnType<typeof uploadResultSchema.parse>['attachments'],
      { taskId: string; form: FormData }
    >({
      query: ({ form }) => ({ url: 'tasks/messages', method: 'POST', body: form }),
      transformResponse: (body: unknown) => uploadResultSchema.parse(body).attachments,
      invalidatesTags: (_files, _error, { taskId }) =>
        taskId === 'new' ? [] : [{ type: 'Task', id: taskId }],
    }),
    sendTyping: build.mutation<void, { taskId: string }>({
      query: (body) => ({ url: 'tasks/typing', method: 'POST', body }),
    }),
  }),
});

// A tick shows at once, as on paper, and several can be ticked in a row; a refused change
// puts the box back (the caller reports why).
taskApi.enhanceEndpoints({
  endpoints: {
    toggleChecklistItem: {
      async onQueryStarted({ taskId, itemId, completed }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          taskApi.util.updateQueryData('getTask', taskId, (task) => {
            const item = task.checklist.find((candidate) => candidate.id === itemId);
            if (item) item.completed = completed;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    },
  },
});

export const {
  useGetTaskQuery,
  useListTasksQuery,
  useGetTagsQuery,
  useGetTeamQuery,
  useGetChecklistTemplatesQuery,
  useGetTaskTemplatesQuery,
  useGetHistoryQuery,
  useUpdateTaskMutation,
  useChangeTagMutation,
  useCreateSubtaskMutation,
  useRespondToAssignmentMutation,
  useAddChecklistItemMutation,
  useApplyChecklistTemplateMutation,
  useToggleChecklistItemMutation,
  useDeleteChecklistItemMutation,
  useBulkUpdateTasksMutation,
  useSendMessageMutation,
  useUploadFilesMutation,
  useSendTypingMutation,
} = taskApi;
