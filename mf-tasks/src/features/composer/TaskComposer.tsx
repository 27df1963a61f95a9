import { css, type Theme } from '@emotion/react';
import { maxLengthOf, TASK_LIMITS, taskMessageSchema, type Mention } from '@staydesk/contracts';
import { Button, mq, toast, useIsPhone, useOnceIdle } from '@staydesk/design-system';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AttachmentControls } from '../attachments/AttachmentControls';
import { AttachmentPreviews, failureMessage } from '@staydesk/design-system/attachments';
import { useTaskUploads } from '../attachments/useTaskUploads';
import { useGetTeamQuery, useSendMessageMutation } from '../task-api';
import { insertMention, mentionsIn, messageText } from './mentions';
import { MentionPicker, mentionOptionId } from './MentionPicker';
import { useMentionPicker } from './useMentionPicker';
import { useTypingStatus } from './useTypingStatus';

export const SEND_FAILED_MESSAGE = 'Failed to send message';
export const TOO_MANY_ATTACHMENTS_MESSAGE = `You can attach at most ${TASK_LIMITS.attachments} files to a message`;

const composerStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} 0 0;
  ${mq.below('mobile')} {
    gap: ${theme.space[1]};
    padding-top: ${theme.space[2]};
  }
  border-top: 1px solid ${theme.colors.border.subtle};
  textarea {
    display: block;
    width: 100%;
    min-height: 64px;
    max-height: 40dvh;
    /* Grows with what is typed; on a phone it starts at one line to leave the task in view. */
    field-sizing: content;
    ${mq.below('mobile')} {
      min-height: 40px;
      max-height: 30dvh;
    }
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border.control};
    border-radius: ${theme.radii.md};
    font: inherit;
    resize: vertical;
    &:focus-visible {
      outline: 2px solid ${theme.colors.focus};
      outline-offset: 0;
    }
  }
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  > :last-child {
    margin-left: auto;
  }
`;

/** The message field at the bottom of the task sidebar: text, '@' mentions, files, voice notes. */
export function TaskComposer({ taskId, start }: { taskId: string; start?: ReactNode }) {
  const listId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Mention[]>([]);
  // The team is for '@' mentions: asked for once the composer is on the page, not with it.
  const idle = useOnceIdle();
  const { data: team } = useGetTeamQuery(undefined, { skip: !idle });
  const mentions = useMentionPicker(team);
  const uploads = useTaskUploads(taskId);
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  const signalTyping = useTypingStatus(taskId);
  const phone = useIsPhone();
  const canSend =
    (text.trim().length > 0 || uploads.attachments.length > 0) && !sending && !uploads.uploading;

  function pick(mention: Mention) {
    const caret = field.current?.selectionStart ?? text.length;
    if (!mentions.query) return;
    const next = insertMention(text, mentions.query, caret, mention);
    setText(next.text);
    setPicked((current) => [...current, mention]);
    mentions.close();
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  }

  async function send() {
    if (!canSend) return;
    const message = messageText(text, uploads.attachments.length);
    try {
      await sendMessage({
        taskId,
        message,
        mentions: mentionsIn(message, picked),
        attachments: uploads.attachments.map((attachment) => attachment.id),
      }).unwrap();
      setText('');
      setPicked([]);
      uploads.clear();
    } catch (error) {
      // What was typed stays in the field to send again.
      toast.error(failureMessage(error, SEND_FAILED_MESSAGE));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
      return;
    }
    if (!mentions.open) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => mentions.move(1),
      ArrowUp: () => mentions.move(-1),
      Enter: () => {
        const mention = mentions.highlighted();
        if (mention) pick(mention);
      },
      Escape: mentions.close,
    };
    const action = keys[event.key];
    if (!action || event.shiftKey) return;
    event.preventDefault();
    // Escape closes the picker only, not the sidebar around it.
    event.stopPropagation();
    action();
  }

  return (
    <section css={composerStyle} aria-label="Message composer">
      <AttachmentPreviews attachments={uploads.attachments} onRemove={uploads.remove} />
      <div css={{ position: 'relative' }}>
        {mentions.open && (
          <MentionPicker
            id={listId}
            candidates={mentions.candidates}
            active={mentions.active}
            onPick={pick}
          />
        )}
        <textarea
          ref={field}
          aria-label="Message"
          // A text box with suggestions: a combobox may not be multi-line, so the picker is
          // tied to it by aria-controls alone.
          aria-autocomplete="list"
          aria-controls={mentions.open ? listId : undefined}
          aria-activedescendant={
            mentions.open ? mentionOptionId(listId, mentions.active) : undefined
          }
          placeholder={
            phone ? 'Message… @ to mention' : 'Write a message… @ to mention, Ctrl+Enter to send'
          }
          maxLength={maxLengthOf(taskMessageSchema.shape.message)}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            mentions.track(event.target.value, event.target.selectionStart);
            signalTyping();
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div css={actionsStyle}>
        <AttachmentControls
          add={uploads.add}
          onProblem={(problem) =>
            toast.error(problem.kind === 'failed' ? problem.message : TOO_MANY_ATTACHMENTS_MESSAGE)
          }
          onRecorderProblem={toast.error}
          disabled={sending}
        />
        {start}
        <Button size="sm" disabled={!canSend} loading={sending} onClick={() => void send()}>
          Send
        </Button>
      </div>
    </section>
  );
}
