import { act, screen, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import type { Session, WorkspaceCacheName } from '@staydesk/contracts';
import { runBootLoader } from './boot-loader';
import { WorkspaceCache, type CacheStatusCheck } from './workspace-cache';
import type { SourcedItem, WorkspaceSources } from './workspace-sources';
import { openWorkspaceStore } from './workspace-store';

const session = {
  user: { id: 'u1', email: 'admin@demo.test', name: 'Admin', image: null },
  customerId: 'c1',
  currentRole: 'admin',
} as Session;

const check: CacheStatusCheck = async () => ({
  tokens: { customer: 'c', listings: 'l', calendar: 'r' },
  changes: [],
});

/** Sources the test answers one by one, as the network would. */
function controlledSources() {
  const pending = new Map<
    WorkspaceCacheName,
    { resolve(item: SourcedItem): void; reject(e: Error): void }
  >();
  const source = (name: WorkspaceCacheName) => () =>
    new Promise<SourcedItem>((resolve, reject) => pending.set(name, { resolve, reject }));
  const sources: WorkspaceSources = {
    customer: source('customer'),
    listings: source('listings'),
    calendar: source('calendar'),
  };
  const settle = async (name: WorkspaceCacheName, outcome: 'ok' | 'fail') => {
    await act(async () => {
      const request = pending.get(name);
      if (!request) throw new Error(`${name} was not requested`);
      if (outcome === 'ok') request.resolve({ data: { name }, token: `${name}-1` });
      else request.reject(new Error('503'));
    });
  };
  return { sources, settle };
}

const stateOf = (label: string) => screen.getByText(label).closest('li');

async function startLoader(sources: WorkspaceSources) {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  // jsdom has no IndexedDB: the store falls back to memory, as a broken browser database does.
  const cacheOf = async () =>
    new WorkspaceCache(session, await openWorkspaceStore(), sources, check);
  let opened = false;
  let loader!: Promise<unknown>;
  await act(async () => {
    loader = runBootLoader(root, session, cacheOf).then(() => {
      opened = true;
    });
  });
  return { loader, isOpen: () => opened };
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the boot loader', () => {
  it('shows each step loading, then complete, then Ready!, and opens the shell', async () => {
    jest.useFakeTimers();
    const { sources, settle } = controlledSources();
    const { isOpen } = await startLoader(sources);

    expect(
      screen.getByRole('heading', { name: 'Preparing your workspace...' }),
    ).toBeInTheDocument();
    expect(stateOf('Customer Data')).toHaveTextContent('Loading');
    expect(stateOf('Listings Data')).toHaveTextContent('Loading');

    await settle('customer', 'ok');
    expect(stateOf('Customer Data')).toHaveTextContent('Complete');
    expect(stateOf('Calendar Data')).toHaveAttribute('data-state', 'loading');
    await settle('listings', 'ok');
    await settle('calendar', 'ok');

    expect(screen.getByRole('heading', { name: 'Ready!' })).toBeInTheDocument();
    expect(isOpen()).toBe(false);
    await act(async () => {
      jest.runAllTimers();
    });
    expect(isOpen()).toBe(true);
    jest.useRealTimers();
  });

  it('marks a failed step with its message and lets the user retry or continue', async () => {
    const { sources, settle } = controlledSources();
    const { loader, isOpen } = await startLoader(sources);

    await settle('customer', 'fail');
    await settle('listings', 'fail');
    await settle('calendar', 'ok');

    expect(within(stateOf('Customer Data')!).getByRole('alert')).toHaveTextContent(
      'Failed to fetch customer data',
    );
    expect(stateOf('Listings Data')).toHaveTextContent('Failed to fetch listings data');
    expect(
      screen.getByRole('heading', { name: 'Preparing your workspace...' }),
    ).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(stateOf('Customer Data')).toHaveAttribute('data-state', 'loading');
    expect(stateOf('Calendar Data')).toHaveAttribute('data-state', 'complete');
    await settle('customer', 'fail');
    await settle('listings', 'fail');

    expect(isOpen()).toBe(false);
    await act(async () => screen.getByRole('button', { name: 'Continue without it' }).click());
    await loader;
    expect(isOpen()).toBe(true);
  });
});
