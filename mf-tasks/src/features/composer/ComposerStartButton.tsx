import { providerStartAction, type PlatformApi, type Task } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useViewer } from '../task-sidebar/editing/useViewer';

/**
 * 'Start Task' or 'Resume Task' in the composer, for the assigned provider when the rules offer
 * one (spec §2 Message composer): it opens the execution view, on a desktop too.
 */
export function ComposerStartButton({ task, platform }: { task: Task; platform: PlatformApi }) {
  const viewer = useViewer(platform);
  const action = providerStartAction(task, viewer, new Date());
  if (!action) return null;
  return (
    <Button size="sm" onClick={() => platform.nav.openExecution(task.id)}>
      {action}
    </Button>
  );
}
