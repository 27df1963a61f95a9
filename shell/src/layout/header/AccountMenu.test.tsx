import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { openFieldStore, type KeptFieldAction } from '@staydesk/design-system/offline';
import { fakeSession } from '@staydesk/design-system/testing';
import { signOut } from '../../session/sign-out';
import { Header } from '../Header';

jest.mock('../../session/sign-out', () => ({
  ...jest.requireActual<object>('../../session/sign-out'),
  signOut: jest.fn(async () => undefined),
}));

// jsdom has no structuredClone; a kept action here is plain JSON, which this copy keeps.
beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
});

const cleaner: Session = { ...fakeSession('cleaner'), currentRole: 'cleaner' };

/** Field actions taken without a network, still waiting on the phone. */
async function waitingOnThePhone(userId: string, count: number) {
  const store = await openFieldStore();
  await store.clear('queue');
  for (let n = 0; n < count; n += 1) {
    await store.add('queue', {
      key: `k${n}`,
      userId,
      action: { kind: 'pause', taskId: 't1', reason: '' },
      occurredAt: new Date().toISOString(),
    } as KeptFieldAction);
  }
  store.close();
}

async function signOutFromTheMenu() {
  render(
    <DesignSystemProvider>
      <Header session={cleaner} navigate={jest.fn()} />
    </DesignSystemProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Account:/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
}

beforeEach(() => jest.mocked(signOut).mockClear());

describe('signing out from the account menu', () => {
  it('asks first while changes of the user wait to sync, and stays signed in on Cancel', async () => {
    await waitingOnThePhone(cleaner.user.id, 2);
    await signOutFromTheMenu();

    const shown = await screen.findByRole('dialog', { name: 'Sign out?' });
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
    const dialog = within(shown);
    expect(
      dialog.getByText(
        '2 changes are waiting to sync. They will be sent when you sign in again on this device.',
      ),
    ).toBeVisible();
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Sign out?' })).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Account:/ })).toHaveFocus());
  });

  it('signs out from the dialog', async () => {
    await waitingOnThePhone(cleaner.user.id, 1);
    await signOutFromTheMenu();

    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out?' }));
    expect(
      dialog.getByText(
        '1 change is waiting to sync. It will be sent when you sign in again on this device.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("signs out at once when nothing of the user waits, another user's changes included", async () => {
    await waitingOnThePhone('someone-else', 3);
    await signOutFromTheMenu();

    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Sign out?' })).not.toBeInTheDocument();
  });
});
