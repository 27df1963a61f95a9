import { useEffect, useRef, useState } from 'react';
import { navItemsThatFit, visibleNavItems, type Session } from '@staydesk/contracts';
import { Button, Menu } from '@staydesk/design-system';

const linkStyle = {
  padding: '6px 10px',
  borderRadius: 6,
  color: '#1e293b',
  textDecoration: 'none',
  fontSize: 14,
  whiteSpace: 'nowrap' as const,
};

/** Role-filtered navigation; items that do not fit go into a 'More' menu. */
export function TopNav({
  session,
  navigate,
}: {
  session: Session;
  navigate: (path: string) => void;
}) {
  const items = visibleNavItems({
    isSuperUser: session.isSuperUser,
    currentRole: session.currentRole,
    roles: session.roles.map((entry) => entry.role),
  });
  const bar = useRef<HTMLElement>(null);
  const [fitting, setFitting] = useState(items.length);

  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      const room = navItemsThatFit(width);
      // Leave one slot for the 'More' button when something overflows.
      setFitting(room >= items.length ? items.length : Math.max(0, room - 1));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [items.length]);

  const shown = items.slice(0, fitting);
  const overflow = items.slice(fitting);
  return (
    <nav
      ref={bar}
      aria-label="Main"
      // Never narrower than its 'More' button: with no room for any item, all are in its list.
      // Clipped: drawn by the server, before the browser has measured it, all items are there,
      // and a phone would widen the whole page to show them.
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flex: 1,
        minWidth: 64,
        overflowX: 'clip',
      }}
    >
      {shown.map((item) => (
        <a
          key={item.path}
          href={item.path}
          css={linkStyle}
          aria-current={window.location.pathname.startsWith(item.path) ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            navigate(item.path);
          }}
        >
          {item.label}
        </a>
      ))}
      {overflow.length > 0 && (
        <Menu
          trigger={
            <Button variant="ghost" size="sm">
              More
            </Button>
          }
          items={overflow.map((item) => ({
            label: item.label,
            onSelect: () => navigate(item.path),
          }))}
        />
      )}
    </nav>
  );
}
