import { canCreateFromPalette } from '@staydesk/contracts';
import type { ShellPageProps } from '../shell-page-props';
import { PageFrame } from '../page-kit/PageFrame';
import { isApplePlatform } from '../../layout/header/modifier-key';
import { shortcutsFor } from './shortcuts';

const HOW_TOS: Array<{ title: string; steps: string; creators?: true }> = [
  {
    title: 'Create a task',
    creators: true,
    steps:
      'Press C or the + button, choose Create task, pick the reservation it belongs to (or skip), then fill in the title, category and due date.',
  },
  {
    title: 'Find a reservation or a listing',
    steps:
      'Open the palette and type a guest name, a confirmation code or a listing name; or open Reservations and filter by listing, platform, status and dates.',
  },
  {
    title: 'Act on a reservation',
    steps:
      'Open the reservation, then open the palette: its commands (accept, decline, change dates or guests, access codes, messages) apply to the reservation on screen.',
  },
  {
    title: 'Choose what you are notified about',
    steps:
      'Open the settings gear, then turn categories and delivery by e-mail, push or SMS on or off.',
  },
  {
    title: 'Tell us what to improve',
    steps: 'Press Feedback in the header (in the menu on a phone) and write what you noticed.',
  },
];

/** The keyboard shortcuts and short how-tos. */
export default function HelpPage({ platform }: ShellPageProps) {
  const shortcuts = shortcutsFor(platform.session.currentRole, isApplePlatform() ? '⌘' : 'Ctrl');
  return (
    <PageFrame title="Help" titleId="help-title">
      <h2 css={{ fontSize: 16, margin: '0 0 8px' }}>Keyboard shortcuts</h2>
      <p css={{ margin: '0 0 8px', color: '#475569' }}>
        Single-letter shortcuts do nothing while you type in a field.
      </p>
      <table css={{ borderCollapse: 'collapse', width: '100%', maxWidth: 720, fontSize: 14 }}>
        <thead>
          <tr>
            <th scope="col" css={{ textAlign: 'left', padding: '6px 8px' }}>
              Keys
            </th>
            <th scope="col" css={{ textAlign: 'left', padding: '6px 8px' }}>
              What it does
            </th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.keys} css={{ borderTop: '1px solid #e2e8f0' }}>
              <td css={{ padding: '6px 8px', whiteSpace: 'nowrap' }}>
                <kbd>{shortcut.keys}</kbd>
              </td>
              <td css={{ padding: '6px 8px' }}>{shortcut.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 css={{ fontSize: 16, margin: '24px 0 8px' }}>How to</h2>
      {HOW_TOS.filter(
        (howTo) => !howTo.creators || canCreateFromPalette(platform.session.currentRole),
      ).map((howTo) => (
        <section key={howTo.title} aria-label={howTo.title} css={{ maxWidth: 720 }}>
          <h3 css={{ fontSize: 15, margin: '12px 0 4px' }}>{howTo.title}</h3>
          <p css={{ margin: 0, color: '#334155' }}>{howTo.steps}</p>
        </section>
      ))}
    </PageFrame>
  );
}
