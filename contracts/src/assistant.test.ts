import {
  ASSISTANT_EXAMPLES,
  ASSISTANT_ROLES,
  assistantAnswerSchema,
  assistantRequestSchema,
  notUnderstoodAnswer,
} from './assistant';
import { FIELD_STAFF_ROLES } from './roles';

test('a question is trimmed, required and at most 500 characters', () => {
  expect(assistantRequestSchema.parse({ question: '  what is due today ' })).toEqual({
    question: 'what is due today',
    conversation: [],
  });
  expect(assistantRequestSchema.safeParse({ question: '   ' }).success).toBe(false);
  expect(assistantRequestSchema.safeParse({ question: 'x'.repeat(501) }).success).toBe(false);
});

test('field staff may not ask the assistant; hosts may', () => {
  for (const role of FIELD_STAFF_ROLES) expect(ASSISTANT_ROLES).not.toContain(role);
  expect(ASSISTANT_ROLES).toEqual(expect.arrayContaining(['admin', 'owner', 'user']));
});

test('not understanding says so and names what can be asked', () => {
  const answer = notUnderstoodAnswer('flurb');
  expect(answer.startsWith("I did not understand 'flurb'. You can ask, for example: ")).toBe(true);
  for (const example of ASSISTANT_EXAMPLES) expect(answer).toContain(`'${example}'`);
});

test('a proposed command must be a whole command action', () => {
  const answer = (action: unknown) =>
    assistantAnswerSchema.safeParse({
      answer: 'ok',
      understood: true,
      data: [],
      proposedCommands: [{ label: 'Create task', summary: 's', action }],
    }).success;
  expect(answer({ type: 'command', topic: 'tasks', event: 'task.create', payload: {} })).toBe(true);
  expect(answer({ topic: 'tasks', event: 'task.create', payload: {} })).toBe(false);
});
