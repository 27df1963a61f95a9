import type { ComponentPropsWithoutRef } from 'react';
import type { PlatformApi } from '@staydesk/contracts';

/** A link to a path of the app that moves there without reloading the page. */
export function PageLink({
  platform,
  to,
  ...rest
}: { platform: PlatformApi; to: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return (
    <a
      href={to}
      {...rest}
      css={{ color: '#0f172a', textDecoration: 'none', ':hover': { background: '#f8fafc' } }}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        platform.nav.navigate(to);
      }}
    />
  );
}
