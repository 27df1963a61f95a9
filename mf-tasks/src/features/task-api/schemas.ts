/**
 * The schemas of the task API's answers other than the task's and the templates', from
 * contracts. A module of its own so that a surface can build them in a step before the API (see
 * LazyTaskSidebar): with the API they were one task of about 40 ms under Lighthouse's
 * instrumentation.
 */
export {
  bulkTaskResultSchema,
  checklistTemplatesSchema,
  historySchema,
  tagListSchema,
  taskMessageResultSchema,
  taskPageSchema,
  teamSchema,
  uploadResultSchema,
} from '@staydesk/contracts';
