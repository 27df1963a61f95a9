import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PALETTE_OPEN_EVENT, type Role, type Session } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakeSession } from '@staydesk/design-system/testing';
import { Header } from './Header';

function renderHeader(session: Session) {
  const navigate = jest.fn();
  render(
    <DesignSystemProvider>
      <Header session={session} navigate={navigate} />
    </DesignSystemProvider>,
  );
  return { navigate };
}

const asRole = (role: Role) => ({ ...fakeSession(role), currentRole: role });

async function openPhoneMenu() {
  // Shown only under 768 px, which jsdom's media queries never match: no accessible name here.
  await userEvent.click(screen.getByLabelText('Menu', { selector: 'button' }));
  return within(await screen.findByRole('dialog', { name: 'Menu' }));
}

describe('the header', () => {
  it('says in the account menu who is signed in and as which role', async () => {
    renderHeader(asRole('team_lead'));
    await userEvent.click(screen.getByRole('button', { name: 'Account: Alex Host' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Account' }));
    expect(menu.getByText('Alex Host')).toBeInTheDocument();
    expect(menu.getByText('alex@example.test')).toBeInTheDocument();
    expect(menu.getByText('Signed in as Team lead')).toBeInTheDocument();
  });

  it('moves between the account actions with the arrow keys', async () => {
    renderHeader(asRole('admin'));
    await userEvent.click(screen.getByRole('button', { name: 'Account: Alex Host' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Notification settings' })).toHaveFocus();
  });

  it('closes the account menu on Escape', async () => {
    renderHeader(asRole('admin'));
    await userEvent.click(screen.getByRole('button', { name: 'Account: Alex Host' }));
    await screen.findByRole('dialog', { name: 'Account' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument();
    // Back on the button that opened it, so the keyboard user goes on from there.
    expect(screen.getByRole('button', { name: 'Account: Alex Host' })).toHaveFocus();
  });

  it('holds every header action in the phone menu, search and create included', async () => {
    const { navigate } = renderHeader(asRole('admin'));
    const menu = await openPhoneMenu();
    const labels = menu.getAllByRole('button').map((button) => button.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Search',
        'Create new',
        'Notifications',
        'Feedback',
        'System Health',
        'Changelog',
        'Help',
        'Settings',
      ]),
    );
    await userEvent.click(menu.getByRole('button', { name: 'Help' }));
    expect(navigate).toHaveBeenCalledWith('/help');
  });

  it('opens the palette from the phone menu', async () => {
    renderHeader(asRole('admin'));
    const opened = jest.fn();
    window.addEventListener(PALETTE_OPEN_EVENT, opened);
    const menu = await openPhoneMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Search' }));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ detail: { mode: 'search' } }));
    window.removeEventListener(PALETTE_OPEN_EVENT, opened);
  });

  it('gives field staff no search and no create in the phone menu', async () => {
    renderHeader(asRole('cleaner'));
    const menu = await openPhoneMenu();
    expect(menu.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Create new' })).not.toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('gives a partner search but no create: no + button, none in the phone menu', async () => {
    renderHeader(asRole('partner'));
    expect(screen.queryByRole('button', { name: 'Create new' })).not.toBeInTheDocument();
    const menu = await openPhoneMenu();
    expect(menu.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Create new' })).not.toBeInTheDocument();
  });
});
