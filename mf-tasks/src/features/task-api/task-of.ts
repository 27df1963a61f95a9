import { taskResponseSchema } from '@staydesk/contracts';

/**
 * A task route's answer as the task it carries. A module of its own so that a surface can
 * evaluate the task's schema (the largest of the task API) in a step before the rest.
 */
export const taskOf = (body: unknown) => taskResponseSchema.parse(body).task;
