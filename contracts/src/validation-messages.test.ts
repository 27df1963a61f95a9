import { z } from 'zod';
import { maxLengthOf, numberRangeOf } from './input-limits';
import { taskPatchBodySchema } from './task-api';
import { taskDraftSchema } from './tasks';
import { checkField, checkInput } from './validation-messages';

const messageOf = (schema: z.ZodType, value: unknown, labels?: Record<string, string>) => {
  const result = checkInput(schema, value, labels);
  return result.success ? null : result.message;
};

describe('validation messages', () => {
  it('name the field by its path and the rule it broke', () => {
    const schema = z.object({
      title: z.string().max(200),
      count: z.number().int().min(1).max(10),
      tags: z.array(z.string()).max(2),
      email: z.email(),
      priority: z.enum(['low', 'high']),
      enabled: z.boolean(),
    });
    expect(
      messageOf(schema, {
        title: 'x'.repeat(201),
        count: 11,
        tags: ['a', 'b', 'c'],
        email: 'nope',
        priority: 'someday',
        enabled: 'yes',
      }),
    ).toBe(
      [
        'title: at most 200 characters',
        'count: at most 10',
        'tags: at most 2 items',
        'email: must be an email address',
        'priority: must be one of low, high',
        'enabled: must be true or false',
      ].join('; '),
    );
    expect(messageOf(schema.pick({ count: true }), {})).toBe('count: Required');
    expect(messageOf(schema.pick({ count: true }), { count: 1.5 })).toBe(
      'count: must be a whole number',
    );
  });

  it('follow a union into the branch the input was meant for', () => {
    expect(messageOf(taskPatchBodySchema, { description: 'Towels' })).toBe('version: Required');
    expect(messageOf(taskPatchBodySchema, { tagOperation: 'add' })).toBe('tagName: Required');
    expect(messageOf(taskPatchBodySchema, { tagOperation: 'rename' })).toBe(
      'tagOperation: must be one of add, remove',
    );
  });

  it('name each unknown field', () => {
    const strict = z.object({ groups: z.object({ cleaning: z.boolean() }).strict() });
    expect(messageOf(strict, { groups: { cleaning: true, weather: true } })).toBe(
      'groups.weather: unknown field',
    );
  });

  it("in a form, use the field's label and keep a schema's own words as they are", () => {
    const labels = { title: 'Title', priority: 'Priority' };
    expect(messageOf(taskDraftSchema, { title: 'x'.repeat(600), priority: 'x' }, labels)).toBe(
      'Title: at most 200 characters; Priority: must be one of low, medium, high, urgent',
    );
    expect(messageOf(taskDraftSchema, { title: '   ' }, labels)).toBe('Title is required');
    expect(messageOf(taskDraftSchema, { title: '   ' })).toBe('title: Title is required');
    const tag = z.string().max(5);
    expect(checkField(tag, 'toolong', 'Tag')).toEqual({
      success: false,
      message: 'Tag: at most 5 characters',
    });
  });

  it('give back the parsed value when it is valid', () => {
    expect(checkInput(taskDraftSchema, { title: '  Fix the gate ' })).toMatchObject({
      success: true,
      data: { title: 'Fix the gate', priority: 'medium' },
    });
  });
});

describe('input limits', () => {
  it("read a field's limits through optional, nullable and default", () => {
    expect(maxLengthOf(taskDraftSchema.shape.title)).toBe(200);
    expect(maxLengthOf(taskDraftSchema.shape.description)).toBe(5000);
    expect(maxLengthOf(z.string().nullable().optional())).toBeUndefined();
    expect(maxLengthOf(z.number())).toBeUndefined();
    expect(numberRangeOf(z.number().int().min(0).max(100_000).nullable().optional())).toEqual({
      min: 0,
      max: 100_000,
    });
    expect(numberRangeOf(z.number().int())).toEqual({ min: undefined, max: undefined });
  });
});
