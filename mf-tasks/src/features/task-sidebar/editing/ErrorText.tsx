/** A refusal said where it happened, announced to assistive technology. */
export function ErrorText({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.text.danger })}>
      {message}
    </p>
  );
}
