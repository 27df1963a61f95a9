import { css, type Theme } from '@emotion/react';
import {
  formatDueDate,
  reservationViewSearch,
  surfaceSearch,
  type AssistantFound,
} from '@staydesk/contracts';
import type { MouseEvent } from 'react';
import { useAssistantPlatform } from './assistant-platform';

/** Where a found item opens: a reservation's view, the listing's page, the task's panel. */
export function foundHref(found: AssistantFound): string {
  const { pathname, search } = window.location;
  switch (found.kind) {
    case 'reservation':
      return `${pathname}${reservationViewSearch(search, found.id)}`;
    case 'listing':
      return `/listings/${found.id}`;
    case 'task':
      return `${pathname}${surfaceSearch(search, found.id)}`;
  }
}

function describe(found: AssistantFound): { title: string; detail: string } {
  switch (found.kind) {
    case 'reservation':
      return {
        title: `${found.guestName} · ${found.confirmationCode}`,
        detail: `${found.listingName}, ${found.checkIn} to ${found.checkOut}, ${found.status}`,
      };
    case 'listing':
      return { title: found.name, detail: found.city };
    case 'task':
      return {
        title: found.title,
        detail: [formatDueDate(found.dueDate), found.listingName].filter(Boolean).join(', '),
      };
  }
}

const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    gap: 2px;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radii.md};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.background.selected};
  }
  a:focus-visible {
    outline: 2px solid ${theme.colors.focus};
  }
  span:last-of-type {
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.sizes.sm};
  }
`;

/** The reservations, listings and tasks an answer found; each row opens what it shows. */
export function FoundList({ items, onOpen }: { items: AssistantFound[]; onOpen(): void }) {
  const { navigate } = useAssistantPlatform();
  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    event.preventDefault();
    navigate(href);
    onOpen();
  };
  return (
    <ul css={listStyle} aria-label="Found">
      {items.map((found) => {
        const href = foundHref(found);
        const { title, detail } = describe(found);
        return (
          <li key={`${found.kind}:${found.id}`}>
            <a href={href} onClick={(event) => open(event, href)}>
              <span>{title}</span>
              <span>{detail}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
