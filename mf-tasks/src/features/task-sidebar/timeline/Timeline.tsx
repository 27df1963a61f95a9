import { TASK_LIMITS, type Task } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useState } from 'react';
import { Section } from '../Section';
import { mutedStyle } from '../formStyles';
import { TimelineEntry } from './TimelineEntry';

const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  b.created_at.localeCompare(a.created_at);

/** The task's history and comments, newest first: 5 until expanded. */
export function Timeline({ task, now }: { task: Task; now: Date }) {
  const [expanded, setExpanded] = useState(false);
  const events = [...task.timeline].sort(newestFirst);
  const shown = expanded ? events : events.slice(0, TASK_LIMITS.timelineInitial);
  const hidden = events.length - TASK_LIMITS.timelineInitial;
  return (
    <Section title="Timeline">
      {events.length === 0 && <p css={mutedStyle}>No activity yet.</p>}
      <ul aria-label="Timeline events" css={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {shown.map((event) => (
          <TimelineEntry key={event.id} event={event} attachments={task.attachments} now={now} />
        ))}
      </ul>
      {hidden > 0 && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show ${hidden} more`}
        </Button>
      )}
    </Section>
  );
}
