import { z } from 'zod';
import type { Role } from './roles';

export const FEEDBACK_MAX_LENGTH = 2000;
/** The newest entries /system lists. */
export const FEEDBACK_LIST_LIMIT = 50;
/** Who reads the feedback of their customer. */
export const FEEDBACK_READER_ROLES: readonly Role[] = ['admin', 'owner'];

/** POST /api/feedback: what someone noticed, and the page they were on. */
export const feedbackDraftSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Tell us what you noticed')
    .max(FEEDBACK_MAX_LENGTH, `Keep it under ${FEEDBACK_MAX_LENGTH} characters`),
  page: z.string().trim().max(300).startsWith('/').optional(),
});
export type FeedbackDraft = z.infer<typeof feedbackDraftSchema>;

export const feedbackEntrySchema = z.object({
  id: z.string(),
  message: z.string(),
  page: z.string().nullable(),
  author: z.object({ name: z.string(), email: z.string(), role: z.string() }),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackResponseSchema = z.object({ feedback: feedbackEntrySchema });
/** GET /api/feedback: the customer's newest feedback first. */
export const feedbackListResponseSchema = z.object({ feedback: z.array(feedbackEntrySchema) });
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;
