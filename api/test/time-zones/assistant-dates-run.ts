import { PALETTE_COMMANDS, type ProposedCommand } from '@staydesk/contracts';
import { offlineProvider } from '../../src/services/assistant/offline/provider';
import type { AssistantKit } from '../../src/services/assistant/provider';

// Run as its own process, under the TZ the test gives it: the offline assistant reads the dates
// of task requests for a customer in New York, one of whose listings is in Lisbon, and prints
// the due dates it proposes, as JSON.

// Thursday 26 November 2026, 22:30 in New York; already Friday 03:30 in Lisbon, 12:30 in Tokyo.
const NOW = new Date('2026-11-27T03:30:00.000Z');

const LISTINGS = {
  'alfama rooftop flat': { id: 'lisbon', zone: 'Europe/Lisbon', city: 'Lisbon' },
  'harbor view loft': { id: 'maine', zone: null, city: 'Portland' },
} as const;

const kit: AssistantKit = {
  now: NOW,
  reads: {
    listingsNamed(words) {
      const name = Object.keys(LISTINGS).find((candidate) =>
        words.toLowerCase().startsWith(candidate),
      ) as keyof typeof LISTINGS | undefined;
      if (!name) return Promise.resolve({ kind: 'none' });
      const { id, city } = LISTINGS[name];
      return Promise.resolve({
        kind: 'one',
        listing: { kind: 'listing', id, name, city },
        rest: words.slice(name.length).trim(),
      });
    },
    searchListings: () => Promise.resolve([]),
    reservationsOfGuest: () => Promise.resolve([]),
    reservationByCode: () => Promise.resolve(null),
    tasksDueBetween: (from, to) =>
      Promise.resolve([
        {
          kind: 'task',
          id: `${from.toISOString()} to ${to.toISOString()}`,
          title: 'Asked',
          status: 'todo',
          dueDate: null,
          listingName: null,
        },
      ]),
    timeZoneOf: (listingId) =>
      Promise.resolve(
        Object.values(LISTINGS).find((listing) => listing.id === listingId)?.zone ??
          'America/New_York',
      ),
  },
  proposer: {
    runnable: () => PALETTE_COMMANDS.filter((command) => command.id === 'task.create'),
    propose(event, payload, summary) {
      const proposed: ProposedCommand = {
        label: 'Create task',
        summary,
        action: { type: 'command', topic: 'tasks', event, payload },
      };
      return { proposed };
    },
  },
};

async function dueOf(question: string): Promise<unknown> {
  const answer = await offlineProvider.answer({ question, conversation: [] }, kit);
  return answer.proposedCommands[0]?.action.payload.dueDate ?? answer.answer;
}

async function main(): Promise<void> {
  const today = await offlineProvider.answer(
    { question: 'tasks due today', conversation: [] },
    kit,
  );
  console.log(
    JSON.stringify({
      maineFriday: await dueOf('create a cleaning task for Harbor View Loft friday at 10'),
      maineTomorrow: await dueOf('create a cleaning task for Harbor View Loft tomorrow at 9'),
      lisbonTomorrow: await dueOf('create a cleaning task for Alfama Rooftop Flat tomorrow at 9'),
      lisbonFriday: await dueOf('create a cleaning task for Alfama Rooftop Flat friday at 10'),
      today: today.data[0]?.kind === 'task' ? today.data[0].id : today.answer,
    }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
