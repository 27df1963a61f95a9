import { css, type Theme } from '@emotion/react';
import {
  checkField,
  maxLengthOf,
  tagNameSchema,
  tagSuggestions,
  TAG_COLORS,
  type TagOperation,
} from '@staydesk/contracts';
import { Button, IconButton, CloseIcon, useOnceIdle } from '@staydesk/design-system';
import { useState } from 'react';
import { useChangeTagMutation, useGetTagsQuery } from '../../task-api';
import { ErrorText } from '../editing/ErrorText';
import { useCallFailure } from '../editing/useCallFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { labelStyle, rowStyle } from '../formStyles';
import { Combobox } from './Combobox';
import { TagColorPicker, type TagColor } from './TagColorPicker';

const chipStyle = (theme: Theme, color: string) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: 0 0 0 ${theme.space[2]};
  border: 1px solid ${color};
  border-left-width: 6px;
  border-radius: ${theme.radii.full};
  font-size: ${theme.typography.sizes.sm};
`;

/** The task's tags; anyone who may tag the task (mayTag) adds (name + colour) and removes them. */
export function TagsField() {
  const { task, mayTag } = useTaskEditing();
  const [changeTag, { isLoading }] = useChangeTagMutation();
  // Suggestions are for typing a tag: asked for once the sidebar is on the page, not with it.
  const idle = useOnceIdle();
  const { data: allTags, isError: tagsFailed } = useGetTagsQuery(undefined, {
    skip: !mayTag || !idle,
  });
  const [name, setName] = useState('');
  const [color, setColor] = useState<TagColor>(TAG_COLORS[0]);
  const { message, setMessage, report } = useCallFailure();

  async function send(operation: TagOperation) {
    return report(await changeTag({ taskId: task.id, operation }), 'Could not change the tags');
  }

  async function add(tagName: string, tagColor: TagColor) {
    const parsed = checkField(tagNameSchema, tagName, 'Tag name');
    if (!parsed.success) {
      setMessage(parsed.message);
      return;
    }
    if (await send({ tagOperation: 'add', tagName: parsed.data, tagColor })) setName('');
  }

  const suggestions = tagSuggestions(allTags ?? [], task.tags, name);
  const known = (value: string): value is TagColor =>
    (TAG_COLORS as readonly string[]).includes(value);
  return (
    <div>
      <span css={labelStyle}>Tags</span>
      <ul aria-label="Tags" css={[rowStyle, { listStyle: 'none', margin: 0, padding: 0 }]}>
        {task.tags.length === 0 && <li>No tags</li>}
        {task.tags.map((tag) => (
          <li key={tag.id} css={(theme) => chipStyle(theme, tag.color)}>
            {tag.name}
            {mayTag && (
              <IconButton
                label={`Remove tag ${tag.name}`}
                icon={<CloseIcon />}
                size="sm"
                variant="ghost"
                disabled={isLoading}
                onClick={() => void send({ tagOperation: 'remove', tagId: tag.id })}
              />
            )}
          </li>
        ))}
      </ul>
      {mayTag && (
        <div css={{ display: 'grid', gap: 8, marginTop: 8 }}>
          <Combobox
            label="Add a tag"
            placeholder="Tag name"
            maxLength={maxLengthOf(tagNameSchema)}
            text={name}
            onTextChange={setName}
            options={suggestions.map((tag) => ({
              id: tag.id,
              label: tag.name,
              detail: `used ${tag.count}×`,
            }))}
            onPick={(option) => {
              const tag = suggestions.find((suggestion) => suggestion.id === option.id);
              if (tag) void add(tag.name, known(tag.color) ? tag.color : color);
            }}
            onEnterText={() => void add(name, color)}
            // A failed read is only logged (spec): the list is then as good as empty.
            emptyText={allTags || tagsFailed ? 'No available tags' : 'Loading tags…'}
            action={
              <Button size="sm" loading={isLoading} onClick={() => void add(name, color)}>
                Add tag
              </Button>
            }
          />
          <TagColorPicker value={color} onChange={setColor} />
        </div>
      )}
      <ErrorText message={message} />
    </div>
  );
}
