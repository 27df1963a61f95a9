import type { MouseEvent, ReactNode } from 'react';
import {
  DASHBOARD_ITEM_KIND_LABELS,
  formatTaskTime,
  type DashboardItem,
} from '@staydesk/contracts';
import { mq } from '@staydesk/design-system';

export const itemHref = (item: DashboardItem) => `?${item.source}=${item.sourceId}`;

const actionStyle = {
  minWidth: 44,
  minHeight: 44,
  padding: '0 10px',
  border: '1px solid #cbd5e1',
  borderRadius: 6,
  background: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  '@media (hover: hover) and (pointer: fine)': { minHeight: 32 },
} as const;

interface InboxRowProps {
  item: DashboardItem;
  active: boolean;
  selected: boolean;
  menuOpen: boolean;
  onPick: (range: boolean) => void;
  onOpen: () => void;
  /** Tabbing to a row makes it the one E and H act on. */
  onFocus: () => void;
  onDone: () => void;
  onRemind: () => void;
  /** The reminder menu, under the row's Remind button. */
  children?: ReactNode;
}

/** One inbox item: a checkbox to select it, its link, and E and H as buttons for touch. */
export function InboxRow({ item, active, selected, menuOpen, ...on }: InboxRowProps) {
  // In the task's zone, named when it is not the viewer's; a server render runs in the
  // browser's zone, so the label it draws is the one hydration draws.
  const when =
    item.at && (item.source === 'task' ? `Due ${formatTaskTime(item.at, item.timeZone)}` : null);
  return (
    <li
      data-item-id={item.id}
      css={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 8px',
        border: '1px solid',
        borderColor: active ? '#2563eb' : '#e2e8f0',
        borderRadius: 8,
        background: selected ? '#eff6ff' : '#fff',
        flexWrap: 'wrap',
        // A row below the fold is neither laid out nor painted until it scrolls near: a phone
        // opening the page (or a task over it) lays out one screen of the list, not fifty
        // rows. Its open reminder menu reaches out of the row, which containment would clip.
        contentVisibility: menuOpen ? 'visible' : 'auto',
        // Until then its content takes the height it is laid out at (one line on a desktop, its
        // title and actions wrapped on a phone; padding and border come on top): a smaller guess
        // grew the page under the reader as rows scrolled near, 1,800 px on a phone.
        containIntrinsicSize: 'auto 58px',
        [mq.below('mobile')]: { containIntrinsicSize: 'auto 134px' },
      }}
    >
      <input
        type="checkbox"
        aria-label={`Select ${item.title}`}
        checked={selected}
        onChange={() => undefined}
        onClick={(event: MouseEvent) => on.onPick(event.shiftKey)}
        css={{ width: 20, height: 20, margin: 12 }}
      />
      <a
        href={itemHref(item)}
        aria-current={active || undefined}
        onFocus={on.onFocus}
        onClick={(event) => {
          event.preventDefault();
          on.onOpen();
        }}
        css={{
          flex: '1 1 200px',
          minWidth: 0,
          padding: '6px 0',
          color: '#0f172a',
          textDecoration: 'none',
          display: 'grid',
          gap: 2,
        }}
      >
        <span css={{ fontWeight: 600 }}>{item.title}</span>
        <span css={{ color: '#475569', fontSize: 13 }}>
          {DASHBOARD_ITEM_KIND_LABELS[item.kind]} · {item.subtitle}
          {when && ` · ${when}`}
        </span>
      </a>
      <span css={{ display: 'flex', gap: 6, marginLeft: 'auto' }}>
        {item.mayMarkDone && (
          <button
            type="button"
            css={actionStyle}
            onClick={on.onDone}
            aria-label={`Mark done: ${item.title}`}
          >
            Done
          </button>
        )}
        <button
          type="button"
          css={actionStyle}
          onClick={on.onRemind}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={`Remind me later: ${item.title}`}
        >
          Later
        </button>
      </span>
      {on.children}
    </li>
  );
}
