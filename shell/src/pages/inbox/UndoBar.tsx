import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';

/** 'Marked done · Undo' for as long as a toast lasts (3.5 s). */
export function UndoBar({
  message,
  onUndo,
  onExpire,
}: {
  message: string;
  onUndo: () => void;
  onExpire: () => void;
}) {
  useEffect(() => {
    const timer = setTimeout(onExpire, TOAST_DURATION_MS.success);
    return () => clearTimeout(timer);
  }, [message, onExpire]);
  return (
    <div
      role="status"
      css={{
        position: 'fixed',
        bottom: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 50,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '8px 8px 8px 16px',
        maxWidth: 'calc(100vw - 32px)',
        background: '#0f172a',
        color: '#fff',
        borderRadius: 8,
        boxShadow: '0 4px 12px rgb(15 23 42 / 0.25)',
      }}
    >
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onUndo}>
        Undo
      </Button>
    </div>
  );
}
