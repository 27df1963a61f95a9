import { Button } from '@staydesk/design-system';
import { Dialog } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import { signOut } from './sign-out';

export const waitingChangesText = (count: number): string =>
  count === 1
    ? '1 change is waiting to sync. It will be sent when you sign in again on this device.'
    : `${count} changes are waiting to sync. They will be sent when you sign in again on this device.`;

/** Signing out while field actions wait: they stay on the phone, and the user is told so. */
export function SignOutConfirm({ waiting, onCancel }: { waiting: number; onCancel: () => void }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Sign out?"
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut();
            }}
          >
            Sign out
          </Button>
        </>
      }
    >
      <p css={{ margin: 0 }}>{waitingChangesText(waiting)}</p>
    </Dialog>
  );
}
