import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  formatDueDate,
  REMINDER_PRESET_LABELS,
  reminderTime,
  type DatedReminderPreset,
  type ReminderPreset,
} from '@staydesk/contracts';
import { userTimeZone } from './inbox-commands';

const DATED_PRESETS: DatedReminderPreset[] = ['tomorrow', 'next_week', 'this_weekend'];

/** The reminder presets, each with the time it names; 'Last used' first once there is one. */
export default function ReminderMenu({
  lastUsed,
  onPick,
  onClose,
}: {
  lastUsed: DatedReminderPreset | null;
  onPick: (preset: ReminderPreset) => void;
  onClose: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [onClose]);

  const now = new Date();
  const zone = userTimeZone();
  const choices: Array<[ReminderPreset, DatedReminderPreset]> = [
    ...(lastUsed ? [['last_used', lastUsed] as [ReminderPreset, DatedReminderPreset]] : []),
    ...DATED_PRESETS.map((preset) => [preset, preset] as [ReminderPreset, DatedReminderPreset]),
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1, j: 1, k: -1 }[event.key];
    if (event.key === 'Escape') onClose();
    else if (step !== undefined) entries[(at + step + entries.length) % entries.length]?.focus();
    else if (event.key !== 'Enter' && event.key !== 'Tab') return;
    // Keys inside the menu are the menu's: the inbox's own shortcuts do not see them.
    if (event.key !== 'Enter' && event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={menu}
      role="menu"
      aria-label="Remind me"
      onKeyDown={onKeyDown}
      css={{
        position: 'absolute',
        right: 0,
        top: '100%',
        zIndex: 20,
        minWidth: 240,
        padding: 4,
        background: '#fff',
        border: '1px solid #cbd5e1',
        borderRadius: 8,
        boxShadow: '0 4px 12px rgb(15 23 42 / 0.15)',
      }}
    >
      {choices.map(([preset, dated]) => (
        <button
          key={preset}
          type="button"
          role="menuitem"
          onClick={() => onPick(preset)}
          css={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 12,
            width: '100%',
            minHeight: 44,
            padding: '0 12px',
            border: 0,
            borderRadius: 6,
            background: 'transparent',
            color: '#0f172a',
            textAlign: 'left',
            cursor: 'pointer',
            '&:hover, &:focus': { background: '#f1f5f9' },
            '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: -2 },
          }}
        >
          <span>
            {REMINDER_PRESET_LABELS[preset]}
            {preset === 'last_used' && ` (${REMINDER_PRESET_LABELS[dated]})`}
          </span>
          <span css={{ color: '#475569' }}>
            {formatDueDate(reminderTime(dated, now, zone).toISOString())}
          </span>
        </button>
      ))}
    </div>
  );
}
