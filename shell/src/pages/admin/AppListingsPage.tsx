import { useEffect } from 'react';
import type { ShellPageProps } from '../shell-page-props';

/** The old listings address (where a failed sign-out lands): the listings page, in place. */
export default function AppListingsPage(_props: ShellPageProps) {
  useEffect(() => {
    window.history.replaceState(null, '', '/listings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return null;
}
