import { issueBadge, type Task } from '@staydesk/contracts';
import { Badge, Button, type Tone } from '@staydesk/design-system';

const BADGES = {
  red: { tone: 'danger', label: 'Blocking issue' },
  yellow: { tone: 'warning', label: 'Open issue' },
  green: { tone: 'success', label: 'Issues resolved' },
} as const satisfies Record<string, { tone: Tone; label: string }>;

/** The issue badge of the header; it opens the issues panel. */
export function IssueBadge({ task, onOpen }: { task: Task; onOpen: () => void }) {
  const badge = issueBadge(task.issues);
  if (!badge) return null;
  const { tone, label } = BADGES[badge];
  return (
    <Button variant="ghost" size="sm" onClick={onOpen} aria-label={`${label}: view issues`}>
      <Badge tone={tone}>{label}</Badge>
    </Button>
  );
}
