import { useState } from 'react';
import { canCreateFromPalette, canOpenPalette, type Role, type Session } from '@staydesk/contracts';
import { IconButton } from '@staydesk/design-system';
import { apiFetch } from '@staydesk/design-system/platform';
import { paletteShortcutLabel } from './header/modifier-key';
import { hintBarFrame } from './hint-bar-frame';

/**
 * Only what the role can do: field staff get no palette and no E (they finish their tasks in
 * the field); partners and the finance roles ask and search, but create nothing and mark no
 * task done.
 */
const hints = (role: Role): Array<[string, string]> => {
  const hosts = canCreateFromPalette(role);
  return [
    ...(hosts ? [['E', 'marks done'] as [string, string]] : []),
    ['H', 'sets a reminder'],
    ...(hosts ? [['C', 'creates new'] as [string, string]] : []),
    ['i', 'opens notifications'],
    ...(canOpenPalette(role) ? [[paletteShortcutLabel(), 'asks the AI'] as [string, string]] : []),
  ];
};

/** Keyboard hints for desktop users; dismissing it is saved to the user's preferences. */
export default function HintBar({ session }: { session: Session }) {
  const [hidden, setHidden] = useState(
    Boolean(session.uiPreferences.desktop?.hideKeyboardShortcuts),
  );
  if (hidden) return null;
  const dismiss = () => {
    setHidden(true);
    void apiFetch('/api/user/preferences', {
      method: 'PATCH',
      body: JSON.stringify({ desktop: { hideKeyboardShortcuts: true } }),
    });
  };
  return (
    <aside
      aria-label="Keyboard shortcuts"
      css={[hintBarFrame, { gap: 16, padding: '0 16px', fontSize: 13, color: '#334155' }]}
    >
      {hints(session.currentRole).map(([key, text]) => (
        <span key={key}>
          <kbd css={{ fontWeight: 600 }}>{key}</kbd> {text}
        </span>
      ))}
      <IconButton
        label="Hide keyboard shortcuts"
        size="sm"
        variant="ghost"
        onClick={dismiss}
        css={{ marginLeft: 'auto' }}
        icon={<span>×</span>}
      />
    </aside>
  );
}
