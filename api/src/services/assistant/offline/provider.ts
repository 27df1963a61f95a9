import {
  addLocalDays,
  defaultAccessCodeName,
  defaultAccessCodeWindow,
  formatDueDate,
  instantIn,
  localDateTimeIn,
  notUnderstoodAnswer,
  shortPropertyName,
  TASK_CATEGORIES,
  type AssistantAnswer,
  type AssistantFound,
  type TaskCategory,
} from '@staydesk/contracts';
import type { AssistantKit, AssistantProvider } from '../provider';
import type { Proposal } from '../proposals';
import { parseRequest, type Intent } from './parse';

const answered = (
  answer: string,
  data: AssistantFound[] = [],
  proposal?: Proposal,
): AssistantAnswer => {
  if (proposal && 'refused' in proposal) {
    return { answer: proposal.refused, understood: true, data, proposedCommands: [] };
  }
  return { answer, understood: true, data, proposedCommands: proposal ? [proposal.proposed] : [] };
};

const notUnderstood = (answer: string): AssistantAnswer => ({
  answer,
  understood: false,
  data: [],
  proposedCommands: [],
});

const categoryLabel = (category: TaskCategory) => {
  const words = category.replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type TaskIntent = Extract<Intent, { kind: 'createTask' }>;

/**
 * A task proposed for the listing the request names, its date read in that listing's zone: the
 * request was first read in the customer's, before the listing was known.
 */
async function proposeTask(
  request: string,
  customerIntent: TaskIntent,
  kit: AssistantKit,
): Promise<AssistantAnswer> {
  let intent = customerIntent;
  const { category } = intent;
  if (!category) {
    return notUnderstood(
      `I did not understand the task category '${intent.categoryWords}'. Categories: ${TASK_CATEGORIES.join(', ')}.`,
    );
  }
  const match = await kit.reads.listingsNamed(intent.listingWords);
  if (match.kind === 'none') return answered(`No listing matches '${intent.listingWords}'.`);
  if (match.kind === 'several') {
    return answered(
      `Several listings match '${intent.listingWords}'. Which one do you mean?`,
      match.listings,
    );
  }
  if (match.rest && !intent.due) {
    return notUnderstood(
      `I did not understand the date '${match.rest}'. Try 'tomorrow at 10', 'on Friday at 2pm' or 'on 3 December'.`,
    );
  }
  const { listing } = match;
  const listingZone = await kit.reads.timeZoneOf(listing.id);
  const inListingZone = parseRequest(request, kit.now, listingZone);
  if (inListingZone.kind === 'createTask') intent = inListingZone;
  const title = `${categoryLabel(category)} at ${shortPropertyName(listing.name, 60)}`;
  const due = intent.due ? `due ${formatDueDate(intent.due)}` : 'with no due date';
  const proposal = kit.proposer.propose(
    'task.create',
    {
      title,
      category,
      listingId: listing.id,
      ...(intent.due ? { dueDate: intent.due } : {}),
    },
    `${categoryLabel(category)} task '${title}' at ${listing.name}, ${due}`,
  );
  return answered(
    `Here is a ${category.replace(/_/g, ' ')} task for ${listing.name}, ${due}. Confirm to create it.`,
    [listing],
    proposal,
  );
}

async function findReservations(guest: string, kit: AssistantKit): Promise<AssistantAnswer> {
  const found = await kit.reads.reservationsOfGuest(guest);
  if (found.length === 0) return answered(`No reservation found for '${guest}'.`);
  return answered(
    `Found ${plural(found.length, 'reservation', 'reservations')} for '${guest}'.`,
    found,
  );
}

/** Today is the customer's day, wherever the server runs. */
async function dueToday(kit: AssistantKit): Promise<AssistantAnswer> {
  const zone = await kit.reads.timeZoneOf();
  const start = instantIn(`${localDateTimeIn(kit.now, zone).slice(0, 10)}T00:00`, zone);
  const end = new Date(addLocalDays(start, 1, zone).getTime() - 1);
  const tasks = await kit.reads.tasksDueBetween(start, end);
  if (tasks.length === 0) return answered('Nothing is due today.');
  return answered(`${plural(tasks.length, 'task is', 'tasks are')} due today.`, tasks);
}

async function proposeAccessCode(code: string, kit: AssistantKit): Promise<AssistantAnswer> {
  const reservation = await kit.reads.reservationByCode(code);
  if (!reservation) return answered(`No reservation has the confirmation code '${code}'.`);
  const { startsAt, endsAt } = defaultAccessCodeWindow(reservation);
  const { listingId, checkInTime: _in, checkOutTime: _out, ...found } = reservation;
  const proposal = kit.proposer.propose(
    'seam.accessCode.create',
    {
      name: defaultAccessCodeName(reservation),
      startsAt,
      endsAt,
      reservationId: reservation.id,
      listingId,
      metadata: { reservationCode: reservation.confirmationCode, guestName: reservation.guestName },
    },
    `Access code for ${reservation.guestName} at ${reservation.listingName}, ${startsAt} to ${endsAt}, 6 random digits`,
  );
  return answered(
    `Here is an access code for ${reservation.guestName} (${code}) from ${startsAt} to ${endsAt}. Confirm to create it.`,
    [found],
    proposal,
  );
}

/** Understands the platform's own requests in plain English, with no service behind it. */
export const offlineProvider: AssistantProvider = {
  async answer(question, kit) {
    const intent = parseRequest(question.question, kit.now, await kit.reads.timeZoneOf());
    switch (intent.kind) {
      case 'createTask':
        return proposeTask(question.question, intent, kit);
      case 'findReservation':
        return findReservations(intent.guest, kit);
      case 'dueToday':
        return dueToday(kit);
      case 'setAccessCode':
        return proposeAccessCode(intent.confirmationCode, kit);
      case 'unknown':
        return notUnderstood(notUnderstoodAnswer(question.question));
    }
  },
};
