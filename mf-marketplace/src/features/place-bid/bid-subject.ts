import { errorMessageOf, type TaskCategory } from '@staydesk/contracts';
import { format, isValid, parseISO } from 'date-fns';

/** The task a bid is for, as the dialog shows it, from a task or from an offer's card. */
export interface BidSubject {
  taskId: string;
  title: string;
  dueDate: string | null;
  /** The listing's address or name, or null where the task has none. */
  location: string | null;
  category: TaskCategory;
  listingId: string | null;
  /** The listing's currency: a bid is in it. */
  currency: string;
}

export const BID_TEXTS = {
  noDueDate: 'No due date',
  invalidDate: 'Invalid date',
  noLocation: 'Location not specified',
  submitted: 'Your bid has been successfully submitted',
  submitFailed: 'Failed to submit bid',
  claimed: 'Task claimed successfully',
  claimFailed: 'Failed to claim task',
} as const;

/** The due date as the dialog shows it, with the spec's two fallbacks. */
export function dueDateLabel(dueDate: string | null): string {
  if (!dueDate) return BID_TEXTS.noDueDate;
  const date = parseISO(dueDate);
  return isValid(date) ? format(date, 'EEE, MMM d, yyyy · h:mm a') : BID_TEXTS.invalidDate;
}

export const locationLabel = (location: string | null): string =>
  location?.trim() || BID_TEXTS.noLocation;

/** The server's reason in an RTK Query failure, else the fallback. */
export const failureMessage = (failure: unknown, fallback: string): string =>
  errorMessageOf(
    typeof failure === 'object' && failure !== null && 'data' in failure ? failure.data : null,
    fallback,
  );
