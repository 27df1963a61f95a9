import type { Theme } from '@emotion/react';
import type { Failure } from './useFieldDraft';

interface SaveFailureProps {
  failure: Failure | null;
  /** The value now saved, shown after a conflict next to what the user typed. */
  current?: string;
}

const failureStyle = (theme: Theme) => ({
  margin: `${theme.space[1]} 0 0`,
  color: theme.colors.text.danger,
  fontSize: theme.typography.sizes.sm,
});

export function SaveFailure({ failure, current }: SaveFailureProps) {
  if (!failure) return null;
  return (
    <div role="alert" css={failureStyle}>
      <p css={{ margin: 0 }}>{failure.message}</p>
      {failure.conflict && current !== undefined && (
        <p css={{ margin: 0 }}>Current value: {current || 'None'}</p>
      )}
    </div>
  );
}
