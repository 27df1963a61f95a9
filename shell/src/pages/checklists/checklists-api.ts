import type { ChecklistTemplate, ChecklistTemplateInput } from '@staydesk/contracts';
import { pageApi } from '../page-kit/page-api';

const TEMPLATES_PATH = 'tasks/checklists/templates';
const templatePath = (templateId: string) => `${TEMPLATES_PATH}/${encodeURIComponent(templateId)}`;

/** The checklist templates: the customer's own, which editors change, and the global ones. */
export const checklistsApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    checklistTemplates: build.query<ChecklistTemplate[], void>({
      query: () => TEMPLATES_PATH,
      transformResponse: (answer: { templates: ChecklistTemplate[] }) => answer.templates,
      providesTags: ['ChecklistTemplate'],
    }),
    createTemplate: build.mutation<unknown, ChecklistTemplateInput>({
      query: (input) => ({ url: TEMPLATES_PATH, method: 'POST', body: input }),
      invalidatesTags: ['ChecklistTemplate'],
    }),
    updateTemplate: build.mutation<unknown, { templateId: string; input: ChecklistTemplateInput }>({
      query: ({ templateId, input }) => ({
        url: templatePath(templateId),
        method: 'PATCH',
        body: input,
      }),
      invalidatesTags: ['ChecklistTemplate'],
    }),
    deleteTemplate: build.mutation<unknown, string>({
      query: (templateId) => ({ url: templatePath(templateId), method: 'DELETE' }),
      invalidatesTags: ['ChecklistTemplate'],
    }),
  }),
});

export const {
  useChecklistTemplatesQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
} = checklistsApi;
