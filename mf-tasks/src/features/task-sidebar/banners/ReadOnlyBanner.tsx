import { Banner } from './Banner';

/** Says why a task that is shown has no edit controls, when no role could change it here. */
export function ReadOnlyBanner({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <Banner tone="info" label="Read-only task">
      <p role="note">{notice}</p>
    </Banner>
  );
}
