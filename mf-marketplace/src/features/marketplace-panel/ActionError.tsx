import { alertStyle } from './tabStyles';

/** A failed action's message where it was asked for, kept until the next try. */
export function ActionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" css={alertStyle}>
      {error}
    </p>
  );
}
