import { Button, type ButtonVariant } from '@staydesk/design-system';
import { Dialog } from '@staydesk/design-system/overlays';
import { useState, type ReactNode } from 'react';

interface ChangeDialogProps {
  title: string;
  description: string;
  action: { label: string; variant?: ButtonVariant; disabled?: boolean };
  /** Said before the server's reason when the change fails: 'Could not save the roles'. */
  failure: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}

/** A change to a member, confirmed in a dialog that stays open with the reason if it fails. */
export function ChangeDialog({
  title,
  description,
  action,
  failure,
  onConfirm,
  onClose,
  children,
}: ChangeDialogProps) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setWorking(true);
    setError(null);
    try {
      await onConfirm();
    } catch (reason) {
      setError(`${failure}: ${(reason as Error).message}`);
      setWorking(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={action.variant}
            loading={working}
            disabled={action.disabled}
            onClick={() => void confirm()}
          >
            {action.label}
          </Button>
        </>
      }
    >
      {children}
      {error && (
        <p role="alert" css={{ margin: '12px 0 0', color: '#b91c1c' }}>
          {error}
        </p>
      )}
    </Dialog>
  );
}
