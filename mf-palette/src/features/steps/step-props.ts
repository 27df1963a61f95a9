import type { PickedReservation } from '../data/palette-queries';
import type { PaletteStep } from './step-flow';

/** What every step component gets from the flow around it. */
export interface StepProps {
  step: PaletteStep;
  values: Readonly<Record<string, unknown>>;
  picked: readonly string[];
  choose(value: unknown): void;
  toggle(id: string): void;
  continueWith(): void;
}

const hasId = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';

/** The reservation a flow chose (or the page had open), if any. */
export const chosenReservation = (values: StepProps['values']): PickedReservation | null =>
  hasId(values.reservation) ? (values.reservation as PickedReservation) : null;

/** The listing a flow chose, or the chosen reservation's. */
export function chosenListing(values: StepProps['values']): { id: string; name: string } | null {
  if (hasId(values.listing)) return values.listing as { id: string; name: string };
  const reservation = chosenReservation(values);
  return reservation ? { id: reservation.listingId, name: reservation.listingName } : null;
}

/** An RTK Query error as the step shows it. */
export function errorText(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'An error occurred';
  if ('data' in error && typeof error.data === 'object' && error.data !== null) {
    const data = error.data as { error?: unknown; message?: unknown };
    if (typeof data.message === 'string') return data.message;
    if (typeof data.error === 'string') return data.error;
  }
  if ('error' in error && typeof error.error === 'string') return error.error;
  if ('status' in error) return String(error.status);
  return 'An error occurred';
}
